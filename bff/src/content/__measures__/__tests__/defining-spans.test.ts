// The usable-meaning measure's own reading of each definition form: for each, a right pair is confirmed,
// a neighbour's meaning from the same sentence is refused (the whole sentence is no longer the yardstick,
// only the words that define the term), and a description is refused. Sentences are quoted from OpenStax
// books (CC BY) or written in their shape.
import { definingSpansIn } from '../defining-spans.measure';
import { expectJudged } from './confirmed-pair';

describe('"X is …": the term is the subject, and the span ends before a second statement', () => {
  const s =
    'Precipitation is water that falls from clouds to the ground, and evaporation is the change of liquid water into vapor.';
  test('right', () => {
    expectJudged([
      ['precipitation', 'Water that falls from clouds to the ground', s, true],
      ['evaporation', 'The change of liquid water into vapor', s, true],
    ]);
  });
  test('a neighbour’s meaning from the same sentence', () => {
    expectJudged([
      ['precipitation', 'The change of liquid water into vapor', s, false],
      // "pressure" is defined nowhere here: the sentence defines the speed of a wave.
      [
        'wave',
        'The distance a wave travels per second',
        'The speed of a wave is the distance it travels per second.',
        false,
      ],
    ]);
  });
  test('a description', () => {
    expectJudged([
      [
        'heat',
        'Transferred from warmer objects to cooler ones',
        'Heat is transferred from warmer objects to cooler ones.',
        false,
      ],
      ['sound', 'Louder near its source', 'Sound is louder near its source.', false],
    ]);
  });
});

describe('"X is also …", "The term X refers to …", "X is how …" (OpenStax tuning sentences)', () => {
  test('right', () => {
    const k =
      'Kinship is also a sociocultural construction, one that creates a network of social and biological relationships between individuals.';
    const i =
      'The term isotope refers to the variation of atoms based upon the number of neutrons within their nucleus.';
    const e = 'Encoding is how we first perceive information through our senses.';
    expectJudged([
      ['kinship', 'A sociocultural construction, one that creates a network of relationships', k, true],
      ['isotope', 'The variation of atoms based upon the number of neutrons', i, true],
      ['encoding', 'How we first perceive information through our senses', e, true],
    ]);
  });
  test('a neighbour’s clause after ", although" is not the meaning', () => {
    const w =
      'Essentially, water waves are also a combination of transverse and longitudinal components, although the simplified water wave does not show the longitudinal motion of the bird.';
    expectJudged([
      ['water waves', 'A combination of transverse and longitudinal components', w, true],
      ['water waves', 'The longitudinal motion of the bird', w, false],
    ]);
  });
});

describe('a head that defines after a comma', () => {
  const s =
    'Britain passed the Navigation Acts, laws that limited colonial trade, because merchants feared Dutch rivals.';
  test('right', () => {
    expectJudged([
      ['Navigation Acts', 'Laws that limited colonial trade', s, true],
      [
        'Mercantilism',
        'An economic system whereby a nation increases its wealth by exporting more than it imports',
        'Mercantilism, an economic system whereby a nation increases its wealth by exporting more than it imports, shaped colonial policy.',
        true,
      ],
    ]);
  });
  test('a neighbour’s meaning from the same sentence', () => {
    expectJudged([
      ['Navigation Acts', 'Merchants feared Dutch rivals', s, false],
      ['Britain', 'Laws that limited colonial trade', s, false],
    ]);
  });
  test('a description: an opening phrase, or a list going on', () => {
    const e = 'During an experiment, the scientist collects data that answer the question.';
    expectJudged([['experiment', 'The scientist collects data that answer the question', e, false]]);
    const list = 'They traded furs, sugar, and tobacco, goods that sold well in Europe.';
    expectJudged([['tobacco', 'Goods that sold well in Europe', list, false]]);
  });
});

describe('between dashes', () => {
  const s =
    'Prejudice often begins in the form of a stereotype—that is, a specific belief or assumption about individuals based solely on their membership in a group—and grows from there.';
  const named =
    'For many years, disorders that involve the cardiovascular system—known as cardiovascular disorders—have been a major focal point in the study of stress.';
  test('right', () => {
    expectJudged([
      ['stereotype', 'A specific belief or assumption about individuals based on their membership in a group', s, true],
      ['cardiovascular disorders', 'Disorders that involve the cardiovascular system', named, true],
      [
        'artisans',
        'Skilled workers who made goods by hand',
        'Many artisans—skilled workers who made goods by hand—lost their trade.',
        true,
      ],
    ]);
  });
  test('a neighbour’s meaning from the same sentence', () => {
    expectJudged([
      ['prejudice', 'A specific belief or assumption about individuals', s, false],
      ['cardiovascular disorders', 'A major focal point in the study of stress', named, false],
    ]);
  });
  test('a description between dashes is no definition', () => {
    expectJudged([['harvest', 'The best in ten years', 'The harvest—the best in ten years—filled the barns.', false]]);
  });
});

