// Text pasted into Generate Specific (and the Generate page's specific prompt) is the source of its questions,
// never arithmetic because it says "on average"; the same holds with a model: the passage is sent as the
// source, every quote the model makes is checked against it, and a quote it invented goes to the repair
// round. Paragraphs of tuning sections of the corpus.
import { questionBlocks } from '@lessonloom/document';
import { createContentEngine, createOfflineProvider, type ContentEngine } from '../../../content';
import { corpusParagraph as paragraph } from '../../../content/__tests__/corpus-paragraph';
import { createOpenAiProvider } from '../../../gateways/openai';
import { startFakeOpenAi } from '../../../gateways/openai/__tests__/fake-openai-server';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { activeUser, postGenerate, type TestUser } from '../../generations/__tests__/helpers';
import { bankTopic } from '../question-bank.generate';
import { postForm, search } from './qb-helpers';

jest.setTimeout(120_000);

// "…they move on average (or drift) in the direction…": the statistics topic hears "average"
const OHM = paragraph('os-physics-ohms-law', 'move on average');
// "…10 to 20 percent of the calories…": the percent topic hears "percent"
const HADZA = paragraph('os-anthropology-gathering-and-hunting', '10 to 20 percent');
const ARITHMETIC = /\b(?:find|what is) the (?:mean|median|average)\b|\bwhat is \d+%|% of \d/i;

const offline = createContentEngine(createOfflineProvider());
let engine: ContentEngine = offline;
let t: TestApp;
let alice: TestUser;
beforeAll(async () => {
  t = await startTestApp({
    content: {
      run: (i, o) => engine.run(i, o),
      generate: (i, s) => engine.generate(i, s),
      get offline() {
        return engine.offline;
      },
    },
  });
  alice = await activeUser(t);
});
afterAll(() => t.close());
afterEach(() => {
  engine = offline;
});

/** Generate Specific on the passage of Ohm's law, asked as the teacher would. */
const askAboutOhm = (user: TestUser, num_questions: string) =>
  postForm(t, 'generate-specific', user, {
    prompt: `Write questions about this passage:\n${OHM}`,
    num_questions,
    // the offline drafter finds one multiple-choice question in this paragraph (and says so, 422); a model
    // writes any type
    question_type: 'short_answer',
  });

const bank = async (user: TestUser) =>
  (await search(t, user)).body as Array<{ question_text: string; answer_text: string; subject: string }>;

describe('Generate Specific with a pasted passage', () => {
  it('asks about the passage, files it under its own subject, never Math', async () => {
    const bob = await activeUser(t);
    const res = await askAboutOhm(bob, '4');
    expect(res.status).toBe(200);
    expect(res.body.questions_saved).toBe(4);
    // every question quotes the passage, and each quote was found in it
    expect(res.body.quality).toMatchObject({ questions: 4, quoted: 4, grounded: 4 });
    const saved = await bank(bob);
    expect(saved).toHaveLength(4);
    for (const q of saved) {
      expect(q.subject).not.toBe('Math');
      expect(`${q.question_text}\n${q.answer_text}`).not.toMatch(ARITHMETIC);
    }
  });

  it('a passage that asks for maths in its request gets maths', async () => {
    const res = await postForm(t, 'generate-specific', alice, {
      prompt: `${HADZA}\nFind what percent of 2,400 calories is 360 calories.`,
      num_questions: '3',
      question_type: 'short_answer',
    });
    expect(res.status).toBe(200);
    expect((await bank(alice)).every((q) => q.subject === 'Math')).toBe(true);
  });

  it.each([
    [`Write questions about this passage:\n${OHM}`, 'Electrons'],
    // the paragraph is about the honey the Hadza gather with the honeyguide bird
    [HADZA, 'Honey'],
    ['Find the mean of 37, 48, 17 and 22.', 'Math'],
  ])('files %#: by the passage, not as Math unless asked', (prompt, subject) => {
    expect(bankTopic(prompt).subject).toBe(subject);
  });
});

describe("the Generate page's specific prompt", () => {
  it('a passage pasted there is what the quiz asks about, under the typed topic', async () => {
    const res = await postGenerate(t, alice, {
      kind: 'quiz',
      topic: 'Electric current',
      num_questions: '5',
      difficulty: 'mixed',
      use_specific_prompt: 'true',
      specific_prompt: OHM,
    });
    expect(res.status).toBe(200);
    expect(res.body.content.title).toBe('Quiz: Electric current');
    const questions = questionBlocks(res.body.content);
    // as many as the passage has different things to ask, up to the 5 asked, and the page says how many
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.length).toBeLessThanOrEqual(5);
    if (questions.length < 5)
      expect(res.body.content.notice).toMatch(new RegExp(`^Your text gives ${questions.length} different things`));
    for (const q of questions) {
      expect(OHM.replace(/\s+/g, ' ')).toContain(q.source_passage!.replace(/\s+/g, ' '));
      expect(q.prompt).not.toMatch(ARITHMETIC);
    }
  });
});

describe('with a model (the real SDK against the local fake server)', () => {
  const sentences = OHM.split(/(?<=\.)\s+/);
  // three different questions (the same one three times would be left out as a repeat)
  const ASKED = ['what do the electrons meet in the wire', 'what do the collisions do', 'what does it depend on'];
  const ANSWERS = ['Obstacles', 'They scatter the electrons', 'The material'];
  const prompt = (n: number) => `Question ${n} about the passage: ${ASKED[n - 1]}?`;
  const question = (n: number, quote: string) => ({
    question_type: 'short_answer',
    prompt: prompt(n),
    options: null,
    answer: ANSWERS[n - 1],
    explanation: null,
    source_passage: quote,
  });
  const draft = (third: string) => ({
    title: 'Electric current',
    instructions: null,
    questions: [question(1, sentences[0]), question(2, sentences[1]), question(3, third)],
  });

  it('sends the passage as the source, asks for quotes, and checks them: an invented one is repaired', async () => {
    const invented = 'Electrons always travel faster than light in copper wire.';
    const fake = await startFakeOpenAi((_, call) => ({
      content: JSON.stringify(draft(call === 1 ? invented : sentences[2])),
    }));
    try {
      engine = createContentEngine(
        createOpenAiProvider({ apiKey: 'k', baseURL: fake.baseURL, model: 'fake-model', maxRetries: 0 }),
      );
      const carol = await activeUser(t);
      const res = await askAboutOhm(carol, '3');
      expect(res.status).toBe(200);
      const [first, repair] = fake.requests;
      const ask = first.messages[1].content;
      // the passage is the source document, once, and every question must quote it
      expect(ask).toContain(`<<<SOURCE name=`);
      expect(ask).toContain(sentences[3]);
      expect(ask.split(sentences[3]).length - 1).toBe(1);
      expect(ask).toMatch(/must quote, word for word/);
      expect(ask).not.toMatch(/There is no source document/);
      // the invented quote was not found in the passage: the model is asked again, naming the question
      expect(repair.messages.at(-1)!.content).toMatch(/question 3/i);
      expect(res.body.quality).toMatchObject({ quoted: 3, grounded: 3, ungrounded: [], repair_rounds: 1 });
      expect((await bank(carol)).map((q) => q.question_text).sort()).toEqual([1, 2, 3].map(prompt));
    } finally {
      await fake.close();
    }
  });
});
