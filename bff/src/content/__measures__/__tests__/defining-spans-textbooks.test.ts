// The usable-meaning measure on the forms found by reading every unconfirmed pair of the tuning textbooks
// (OpenStax Physics, Anthropology, College Success, Psychology 2e; CC BY), and on the sheets' sentences to
// fill in: a right pair confirmed, a neighbour's meaning from the same sentence refused.
import { definingSpansIn } from '../defining-spans.measure';
import { expectJudged } from './confirmed-pair';

describe('forms read on the tuning textbooks (OpenStax Physics, College Success, Psychology 2e)', () => {
  test('"are called pressure or P-waves, and … are called shear or S-waves": each name its own waves', () => {
    const s =
      'The longitudinal waves in an earthquake are called pressure or P-waves, and the transverse waves are called shear or S-waves.';
    expectJudged([
      ['P-waves', 'The longitudinal waves in an earthquake', s, true],
      ['S-waves', 'The transverse waves', s, true],
      ['S-waves', 'The longitudinal waves in an earthquake', s, false],
    ]);
  });
  test('"have been chemical reactions, which are reactions involving …": the name, then its definition', () => {
    const s =
      'To this point, most reactions you have studied have been chemical reactions, which are reactions involving the electrons surrounding the atoms.';
    expectJudged([
      ['chemical reactions', 'Reactions involving the electrons surrounding the atoms (8, 9)', s, true],
      ['chemical reactions', 'Most reactions you have studied', s, false],
    ]);
  });
  test('"your assets, or what you own, and your liabilities, or what you owe": each term its own gloss', () => {
    const s =
      'You check on your progress using a balance sheet that lists your assets, or what you own, and your liabilities, or what you owe.';
    expectJudged([
      ['assets', 'What you own', s, true],
      ['liabilities', 'What you owe', s, true],
      ['assets', 'What you owe', s, false],
    ]);
    const r =
      'An organism has two types of responses to its environment: (1) unconditioned (unlearned) responses, or reflexes, and (2) conditioned (learned) responses.';
    expectJudged([['responses', 'Reflexes and other answers', r, false]]);
    expect(definingSpansIn('responses', r).map((d) => d.form)).not.toContain('or');
  });
  test('"are usually skills—things we can demonstrate in some way.": a dash to the sentence’s end', () => {
    const s = 'These can be natural or learned and are usually skills—things we can demonstrate in some way.';
    expectJudged([
      ['skills', 'Things we can demonstrate in some way', s, true],
      ['skills', 'Natural or learned', s, false],
    ]);
  });
  test('"… an extension of the brain, the spinal cord.": the name closing the sentence', () => {
    const s =
      'In this section, we discuss the overall organization of the brain, beginning with what can be seen as an extension of the brain, the spinal cord.';
    expectJudged([
      ['spinal cord', 'An extension of the brain', s, true],
      ['spinal cord', 'The overall organization of the brain', s, false],
    ]);
  });
  test('a list’s lines are sentences of their own, and a line defines only its own term', () => {
    const text =
      'Others are soft skills.\n- Values: Things that we believe in.\n- Personality: Things that combine to make each of us distinctive.';
    expectJudged([
      ['values', 'Things that we believe in', text, true],
      ['personality', 'Things that combine to make each of us distinctive', text, true],
      ['values', 'Things that combine to make each of us distinctive', text, false],
    ]);
  });
});

describe('a clue that quotes the file with the term blanked', () => {
  const s = 'The uppermost position is called the crest and the lowest is the trough.';
  test('is the term’s meaning where the sentence defines the term', () => {
    expectJudged([
      ['crest', 'In the text: The uppermost position is called the _____ and the lowest is the trough.', s, true],
      ['crest', 'The uppermost position', s, true],
    ]);
  });
  test('is no meaning where the sentence only uses the term', () => {
    const o = 'Presently he came in, and made a great to-do about the way the oxen were kept.';
    expectJudged([
      [
        'oxen',
        'In the text: Presently he came in, and made a great to-do about the way the _____ were kept.',
        o,
        false,
      ],
    ]);
  });
  test('is not a neighbour’s: the trough is not the uppermost position', () => {
    expectJudged([
      ['trough', 'In the text: The uppermost position is called the crest and the lowest is the _____.', s, false],
    ]);
  });
});

