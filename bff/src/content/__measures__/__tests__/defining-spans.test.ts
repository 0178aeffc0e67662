// The usable-meaning measure's own reading of each definition form: for each, a right pair is confirmed,
// a neighbour's meaning from the same sentence is refused (the whole sentence is no longer the yardstick,
// only the words that define the term), and a description is refused. Sentences are quoted from OpenStax
// books (CC BY) or written in their shape.
import { definingSpansIn } from '../defining-spans.measure';
import { confirmed } from './confirmed-pair';

describe('"X is …": the term is the subject, and the span ends before a second statement', () => {
  const s =
    'Precipitation is water that falls from clouds to the ground, and evaporation is the change of liquid water into vapor.';
  test('right', () => {
    expect(confirmed('precipitation', 'Water that falls from clouds to the ground', s)).toBe(true);
    expect(confirmed('evaporation', 'The change of liquid water into vapor', s)).toBe(true);
  });
  test('a neighbour’s meaning from the same sentence', () => {
    expect(confirmed('precipitation', 'The change of liquid water into vapor', s)).toBe(false);
    // "pressure" is defined nowhere here: the sentence defines the speed of a wave.
    expect(
      confirmed(
        'wave',
        'The distance a wave travels per second',
        'The speed of a wave is the distance it travels per second.',
      ),
    ).toBe(false);
  });
  test('a description', () => {
    expect(
      confirmed(
        'heat',
        'Transferred from warmer objects to cooler ones',
        'Heat is transferred from warmer objects to cooler ones.',
      ),
    ).toBe(false);
    expect(confirmed('sound', 'Louder near its source', 'Sound is louder near its source.')).toBe(false);
  });
});

describe('"X is also …", "The term X refers to …", "X is how …" (OpenStax tuning sentences)', () => {
  test('right', () => {
    const k =
      'Kinship is also a sociocultural construction, one that creates a network of social and biological relationships between individuals.';
    expect(confirmed('kinship', 'A sociocultural construction, one that creates a network of relationships', k)).toBe(
      true,
    );
    const i =
      'The term isotope refers to the variation of atoms based upon the number of neutrons within their nucleus.';
    expect(confirmed('isotope', 'The variation of atoms based upon the number of neutrons', i)).toBe(true);
    const e = 'Encoding is how we first perceive information through our senses.';
    expect(confirmed('encoding', 'How we first perceive information through our senses', e)).toBe(true);
  });
  test('a neighbour’s clause after ", although" is not the meaning', () => {
    const w =
      'Essentially, water waves are also a combination of transverse and longitudinal components, although the simplified water wave does not show the longitudinal motion of the bird.';
    expect(confirmed('water waves', 'A combination of transverse and longitudinal components', w)).toBe(true);
    expect(confirmed('water waves', 'The longitudinal motion of the bird', w)).toBe(false);
  });
});

describe('a head that defines after a comma', () => {
  const s =
    'Britain passed the Navigation Acts, laws that limited colonial trade, because merchants feared Dutch rivals.';
  test('right', () => {
    expect(confirmed('Navigation Acts', 'Laws that limited colonial trade', s)).toBe(true);
    expect(
      confirmed(
        'Mercantilism',
        'An economic system whereby a nation increases its wealth by exporting more than it imports',
        'Mercantilism, an economic system whereby a nation increases its wealth by exporting more than it imports, shaped colonial policy.',
      ),
    ).toBe(true);
  });
  test('a neighbour’s meaning from the same sentence', () => {
    expect(confirmed('Navigation Acts', 'Merchants feared Dutch rivals', s)).toBe(false);
    expect(confirmed('Britain', 'Laws that limited colonial trade', s)).toBe(false);
  });
  test('a description: an opening phrase, or a list going on', () => {
    const e = 'During an experiment, the scientist collects data that answer the question.';
    expect(confirmed('experiment', 'The scientist collects data that answer the question', e)).toBe(false);
    const list = 'They traded furs, sugar, and tobacco, goods that sold well in Europe.';
    expect(confirmed('tobacco', 'Goods that sold well in Europe', list)).toBe(false);
  });
});

describe('between dashes', () => {
  const s =
    'Prejudice often begins in the form of a stereotype—that is, a specific belief or assumption about individuals based solely on their membership in a group—and grows from there.';
  const named =
    'For many years, disorders that involve the cardiovascular system—known as cardiovascular disorders—have been a major focal point in the study of stress.';
  test('right', () => {
    expect(
      confirmed(
        'stereotype',
        'A specific belief or assumption about individuals based on their membership in a group',
        s,
      ),
    ).toBe(true);
    expect(confirmed('cardiovascular disorders', 'Disorders that involve the cardiovascular system', named)).toBe(true);
    expect(
      confirmed(
        'artisans',
        'Skilled workers who made goods by hand',
        'Many artisans—skilled workers who made goods by hand—lost their trade.',
      ),
    ).toBe(true);
  });
  test('a neighbour’s meaning from the same sentence', () => {
    expect(confirmed('prejudice', 'A specific belief or assumption about individuals', s)).toBe(false);
    expect(confirmed('cardiovascular disorders', 'A major focal point in the study of stress', named)).toBe(false);
  });
  test('a description between dashes is no definition', () => {
    expect(confirmed('harvest', 'The best in ten years', 'The harvest—the best in ten years—filled the barns.')).toBe(
      false,
    );
  });
});

