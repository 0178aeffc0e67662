// Every true/false claim and blank key re-checked against the passage its question quotes: "True" is the
// passage, "False" is the passage with one term swapped (and not true elsewhere in the text), a blank
// filled with its key gives the passage back. Read on a real tuning section; the "true elsewhere" case
// on a short text built for it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { readUpload } from '../../source';
import { verifyClaims } from '../claims.verify';

const FILE = 'os-physics-types-of-waves.txt';
const text = readFileSync(join(__dirname, '../../__fixtures__/corpus', FILE), 'utf8');
const reading = readUpload(text, FILE);
const PULSE =
  'A pulse wave is a sudden disturbance in which only one wave or a few waves are generated, such as in the example of the pebble.';
const TRANSVERSE =
  'A transverse wave propagates so that the disturbance is perpendicular to the direction of propagation.';

const tf = (prompt: string, answer: 'True' | 'False', source_passage: string): Omit<QuestionBlock, 'number'> => ({
  type: 'question',
  question_type: 'true_false',
  prompt,
  options: ['True', 'False'],
  answer,
  source_passage,
});
const blank = (prompt: string, answer: string, source_passage: string): Omit<QuestionBlock, 'number'> => ({
  type: 'question',
  question_type: 'fill_blank',
  prompt,
  answer,
  source_passage,
});
const doc = (items: Array<Omit<QuestionBlock, 'number'>>): GeneratedDocument => ({
  kind: 'quiz',
  title: 'Types of waves',
  difficulty: 'medium',
  include_answer_key: true,
  offline_draft: false,
  source: { type: 'file', name: FILE },
  sections: [{ blocks: items.map((q, i) => ({ ...q, number: i + 1 }) as QuestionBlock) }],
});
const questions = (d: GeneratedDocument) => d.sections[0].blocks as QuestionBlock[];

describe('true/false claims against their passage', () => {
  test('a True that is the passage (cut) and a False that swaps one term of the text pass', () => {
    const d = doc([
      tf(
        'True or false: A pulse wave is a sudden disturbance in which only one wave or a few waves are generated.',
        'True',
        PULSE,
      ),
      tf(
        'True or false: A longitudinal wave propagates so that the disturbance is perpendicular to the direction of propagation.',
        'False',
        TRANSVERSE,
      ),
    ]);
    expect(verifyClaims(d, () => reading)).toEqual({ checked: 2, repaired: 0, dropped: 0 });
  });

  test('a True that changes the passage, and a False that is more than a swap, become the passage answered True', () => {
    const d = doc([
      tf('True or false: A pulse wave is a slow disturbance that lasts for many cycles.', 'True', PULSE),
      tf('True or false: A transverse wave never has a disturbance.', 'False', TRANSVERSE),
    ]);
    expect(verifyClaims(d, () => reading)).toEqual({ checked: 0, repaired: 2, dropped: 0 });
    expect(questions(d).map((q) => [q.prompt, q.answer])).toEqual([
      [`True or false: ${PULSE}`, 'True'],
      [`True or false: ${TRANSVERSE}`, 'True'],
    ]);
  });

  test('a False whose swapped-in term makes it true elsewhere in the text is no false statement', () => {
    const planets =
      'The Planets\n\nMercury is the closest planet to the Sun. Mars is a rocky planet with two small moons. ' +
      'Venus is the hottest planet in the solar system. Venus is a rocky planet with two small moons of ice, some say. ' +
      'Jupiter is a giant planet made mostly of gas.';
    const r = readUpload(planets, 'planets.txt');
    const passage = 'Mars is a rocky planet with two small moons.';
    const d = doc([tf('True or false: Venus is a rocky planet with two small moons.', 'False', passage)]);
    expect(verifyClaims(d, () => r)).toEqual({ checked: 0, repaired: 1, dropped: 0 });
    expect(questions(d)[0]).toMatchObject({ prompt: `True or false: ${passage}`, answer: 'True' });
  });

  test('a repaired claim the document already asks is left out, and the questions are numbered again', () => {
    const d = doc([
      tf(`True or false: ${PULSE}`, 'True', PULSE),
      tf('True or false: A pulse wave is never a disturbance.', 'False', PULSE),
      blank(
        'A _____ is a sudden disturbance in which only one wave or a few waves are generated.',
        'pulse wave',
        PULSE,
      ),
    ]);
    expect(verifyClaims(d, () => reading)).toEqual({ checked: 2, repaired: 0, dropped: 1 });
    expect(questions(d).map((q) => q.number)).toEqual([1, 2]);
  });
});

describe('blank keys against their passage', () => {
  test('a key that gives the passage back passes; one that does not is left out', () => {
    const d = doc([
      blank(
        'Fill in the blank: A _____ is a sudden disturbance in which only one wave or a few waves are generated.',
        'pulse wave',
        PULSE,
      ),
      blank(
        'Fill in the blank: A _____ is a sudden disturbance in which only one wave or a few waves are generated.',
        'periodic wave',
        PULSE,
      ),
    ]);
    expect(verifyClaims(d, () => reading)).toEqual({ checked: 1, repaired: 0, dropped: 1 });
    expect(questions(d).map((q) => q.answer)).toEqual(['pulse wave']);
  });

  test('a general word’s item, which cites the title and blanks nothing of the file, is kept unchecked', () => {
    // A thin lesson plan's cloze sheet is these (kinds/worksheet/cloze.draft.ts): left out, the sheet printed
    // its word bank and no question (CS Unplugged parity magic and divide and conquer at grade 4).
    const d = doc([
      blank('A word that means “to look for how things are alike” is _____.', 'compare', 'Types of Waves'),
    ]);
    expect(verifyClaims(d, () => reading)).toEqual({ checked: 0, repaired: 0, dropped: 0 });
    expect(questions(d).map((q) => q.answer)).toEqual(['compare']);
  });
});
