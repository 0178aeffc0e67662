// Typed maths topics stay on what the teacher typed: every problem of a quiz, test, exit ticket,
// problem set or review sheet is of the narrower topic (its shapes, operations, measures), at every
// difficulty and grade, and every key is still right.
import type { GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { generationInput } from '../../../gateways/openai/__tests__/fake-model';
import { drifted, TYPED_MATH_TOPICS } from '../../__measures__/math-drift.measure';
import { createContentEngine } from '../../index';
import { createOfflineProvider } from '../../offline.provider';
import { checkKey } from '..';
import { detectMathTopic } from '../math.topics';

const engine = createContentEngine(createOfflineProvider());
const prompts = (d: GeneratedDocument) =>
  d.sections
    .flatMap((s) => s.blocks)
    .filter((b): b is QuestionBlock => b.type === 'question')
    .map((q) => ({ prompt: q.prompt, answer: q.answer }));

const KINDS = [
  { kind: 'quiz', num_questions: '10' },
  { kind: 'test', num_questions: '15' },
  { kind: 'exit_ticket', num_questions: '3' },
  { kind: 'worksheet', worksheet_style: 'problem_set' },
  { kind: 'review_sheet' },
] as const;

describe('typed maths topics stay on topic', () => {
  test.each(TYPED_MATH_TOPICS.map((t) => [t.topic, t] as const))('%s', async (topic, t) => {
    const off: string[] = [];
    let made = 0;
    for (const fields of KINDS)
      for (const [difficulty, grade] of [
        ['easy', '4'],
        ['mixed', '6'],
        ['hard', '8'],
      ] as const) {
        const doc = await engine.generate(
          generationInput({ ...fields, difficulty, grade_level: grade }, undefined, topic),
        );
        const qs = prompts(doc);
        made += qs.length;
        off.push(
          ...drifted(
            t,
            qs.map((q) => q.prompt),
          ),
        );
        for (const q of qs) expect(checkKey(q.prompt, q.answer).correct).toBe(true);
      }
    expect(made).toBeGreaterThan(60);
    expect(off).toEqual([]);
  });

  it('reads the narrower ask: every shape, operation and measure named', () => {
    expect(detectMathTopic('Area of triangles and parallelograms')).toMatchObject({
      topic: 'area_perimeter',
      variant: 'area',
      shapes: ['triangle', 'parallelogram'],
    });
    expect(detectMathTopic('Adding and subtracting integers')).toMatchObject({ ops: ['add', 'subtract'] });
    expect(detectMathTopic('Mean and median')).toMatchObject({ measures: ['mean', 'median'] });
    expect(detectMathTopic('Circumference of a circle')).toMatchObject({ variant: 'perimeter', shapes: ['circle'] });
  });

  // Surface area is of solids, which are not made here: flat shapes in their place would drift.
  it.each([
    'Areas of the brain',
    'Rural and urban areas',
    'Protected areas and national parks',
    'Surface area of prisms',
  ])('"%s" is not area and perimeter', (text) => expect(detectMathTopic(text)).toBeNull());

  it.each([
    'Area',
    'Finding area',
    'Area and perimeter',
    'Area of a rectangle',
    'Calculating the area of composite figures',
  ])('"%s" is still area and perimeter', (text) => expect(detectMathTopic(text)?.topic).toBe('area_perimeter'));
});