describe('forms read on the probe books (OpenStax Anatomy and Physiology 2e, Introduction to Political Science)', () => {
  test('"it stimulates a cluster of brain cells referred to as the “heat-loss center.”": the phrase without its pronoun and verb', () => {
    const s =
      'When the lake’s level rises past its usual mark, it opens a row of steel gates referred to as the “spillway.”';
    expectJudged([
      ['spillway', 'A row of steel gates', s, true],
      ['spillway', 'The lake’s level', s, false],
      ['spillway', 'Opens when the lake rises past its usual mark', s, false],
    ]);
    const real =
      'When the brain’s temperature regulation center receives data from the sensors indicating that the body’s temperature exceeds its normal range, it stimulates a cluster of brain cells referred to as the “heat-loss center.';
    expectJudged([['heat-loss center', 'A cluster of brain cells', real, true]]);
  });
});

describe('forms read on the probe books of session 11 (OpenStax Chemistry 2e, Introduction to Sociology 3e, Microbiology)', () => {
  test('"proposed the Linnaean taxonomy, a system of categorizing and naming organisms …": a head narrowed by "of"', () => {
    const s =
      'In 1860, the society printed Flora Minor, a short book in which it set out the county scheme, a system of sorting and naming wild plants by the shape of their leaves.';
    expectJudged([
      ['county scheme', 'A system of sorting and naming wild plants by the shape of their leaves', s, true],
      // The neighbour's words are not the scheme's, and the book's head is not the scheme's.
      ['county scheme', 'A short book in which it set out the county scheme', s, false],
      ['Flora Minor', 'A system of sorting and naming wild plants by the shape of their leaves', s, false],
    ]);
    const real =
      'In 1735, Linnaeus published Systema Naturae, an 11-page booklet in which he proposed the Linnaean taxonomy, ' +
      'a system of categorizing and naming organisms using a standard format so scientists could discuss organisms ' +
      'using consistent terminology.';
    expectJudged([
      [
        'Linnaean taxonomy',
        'A system of categorizing and naming organisms using a standard format so scientists could discuss organisms using consistent terminology',
        real,
        true,
      ],
    ]);
  });
});

describe('forms read on the probe books of session 12 (OpenStax Introduction to Philosophy, World History Volume 2)', () => {
  test('"he abolished the salt duty, a tax imposed on poor farmers": a head narrowed by a participle', () => {
    const s = 'In 1600, the shah abolished the salt duty, a tax imposed on poor farmers.';
    expectJudged([
      ['salt duty', 'A tax imposed on poor farmers', s, true],
      // The participle's head alone says too little, and the sentence's subject is not the term.
      ['shah', 'A tax imposed on poor farmers', s, false],
    ]);
    expectJudged([
      ['jizya', 'A tax imposed on non-Muslims', 'In 1568, he abolished the jizya, a tax imposed on non-Muslims.', true],
    ]);
  });
});

describe('"is defined as" with an adverb either side, as the probe books of session 12 write it', () => {
  test('"Harmony (he) is defined loosely as a state of order …" and "The guild is broadly defined as …"', () => {
    const harmony = 'Harmony (he) is defined loosely as a state of order among people and things.';
    const guild = 'The guild is broadly defined as an association of craftsmen in one trade.';
    expectJudged([
      ['harmony', 'A state of order among people and things', harmony, true],
      ['guild', 'An association of craftsmen in one trade', guild, true],
      ['guild', 'An association of craftsmen', 'The guild is defined as an association of craftsmen.', true],
      // The adverb as an aside: "is defined (loosely) as".
      [
        'culture',
        'The shared ways of life of a group',
        'Culture is defined (loosely) as the shared ways of life of a group.',
        true,
      ],
      // A neighbour's words are still no meaning of the term.
      ['harmony', 'A state of order among people', 'People want peace. Harmony is rare.', false],
    ]);
  });
});