describe('a name given: known as, called, in brackets', () => {
  const s = 'The soma, the cell body, has branching extensions known as dendrites.';
  test('right', () => {
    expect(confirmed('dendrites', 'Branching extensions', s)).toBe(true);
    expect(
      confirmed(
        'photosphere',
        'The outer layer of the Sun',
        'The outer layer of the Sun (also called the photosphere) is what we see.',
      ),
    ).toBe(true);
    expect(
      confirmed(
        'scientific law',
        'A pattern in nature that holds in every case studied',
        'The pattern in nature that holds in every case studied is called a scientific law.',
      ),
    ).toBe(true);
  });
  test('a neighbour’s meaning from the same sentence', () => {
    expect(confirmed('dendrites', 'The cell body', s)).toBe(false);
  });
  test('a name that renames a pointed-to thing, or says only "a process", is no definition', () => {
    const c = 'The members of this first congress, known as the Stamp Act Congress, met in New York.';
    expect(confirmed('Stamp Act Congress', 'The members of this first congress', c)).toBe(false);
    const r = 'Excess neurotransmitters in the synaptic cleft are reabsorbed in a process known as reuptake.';
    expect(confirmed('reuptake', 'A process', r)).toBe(false);
  });
});

describe('naming clauses', () => {
  const s = "Earth's axis wobbles in a slow circle, a motion which scientists call precession, over 26,000 years.";
  test('right', () => {
    expect(confirmed('precession', "Earth's axis wobbles in a slow circle", s)).toBe(true);
    expect(
      confirmed(
        'sexual division of labor',
        'Work assigned based on a person’s sex',
        'When work is assigned based on a person’s sex, anthropologists call this a sexual division of labor.',
      ),
    ).toBe(true);
    expect(
      confirmed(
        'memory',
        'The ability to store and retrieve information over time',
        'The ability to store and retrieve information over time is what we call memory.',
      ),
    ).toBe(true);
  });
  test('a neighbour’s meaning from the same sentence', () => {
    expect(confirmed('precession', 'Over 26,000 years', s)).toBe(false);
  });
  test('"When …, it is called X": the when-clause is what the name means (OpenStax Physics)', () => {
    const f = 'When the friction prevents the object from sliding, it is called static friction.';
    expect(confirmed('static friction', 'When the friction prevents the object from sliding', f)).toBe(true);
    expect(confirmed('friction', 'The object from sliding', f)).toBe(false);
  });
  test('a pointer names nothing here: "This is what we call remembering."', () => {
    expect(definingSpansIn('remembering', 'This is what we call remembering.')).toEqual([]);
  });
});

describe('the name closing the copula', () => {
  const s = 'The time from one new moon to the next is the lunar month.';
  test('right', () => {
    expect(confirmed('lunar month', 'The time from one new moon to the next', s)).toBe(true);
  });
  test('a neighbour’s meaning from the same sentence', () => {
    expect(confirmed('new moon', 'The time from one new moon to the next', s)).toBe(false);
  });
  test('a description', () => {
    expect(
      confirmed('capital', 'The largest city of the valley', 'The largest city of the valley is the capital.'),
    ).toBe(false);
  });
});

describe('a name, then its definition', () => {
  const s = 'The tone was the neutral stimulus (NS), which is a stimulus that does not naturally elicit a response.';
  test('right', () => {
    expect(confirmed('neutral stimulus', 'A stimulus that does not naturally elicit a response', s)).toBe(true);
    expect(
      confirmed(
        'unconditioned stimulus',
        'A stimulus that elicits a reflexive response in an organism',
        'The meat powder in this situation was an unconditioned stimulus (UCS): a stimulus that elicits a reflexive response in an organism.',
      ),
    ).toBe(true);
  });
  test('a neighbour’s meaning from the same sentence: the example takes nothing', () => {
    expect(confirmed('tone', 'A stimulus that does not naturally elicit a response', s)).toBe(false);
  });
});

describe('", meaning that …"', () => {
  const s =
    'Like most gathering-hunting peoples, the Hadza are highly egalitarian, meaning that all people are considered equal and all resources are shared equally.';
  test('right', () => {
    expect(confirmed('egalitarian', 'All people are considered equal and all resources are shared equally', s)).toBe(
      true,
    );
  });
  test('a neighbour’s meaning from the same sentence', () => {
    expect(confirmed('Hadza', 'All people are considered equal and all resources are shared equally', s)).toBe(false);
  });
});

describe('a glossary line', () => {
  test('right, and only its own line', () => {
    const text =
      'Velocity: the speed of an object in a given direction. Acceleration: the rate at which velocity changes.';
    expect(confirmed('velocity', 'The speed of an object in a given direction', text)).toBe(true);
    expect(confirmed('velocity', 'The rate at which velocity changes', text)).toBe(false);
  });
});

describe('a sentence that closes a bracket it never opened', () => {
  test('is the end of an aside and defines nothing', () => {
    expect(definingSpansIn('old legends', 'The old legends were stories of the valley.)')).toEqual([]);
  });
});