describe('a name given: known as, called, in brackets', () => {
  const s = 'The soma, the cell body, has branching extensions known as dendrites.';
  test('right', () => {
    expectJudged([
      ['dendrites', 'Branching extensions', s, true],
      [
        'photosphere',
        'The outer layer of the Sun',
        'The outer layer of the Sun (also called the photosphere) is what we see.',
        true,
      ],
      [
        'scientific law',
        'A pattern in nature that holds in every case studied',
        'The pattern in nature that holds in every case studied is called a scientific law.',
        true,
      ],
    ]);
  });
  test('a neighbour’s meaning from the same sentence', () => {
    expectJudged([['dendrites', 'The cell body', s, false]]);
  });
  test('a name that renames a pointed-to thing, or says only "a process", is no definition', () => {
    const c = 'The members of this first congress, known as the Stamp Act Congress, met in New York.';
    expectJudged([['Stamp Act Congress', 'The members of this first congress', c, false]]);
    const r = 'Excess neurotransmitters in the synaptic cleft are reabsorbed in a process known as reuptake.';
    expectJudged([['reuptake', 'A process', r, false]]);
  });
});

describe('naming clauses', () => {
  const s = "Earth's axis wobbles in a slow circle, a motion which scientists call precession, over 26,000 years.";
  test('right', () => {
    expectJudged([
      ['precession', "Earth's axis wobbles in a slow circle", s, true],
      [
        'sexual division of labor',
        'Work assigned based on a person’s sex',
        'When work is assigned based on a person’s sex, anthropologists call this a sexual division of labor.',
        true,
      ],
      [
        'memory',
        'The ability to store and retrieve information over time',
        'The ability to store and retrieve information over time is what we call memory.',
        true,
      ],
    ]);
  });
  test('a neighbour’s meaning from the same sentence', () => {
    expectJudged([['precession', 'Over 26,000 years', s, false]]);
  });
  test('"When …, it is called X": the when-clause is what the name means (OpenStax Physics)', () => {
    const f = 'When the friction prevents the object from sliding, it is called static friction.';
    expectJudged([
      ['static friction', 'When the friction prevents the object from sliding', f, true],
      ['friction', 'The object from sliding', f, false],
    ]);
  });
  test('a pointer names nothing here: "This is what we call remembering."', () => {
    expect(definingSpansIn('remembering', 'This is what we call remembering.')).toEqual([]);
  });
});

describe('the name closing the copula', () => {
  const s = 'The time from one new moon to the next is the lunar month.';
  test('right', () => {
    expectJudged([['lunar month', 'The time from one new moon to the next', s, true]]);
  });
  test('a neighbour’s meaning from the same sentence', () => {
    expectJudged([['new moon', 'The time from one new moon to the next', s, false]]);
  });
  test('a description', () => {
    expectJudged([
      ['capital', 'The largest city of the valley', 'The largest city of the valley is the capital.', false],
    ]);
  });
});

describe('a name, then its definition', () => {
  const s = 'The tone was the neutral stimulus (NS), which is a stimulus that does not naturally elicit a response.';
  test('right', () => {
    expectJudged([
      ['neutral stimulus', 'A stimulus that does not naturally elicit a response', s, true],
      [
        'unconditioned stimulus',
        'A stimulus that elicits a reflexive response in an organism',
        'The meat powder in this situation was an unconditioned stimulus (UCS): a stimulus that elicits a reflexive response in an organism.',
        true,
      ],
    ]);
  });
  test('a neighbour’s meaning from the same sentence: the example takes nothing', () => {
    expectJudged([['tone', 'A stimulus that does not naturally elicit a response', s, false]]);
  });
});

describe('", meaning that …"', () => {
  const s =
    'Like most gathering-hunting peoples, the Hadza are highly egalitarian, meaning that all people are considered equal and all resources are shared equally.';
  test('right', () => {
    expectJudged([['egalitarian', 'All people are considered equal and all resources are shared equally', s, true]]);
  });
  test('a neighbour’s meaning from the same sentence', () => {
    expectJudged([['Hadza', 'All people are considered equal and all resources are shared equally', s, false]]);
  });
});

describe('a glossary line', () => {
  test('right, and only its own line', () => {
    const text =
      'Velocity: the speed of an object in a given direction. Acceleration: the rate at which velocity changes.';
    expectJudged([
      ['velocity', 'The speed of an object in a given direction', text, true],
      ['velocity', 'The rate at which velocity changes', text, false],
    ]);
  });
});

describe('a sentence that closes a bracket it never opened', () => {
  test('is the end of an aside and defines nothing', () => {
    expect(definingSpansIn('old legends', 'The old legends were stories of the valley.)')).toEqual([]);
  });
});
