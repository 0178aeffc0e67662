import type { GeneratedDocument } from '@lessonloom/contracts';
import {
  createContentEngine,
  createOfflineProvider,
  ContentError,
  type ContentEngine,
  type GenerationInput,
} from '../../../content';
import { startTestApp, signupUser, type TestApp } from '../../../testing/testing.app';
import { activeUser, type TestUser } from '../../generations/__tests__/helpers';
import { User } from '../../auth/auth.user-model';
import { checkKey } from '../../../content/math';
import { PHOTOSYNTHESIS } from '../../../content/__tests__/fixtures';
import { postForm, search } from './qb-helpers';
import { bankTopic } from '../question-bank.generate';
import { createOpenAiProvider } from '../../../gateways/openai';
import { startFakeOpenAi } from '../../../gateways/openai/__tests__/fake-openai-server';

jest.setTimeout(60_000);

const offline = createContentEngine(createOfflineProvider());
let engine: ContentEngine = offline;
const seen: GenerationInput[] = [];

let t: TestApp;
let alice: TestUser;
beforeAll(async () => {
  t = await startTestApp({
    content: {
      run: (input, options) => {
        seen.push(input);
        return engine.run(input, options);
      },
      generate: (input, signal) => engine.generate(input, signal),
      offline: true,
    },
  });
  alice = await activeUser(t);
});
afterAll(() => t.close());
afterEach(() => {
  engine = offline;
  seen.length = 0;
});

/** An engine answering one document (or failure), with the report the real engine would add. */
function fixedEngine(make: () => Promise<GeneratedDocument>): ContentEngine {
  return {
    run: async () => ({ document: await make(), quality: offlineQuality, calls: [], checkMs: 0 }),
    generate: make,
    offline: true,
  };
}
let offlineQuality: Awaited<ReturnType<ContentEngine['run']>>['quality'];
beforeAll(async () => {
  offlineQuality = (await offline.run(seenlessInput())).quality;
});
const seenlessInput = (): GenerationInput => ({
  request: {
    kind: 'quiz',
    difficulty: 'medium',
    num_questions: 3,
    include_answer_key: true,
    use_specific_prompt: false,
    topic: 'Fractions',
    grade_level: undefined,
    subject: undefined,
  },
  sourceName: 'Fractions',
  sourceType: 'topic',
});

const generate = (user: TestUser | null, fields: Record<string, string>) =>
  postForm(t, 'generate-specific', user, fields);

/** A document the way the engine returns one, with one question of each form. */
function mixedDocument(): GeneratedDocument {
  return {
    kind: 'quiz',
    title: 'Fractions quiz',
    subject: 'Math',
    grade_level: '4',
    difficulty: 'medium',
    include_answer_key: true,
    offline_draft: false,
    source: { type: 'topic', name: 'fractions' },
    sections: [
      {
        heading: 'Questions',
        blocks: [
          {
            type: 'question',
            number: 1,
            question_type: 'multiple_choice',
            prompt: 'What is 1/2 + 1/4?',
            options: ['1/4', '3/4', '2/6'],
            answer: '3/4',
          },
          {
            type: 'question',
            number: 2,
            question_type: 'true_false',
            prompt: 'True or false: 2/4 equals 1/2.',
            options: ['True', 'False'],
            answer: 'True',
          },
          {
            type: 'question',
            number: 3,
            question_type: 'short_answer',
            prompt: 'Name the bottom number of a fraction.',
            answer: 'The denominator',
          },
        ],
      },
    ],
  };
}

