import type { GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { generationInput } from '../../../gateways/openai/__tests__/fake-model';
import { createOfflineProvider } from '../../offline.provider';
import { documentProblems } from '../../content.checks';
import { buildSpec } from '../../content.request';
import { createContentEngine } from '../../index';
import { answerMatches, checkKey, solve } from '..';
import { makeProblems } from '../math.problems';
import { detectMathTopic, MATH_TOPICS, type MathFocus } from '../math.topics';

const DIFFICULTIES = ['easy', 'medium', 'hard', 'mixed'] as const;
const GRADES = [3, 5, 7, 10];

// Every generated problem is solved again, independently, by the solver that checks model keys:
// the generator's arithmetic and the solver's reading of the printed prompt must agree.
describe('computed problems', () => {
  const focuses: MathFocus[] = [
    ...MATH_TOPICS.map((topic) => ({ topic })),
    ...(['add', 'subtract', 'multiply', 'divide'] as const).map((op): MathFocus => ({
      topic: 'fractions',
      op,
      denominators: 'unlike',
    })),
    { topic: 'fractions', op: 'add', mixedNumbers: true },
    { topic: 'percent', variant: 'change' },
    { topic: 'percent', variant: 'discount' },
    { topic: 'equations', variant: 'two_step' },
    { topic: 'equations', variant: 'one_step' },
    { topic: 'ratios', variant: 'proportion' },
    { topic: 'ratios', variant: 'rate' },
    ...(['mean', 'median', 'mode', 'range'] as const).map((variant): MathFocus => ({ topic: 'statistics', variant })),
  ];

  test.each(focuses.map((f) => [JSON.stringify(f), f] as const))(
    '%s: 100%% of keys are right, every distractor wrong',
    (_, focus) => {
      let checked = 0;
      for (const difficulty of DIFFICULTIES)
        for (const grade of GRADES)
          for (const seed of ['a', 'b']) {
            const problems = makeProblems(focus, { count: 12, difficulty, grade, seed });
            expect(problems).toHaveLength(12);
            expect(new Set(problems.map((p) => p.prompt)).size).toBe(12);
            for (const p of problems) {
              const check = checkKey(p.prompt, p.answer);
              if (!check.correct)
                throw new Error(
                  `${p.prompt} keyed ${p.answer}, solver says ${check.solution?.display ?? 'unreadable'}`,
                );
              expect(p.steps.length).toBeGreaterThan(0);
              expect(p.distractors).toHaveLength(3);
              expect(new Set([p.answer, ...p.distractors]).size).toBe(4);
              for (const d of p.distractors)
                if (answerMatches(check.solution!, d))
                  throw new Error(`${p.prompt}: distractor ${d} equals the key ${p.answer}`);
              checked++;
            }
          }
      expect(checked).toBe(DIFFICULTIES.length * GRADES.length * 2 * 12);
    },
  );

  it('makes the typical mistakes the wrong options', () => {
    const [p] = makeProblems(
      { topic: 'fractions', op: 'add', denominators: 'unlike' },
      { count: 1, difficulty: 'medium', grade: 5, seed: 'x' },
    );
    const [, a, b, c, d] = /(\d+)\/(\d+) \+ (\d+)\/(\d+)/.exec(p.prompt)!.map(Number);
    // Adding numerators and denominators is the classic error.
    expect(
      p.distractors.some((x) =>
        solve(`What is ${x} + 0?`)?.value.equals(solve(`What is ${a + c}/${b + d} + 0?`)!.value),
      ),
    ).toBe(true);
    const [eq] = makeProblems(
      { topic: 'integers', op: 'multiply' },
      { count: 1, difficulty: 'medium', grade: 7, seed: 'y' },
    );
    expect(eq.distractors).toContain(eq.answer.startsWith('\u2212') ? eq.answer.slice(1) : `\u2212${eq.answer}`);
  });

  it('fits the difficulty: easy fractions share a denominator, hard ones are mixed numbers', () => {
    const easy = makeProblems({ topic: 'fractions', op: 'add' }, { count: 6, difficulty: 'easy', grade: 5, seed: 's' });
    for (const p of easy) {
      const [, , b, , d] = /(\d+)\/(\d+) \+ (\d+)\/(\d+)/.exec(p.prompt)!;
      expect(b).toBe(d);
    }
    const hard = makeProblems({ topic: 'fractions', op: 'add' }, { count: 6, difficulty: 'hard', grade: 6, seed: 's' });
    for (const p of hard) expect(p.prompt).toMatch(/\d+ \d+\/\d+ \+ \d+ \d+\/\d+/);
  });

  it('fits the grade: larger numbers for older students', () => {
    const max = (grade: number) =>
      Math.max(
        ...makeProblems(
          { topic: 'integers', op: 'add' },
          { count: 20, difficulty: 'medium', grade, seed: 'g' },
        ).flatMap((p) => (p.prompt.match(/\d+/g) ?? []).map(Number)),
      );
    expect(max(6)).toBeLessThanOrEqual(12);
    expect(max(9)).toBeGreaterThan(12);
  });
});

describe('detectMathTopic', () => {
  it.each([
    ['Adding fractions with unlike denominators', { topic: 'fractions', op: 'add', denominators: 'unlike' }],
    ['Fractions: adding fractions with unlike denominators', { topic: 'fractions', op: 'add', denominators: 'unlike' }],
    ['Multiplying mixed numbers', { topic: 'fractions', op: 'multiply', mixedNumbers: true }],
    ['Percent change', { topic: 'percent', variant: 'change' }],
    ['Two-step equations', { topic: 'equations', variant: 'two_step' }],
    ['Order of operations (PEMDAS)', { topic: 'order_of_operations' }],
    ['Area and perimeter of rectangles', { topic: 'area_perimeter' }],
    ['Mean, median and mode', { topic: 'statistics' }],
    ['Ratios and proportions', { topic: 'ratios', variant: 'proportion' }],
    ['Adding and subtracting integers', { topic: 'integers', op: 'add' }],
    ['Laws of exponents', { topic: 'exponents' }],
    ['Decimal multiplication', { topic: 'decimals', op: 'multiply' }],
  ])('%s', (text, expected) => expect(detectMathTopic(text)).toMatchObject(expected));

  it.each(['Causes of World War I', 'Photosynthesis', 'The water cycle', 'Romeo and Juliet'])(
    '%s is not math',
    (text) => {
      expect(detectMathTopic(text)).toBeNull();
    },
  );
});

const engine = createContentEngine(createOfflineProvider());
const questionsOf = (d: GeneratedDocument) =>
  d.sections.flatMap((s) => s.blocks).filter((b): b is QuestionBlock => b.type === 'question');

describe('offline math documents', () => {
  it('a grade-5 problem set on adding fractions with unlike denominators is all such fractions, keyed with steps', async () => {
    const input = generationInput(
      { kind: 'worksheet', worksheet_style: 'problem_set', grade_level: '5', difficulty: 'medium' },
      undefined,
      'Adding fractions with unlike denominators',
    );
    const doc = await engine.generate(input);
    expect(documentProblems(buildSpec(input), doc)).toEqual([]);
    expect(doc.title).toBe('Problem Set: Adding fractions with unlike denominators');
    const qs = questionsOf(doc);
    expect(qs.length).toBeGreaterThanOrEqual(5);
    for (const q of qs) {
      const [, , b, , d] = /(\d+)\/(\d+) \+ (\d+)\/(\d+)/.exec(q.prompt) ?? [];
      expect(b).toBeDefined();
      expect(b).not.toBe(d);
      expect(q.question_type).toBe('problem');
      expect(checkKey(q.prompt, q.answer).correct).toBe(true);
      expect(q.explanation).toMatch(/common denominator/);
    }
  });

  test.each([
    ['quiz', { kind: 'quiz', num_questions: '10' }, 10],
    ['test', { kind: 'test', num_questions: '20' }, 20],
    ['exit ticket', { kind: 'exit_ticket', num_questions: '3' }, 3],
    ['mixed worksheet', { kind: 'worksheet', worksheet_style: 'mixed' }, 10],
    ['review sheet', { kind: 'review_sheet' }, 8],
  ] as const)('a percent %s has computed percent problems', async (_, fields, n) => {
    const input = generationInput(
      { ...fields, grade_level: 'Grade 7', difficulty: 'mixed' },
      undefined,
      'Percent of a number and percent change',
    );
    const doc = await engine.generate(input);
    expect(documentProblems(buildSpec(input), doc)).toEqual([]);
    const qs = questionsOf(doc);
    expect(qs).toHaveLength(n);
    for (const q of qs) {
      expect(q.prompt).toMatch(/%|percent/);
      expect(checkKey(q.prompt, q.answer).correct).toBe(true);
      if (q.question_type === 'multiple_choice') expect(q.options).toContain(q.answer);
    }
  });

  it('reads the math topic from a file name or its first line', async () => {
    const input = generationInput(
      { kind: 'quiz', num_questions: '5' },
      'Two-step equations\nToday we practise undoing operations in the right order.',
      'unit4.txt',
    );
    const qs = questionsOf(await engine.generate(input));
    expect(qs).toHaveLength(5);
    for (const q of qs) {
      expect(q.prompt).toMatch(/^Solve for [a-z]:/);
      expect(checkKey(q.prompt, q.answer).correct).toBe(true);
      expect(q.source_passage).toBe('Two-step equations');
    }
  });

  it('reads a file as math when the subject setting says Math, and not when it says Science', async () => {
    const notes =
      'Notes for Tuesday\nWe practised adding fractions with unlike denominators, such as 1/2 + 1/3, by finding a common denominator first.';
    const math = questionsOf(
      await engine.generate(
        generationInput({ kind: 'quiz', num_questions: '4', subject: 'Math' }, notes, 'tuesday.txt'),
      ),
    );
    expect(math).toHaveLength(4);
    for (const q of math) expect(checkKey(q.prompt, q.answer).correct).toBe(true);
    const science = questionsOf(
      await engine.generate(
        generationInput({ kind: 'quiz', num_questions: '4', subject: 'Science' }, notes, 'tuesday.txt'),
      ),
    );
    expect(science.some((q) => solve(q.prompt))).toBe(false);
  });

  it('fits the grade setting: a grade-7 set on the same topic uses larger denominators than a grade-3 set', async () => {
    const denominators = async (grade: string) =>
      questionsOf(
        await engine.generate(
          generationInput(
            { kind: 'quiz', num_questions: '10', grade_level: grade, difficulty: 'medium' },
            undefined,
            'Adding fractions with unlike denominators',
          ),
        ),
      ).flatMap((q) => [...q.prompt.matchAll(/\d+\/(\d+)/g)].map((m) => Number(m[1])));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(await denominators('7'))).toBeGreaterThan(mean(await denominators('3')));
  });

  test.each([
    'Fractions and decimals',
    'Decimals',
    'Percent',
    'Ratios',
    'Integers',
    'Order of operations',
    'Exponents',
    'One-step equations',
    'Area and perimeter',
    'Mean, median, mode and range',
  ])('a 50-question test on %s passes every document check with every key computed', async (topic) => {
    const input = generationInput({ kind: 'test', num_questions: '50', difficulty: 'mixed' }, undefined, topic);
    const doc = await engine.generate(input);
    expect(documentProblems(buildSpec(input), doc)).toEqual([]);
    const qs = questionsOf(doc);
    expect(qs).toHaveLength(50);
    for (const q of qs) expect(checkKey(q.prompt, q.answer).correct).toBe(true);
  });

  it('leaves the answer steps out when no key is printed', async () => {
    const doc = await engine.generate(
      generationInput({ kind: 'quiz', include_answer_key: 'false' }, undefined, 'Integers'),
    );
    for (const q of questionsOf(doc)) expect(q.explanation).toBeUndefined();
  });
});
