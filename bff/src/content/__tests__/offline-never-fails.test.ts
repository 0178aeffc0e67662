// A 500 for a teacher's own file or topic is the worst the generator can answer: the offline
// generator makes every kind in every style from what it is given, however thin. Typed topics and a
// short pasted paragraph first (the faults a sweep of typed topics found).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText } from '../../extraction';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { createContentEngine, createOfflineProvider } from '../index';
import { readUpload } from '../source';
import { stepsOf } from '../kinds/worksheet/organizer.draft';
import { failures } from './every-job';
import { WATER_CYCLE } from './fixtures';

describe.each(['', '4', '11'])('grade “%s”', (grade) => {
  test.each([
    ['typed topic “Area and perimeter of rectangles”', 'Area and perimeter of rectangles'],
    ['typed topic “Area of triangles and parallelograms”', 'Area of triangles and parallelograms'],
    ['typed topic “The water cycle”', 'The water cycle'],
    ['a short pasted paragraph on the water cycle', WATER_CYCLE],
  ])('%s: every kind and style is made', async (_, topic) => {
    expect(await failures(grade, (job) => generationInput({ ...job, difficulty: 'mixed' }, undefined, topic))).toEqual(
      [],
    );
  });
});

describe('the organizer’s Steps box for a one-line solution', () => {
  const problem = (steps: string[]) => ({ prompt: 'Find it.', answer: '24 cm²', steps, distractors: [] });
  test('the formula, then the numbers put into it', () => {
    expect(stepsOf(problem(['Area = length × width = 6 × 4 = 24 cm².']))).toEqual([
      'Write the formula: Area = length × width.',
      'Put in the numbers: Area = 6 × 4 = 24 cm².',
    ]);
    expect(stepsOf(problem(['Area = π × radius² ≈ 3.14 × 3 × 3 = 28.26 cm².']))).toEqual([
      'Write the formula: Area = π × radius².',
      'Put in the numbers: Area ≈ 3.14 × 3 × 3 = 28.26 cm².',
    ]);
  });
  test('a solution of two steps or more is kept as it is; a line without a formula gets its answer', () => {
    expect(stepsOf(problem(['One.', 'Two.', 'Three.']))).toEqual(['One.', 'Two.', 'Three.']);
    expect(stepsOf(problem(['7 + 3 = 10']))).toEqual(['7 + 3 = 10', 'Write the answer: 24 cm².']);
  });
});

describe('a slide deck with a few short lines of its own', () => {
  // The kinship section as slides: its reading gives the review sheet fewer than four points of its own.
  test.each(['', '4', '11'])('the review sheet at grade “%s” has its four points', async (grade) => {
    const file = 'os-anthropology-kinship.pptx';
    const ex = await extractText(file, readFileSync(join(__dirname, '../__fixtures__/corpus', file)));
    const input = {
      ...generationInput(
        { kind: 'review_sheet', difficulty: 'mixed', ...(grade ? { grade_level: grade } : {}) },
        ex.text,
        file,
      ),
      reading: readUpload(ex.text, file, ex.marks),
    };
    const doc = await createContentEngine(createOfflineProvider()).generate(input);
    expect(doc.sections.find((s) => s.heading === 'Key Points')).toBeDefined();
  });
});