describe('POST /api/question-bank/generate-specific', () => {
  it('writes the requested number of questions with the content engine and saves them to the bank', async () => {
    const res = await generate(alice, {
      prompt: 'The water cycle: evaporation and condensation',
      num_questions: '4',
      question_type: 'short_answer',
      difficulty: 'hard',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      questions_saved: 4,
      quality: expect.objectContaining({
        questions: 4,
        summary: expect.stringMatching(/^4 open answers not checked · reading level grade \d+\.\d$/),
      }),
    });
    expect(seen[0].request).toEqual(
      expect.objectContaining({
        kind: 'quiz',
        num_questions: 4,
        difficulty: 'hard',
        topic: 'The water cycle: evaporation and condensation',
      }),
    );
    expect(seen[0].request.specific_prompt).toContain('Short Answer');

    const bank = await search(t, alice, { difficulty: 'hard' });
    expect(bank.body).toHaveLength(4);
    for (const q of bank.body) {
      expect(q.question_text.length).toBeGreaterThan(0);
      expect(q.answer_text.length).toBeGreaterThan(0);
      expect(q.subject).toBe('The water cycle');
      expect(q.category).toBe('evaporation and condensation');
      expect(q.question_type).toBe('short_answer');
      expect(q.tags).toEqual(expect.arrayContaining(['short_answer', 'water', 'evaporation']));
    }
    expect((await search(t, alice, { tags: 'condensation' })).body).toHaveLength(4);
  });

  it('with a model, the same verification as /api/generate: a wrong math key is corrected before it is banked, and reported', async () => {
    const mc = (prompt: string, answer: string, options: string[]) => ({
      question_type: 'multiple_choice',
      prompt,
      options,
      answer,
      explanation: 'Add them.',
      source_passage: null,
    });
    const draft = {
      title: 'Adding fractions',
      instructions: null,
      questions: [
        mc('What is 3/4 + 1/6?', '4/10', ['11/12', '4/10', '1 1/12', '5/6']),
        mc('What is 1/2 + 1/4?', '3/4', ['3/4', '2/6', '1/8', '2/4']),
        mc('What is 2/5 + 1/5?', '3/5', ['3/5', '3/10', '2/25', '1/5']),
      ],
    };
    const fake = await startFakeOpenAi(() => ({ content: JSON.stringify(draft), tokensPerSecond: 5000 }));
    try {
      engine = createContentEngine(
        createOpenAiProvider({ apiKey: 'k', baseURL: fake.baseURL, model: 'fake-model', maxRetries: 0 }),
      );
      const bob = await activeUser(t);
      const res = await generate(bob, {
        prompt: 'Adding fractions with unlike denominators',
        num_questions: '3',
        question_type: 'multiple_choice',
      });
      expect(res.status).toBe(200);
      expect(fake.requests).toHaveLength(1); // fixed in code, no repair round
      expect(res.body.quality).toMatchObject({
        offline: false,
        questions: 3,
        math_checked: 3,
        math_recomputed: 1,
        keys_checked: 3,
      });
      const banked = (await search(t, bob)).body as Array<{ question_text: string; answer_text: string }>;
      const first = banked.find((q) => q.question_text.startsWith('What is 3/4 + 1/6?'))!;
      expect(first.answer_text).toMatch(/11\/12/);
      expect(first.answer_text).not.toMatch(/4\/10$/);
    } finally {
      await fake.close();
    }
  });

  it('uses the defaults: 10 questions, multiple choice, medium', async () => {
    const res = await generate(alice, { prompt: 'Percent of a number' });
    expect(res.body).toEqual({
      questions_saved: 10,
      quality: expect.objectContaining({ questions: 10, offline: true }),
    });
    expect(seen[0].request).toEqual(expect.objectContaining({ num_questions: 10, difficulty: 'medium' }));
    expect(seen[0].request.specific_prompt).toContain('Multiple Choice');
    expect(seen[0].questionType).toBe('multiple_choice');
    const saved = (await search(t, alice, { subject: 'math', category: 'Percent', difficulty: 'medium' })).body;
    expect(saved).toHaveLength(10);
    for (const q of saved) {
      expect(q.question_type).toBe('multiple_choice');
      expect(q.options).toHaveLength(4);
      // The key is the computed answer, lettered like the options in the question text.
      const prompt = q.question_text.split('\n')[0];
      const letter = q.answer_text.slice(0, 1);
      expect(checkKey(prompt, q.options[letter.charCodeAt(0) - 65]).correct).toBe(true);
    }
  });

  it('honours true/false: statements keyed True or False, both used', async () => {
    expect(
      (await generate(alice, { prompt: 'Two-step equations', num_questions: '6', question_type: 'true_false' })).body,
    ).toMatchObject({ questions_saved: 6 });
    const saved = (await search(t, alice, { category: 'Equations' })).body;
    expect(saved).toHaveLength(6);
    for (const q of saved) {
      expect(q.question_type).toBe('true_false');
      expect(q.options).toEqual(['True', 'False']);
      expect(['True', 'False']).toContain(q.answer_text);
      const [, shown, problem] = /^True or false: (.+) is the answer to “(.+)”$/.exec(q.question_text)!;
      expect(checkKey(problem, shown).correct).toBe(q.answer_text === 'True');
    }
    expect(new Set(saved.map((q: { answer_text: string }) => q.answer_text))).toEqual(new Set(['True', 'False']));
  });

  it('honours essay: every question keyed with a scoring guide', async () => {
    expect(
      (await generate(alice, { prompt: 'Causes of World War I', num_questions: '5', question_type: 'essay' })).body,
    ).toMatchObject({ questions_saved: 5 });
    const saved = (await search(t, alice, { subject: 'causes of world war i' })).body;
    expect(saved).toHaveLength(5);
    for (const q of saved) {
      expect(q.question_type).toBe('essay');
      expect(q.answer_text).toMatch(/^Scoring guide\. 4: .+ 3: .+ 2: .+ 1: /);
      expect(q.question_text.toLowerCase()).not.toContain('causes of world war i');
    }
  });

  it('short answers about math keep the worked steps as the model answer', async () => {
    await generate(alice, { prompt: 'Area of rectangles', num_questions: '3', question_type: 'short_answer' });
    const saved = (await search(t, alice, { category: 'Area and perimeter' })).body;
    expect(saved).toHaveLength(3);
    for (const q of saved) {
      expect(q.question_type).toBe('short_answer');
      expect(q.answer_text).toMatch(/ — .*=/);
      expect(checkKey(q.question_text, q.answer_text.split(' — ')[0]).correct).toBe(true);
    }
  });

  it('writes multiple choice from a pasted text, and refuses plainly for a bare topic, saving nothing', async () => {
    const text = PHOTOSYNTHESIS.replace(/^Photosynthesis\n/, '');
    expect((await generate(alice, { prompt: text, num_questions: '3' })).body).toMatchObject({ questions_saved: 3 });
    const mc = (await search(t, alice, { tags: 'photosynthesis' })).body;
    expect(mc[0].subject).toBe('Photosynthesis');
    expect(mc.map((q: { question_type: string }) => q.question_type)).toEqual([
      'multiple_choice',
      'multiple_choice',
      'multiple_choice',
    ]);
    for (const q of mc) expect(q.options.length).toBeGreaterThanOrEqual(3);

    const before = (await search(t, alice)).body.length;
    const res = await generate(alice, { prompt: 'Ancient Egypt', question_type: 'true_false' });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(
      /^Without an AI model, Lessonloom cannot write true\/false questions about a topic: it would have to invent the facts\./,
    );
    expect((await search(t, alice)).body).toHaveLength(before);
  });

  it('keeps multiple-choice options with the answer letter, and turns choices into open questions for short answer', async () => {
    engine = fixedEngine(async () => mixedDocument());
    expect((await generate(alice, { prompt: 'fractions choices', num_questions: '3' })).body).toEqual({
      questions_saved: 3,
      quality: offlineQuality,
    });
    const mc = (await search(t, alice, { tags: 'choices' })).body;
    const byType = Object.fromEntries(mc.map((q: { question_type: string }) => [q.question_type, q]));
    expect(byType.multiple_choice).toEqual(
      expect.objectContaining({
        question_text: 'What is 1/2 + 1/4?\nA. 1/4\nB. 3/4\nC. 2/6',
        answer_text: 'B. 3/4',
        options: ['1/4', '3/4', '2/6'],
        subject: 'Math',
        grade_level: '4',
        category: 'Fractions',
      }),
    );
    expect(byType.true_false).toEqual(
      expect.objectContaining({ answer_text: 'True', options: ['True', 'False'], category: 'Fractions' }),
    );

    await generate(alice, { prompt: 'fractions open', num_questions: '3', question_type: 'short_answer' });
    const open = (await search(t, alice, { tags: 'open' })).body;
    expect(open.map((q: { question_type: string }) => q.question_type)).toEqual([
      'short_answer',
      'short_answer',
      'short_answer',
    ]);
    expect(open.find((q: { answer_text: string }) => q.answer_text === '3/4')).toEqual(
      expect.objectContaining({ question_text: 'What is 1/2 + 1/4?', category: 'Fractions' }),
    );
    expect(open.every((q: object) => !('options' in q))).toBe(true);
  });

  it('answers 402 without an active or trialing subscription, before calling the engine', async () => {
    const pending = await signupUser(t);
    const res = await generate(pending, { prompt: 'Volcanoes' });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ detail: 'Active subscription required to generate content.' });
    expect(seen).toHaveLength(0);
    await User.updateOne({ email: pending.email }, { 'subscription.status': 'trialing' });
    expect(
      (await generate(pending, { prompt: 'Volcanoes', num_questions: '1', question_type: 'short_answer' })).body,
    ).toMatchObject({ questions_saved: 1 });
    expect((await generate(null, { prompt: 'Volcanoes' })).status).toBe(401);
  });

  it.each([
    [{ prompt: '   ' }, 'prompt is required'],
    [{ prompt: 'x', num_questions: '0' }, 'num_questions must be between 1 and 50'],
    [{ prompt: 'x', num_questions: '51' }, 'num_questions must be between 1 and 50'],
    [{ prompt: 'x', num_questions: 'ten' }, 'num_questions must be a whole number'],
    [
      { prompt: 'x', question_type: 'matching' },
      'question_type must be one of multiple_choice, short_answer, true_false, essay',
    ],
    [{ prompt: 'x', difficulty: 'mixed' }, 'difficulty must be one of easy, medium, hard'],
  ])('refuses %j with 400', async (fields, detail) => {
    const res = await generate(alice, fields);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    expect(seen).toHaveLength(0);
  });

  it("passes the engine's failure on and saves nothing", async () => {
    engine = fixedEngine(async () => Promise.reject(new ContentError(502, 'The AI model could not be reached')));
    const before = (await search(t, alice)).body.length;
    const res = await generate(alice, { prompt: 'Anything' });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ detail: 'The AI model could not be reached' });
    expect((await search(t, alice)).body).toHaveLength(before);
  });
});

describe('bankTopic', () => {
  it.each([
    ['Adding fractions with unlike denominators', { subject: 'Math', category: 'Fractions' }],
    [
      'The water cycle: evaporation, condensation and precipitation',
      { subject: 'The water cycle', category: 'evaporation, condensation and precipitation' },
    ],
    ['Write 10 questions about the French Revolution', { subject: 'The French Revolution' }],
    [
      'Causes of World War I - alliances and militarism',
      { subject: 'Causes of World War I', category: 'alliances and militarism' },
    ],
    ['Ancient Egypt', { subject: 'Ancient Egypt' }],
  ])('%s', (prompt, expected) => expect(bankTopic(prompt)).toEqual(expected));
});
