// "Keep every question you generate": every question of every quiz, test, exit ticket, worksheet and review
// sheet reaches the teacher's bank when it is made, with its kind, subject, grade, source and difficulty, once
// however often it is generated; the bank filters by source; copies (versions, accommodated) add nothing;
// entries follow the document's newest revision. Generated through the routes from real tuning sections of
// the corpus (os-physics-types-of-waves, aesop-fables-1).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BankQuestion, GeneratedDocument } from '@lessonloom/contracts';
import { questionBlocks, withQuestionIds } from '@lessonloom/document';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { activeUser, postGenerate, upload, type TestUser } from '../../generations/__tests__/helpers';
import { putDocument, withQuestion } from '../../revisions/__tests__/edit-helpers';
import { Question } from '../question-bank.model';
import { search } from './qb-helpers';

jest.setTimeout(240_000);

const corpus = join(__dirname, '../../../content/__fixtures__/corpus');
const WAVES = 'os-physics-types-of-waves.txt';
const FABLES = 'aesop-fables-1.txt';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
const made: Record<string, { id: string; doc: GeneratedDocument }> = {};

async function generate(name: string, fields: Record<string, string>) {
  const res = await postGenerate(t, alice, { difficulty: 'mixed', num_questions: '10', ...fields });
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
  made[name] = { id: res.body.id, doc: res.body.content };
}

const bank = async (user: TestUser, query: Record<string, string> = {}): Promise<BankQuestion[]> => {
  const res = await search(t, user, query);
  expect(res.status).toBe(200);
  return res.body;
};
/** What the bank shows of a question block: its text (choices are lettered under it) and answer. */
const inBank = (entries: BankQuestion[], prompt: string) =>
  entries.find((e) => e.question_text === prompt || e.question_text.startsWith(`${prompt}\n`));

beforeAll(async () => {
  t = await startTestApp();
  [alice, bob] = await Promise.all([activeUser(t), activeUser(t)]);
  for (const file of [WAVES, FABLES])
    expect((await upload(t, alice, file, readFileSync(join(corpus, file)))).status).toBe(200);
  const waves = { source_filename: WAVES };
  await generate('quiz', { ...waves, kind: 'quiz', subject: 'Physics', grade_level: '9', difficulty: 'hard' });
  await generate('test', { ...waves, kind: 'test' });
  await generate('exit_ticket', { ...waves, kind: 'exit_ticket', num_questions: '5', difficulty: 'easy' });
  await generate('worksheet', { ...waves, kind: 'worksheet', worksheet_style: 'mixed' });
  await generate('cloze', { ...waves, kind: 'worksheet', worksheet_style: 'cloze' });
  await generate('critical', { ...waves, kind: 'worksheet', worksheet_style: 'critical_thinking' });
  await generate('review_sheet', { ...waves, kind: 'review_sheet' });
  await generate('fables', { source_filename: FABLES, kind: 'quiz' });
});
afterAll(() => t.close());

describe('every question of every generation is in the bank', () => {
  it.each(['quiz', 'test', 'exit_ticket', 'worksheet', 'cloze', 'critical', 'review_sheet', 'fables'])(
    '%s: each question, with its kind, source, subject and difficulty',
    async (name) => {
      const { doc } = made[name];
      const entries = await bank(alice);
      const questions = questionBlocks(doc);
      expect(questions.length).toBeGreaterThan(0);
      for (const q of questions) {
        const entry = inBank(entries, q.prompt);
        expect([q.number, entry && 'found']).toEqual([q.number, 'found']);
        // filed by the first generation that asked it: its kind and source, whichever that was
        expect(entry!.source).toBe(name === 'fables' ? FABLES : WAVES);
        expect(entry!.source_type).toBe('file');
        expect(entry!.kind).toEqual(expect.any(String));
      }
    },
  );

  it("records the generation's kind, subject, grade and difficulty as the teacher set them", async () => {
    const { id, doc } = made.quiz;
    const own = (await bank(alice)).filter((e) => e.generation_id === id);
    expect(own).toHaveLength(questionBlocks(doc).length);
    for (const e of own)
      expect(e).toMatchObject({
        kind: 'quiz',
        subject: 'Physics',
        grade_level: '9',
        difficulty: 'hard',
        source: WAVES,
      });
    // no subject given: the document's topic, never "Quiz"; mixed difficulty files as medium
    const ticket = (await bank(alice)).filter((e) => e.generation_id === made.exit_ticket.id);
    expect(ticket.length).toBeGreaterThan(0);
    for (const e of ticket)
      expect(e).toMatchObject({ kind: 'exit_ticket', subject: 'Types of Waves', difficulty: 'easy' });
    const critical = (await bank(alice)).filter((e) => e.generation_id === made.critical.id);
    for (const e of critical) expect(e).toMatchObject({ kind: 'worksheet', difficulty: 'medium' });
  });

  it('keeps each question once: the same questions generated again add no entry', async () => {
    const before = await Question.countDocuments();
    const distinct = new Set((await bank(alice)).map((e) => `${e.question_text}\n${e.answer_text}`));
    expect(distinct.size).toBe(before);
    await generate('again', { source_filename: WAVES, kind: 'exit_ticket', num_questions: '5', difficulty: 'easy' });
    const entries = await bank(alice);
    for (const q of questionBlocks(made.again.doc)) expect(inBank(entries, q.prompt)).toBeDefined();
    const after = await Question.countDocuments();
    expect(new Set(entries.map((e) => `${e.question_text}\n${e.answer_text}`)).size).toBe(after);
  });

  it("is one teacher's: bob's bank stays empty", async () => {
    expect(await bank(bob)).toEqual([]);
  });
});

describe('filter by source', () => {
  it('finds the questions made from a file by part of its name, any case, with the spec filters beside it', async () => {
    const waves = await bank(alice, { source: 'WAVES' });
    const fables = await bank(alice, { source: 'aesop' });
    expect(waves.length).toBeGreaterThan(0);
    expect(fables.length).toBeGreaterThan(0);
    expect(waves.every((e) => e.source === WAVES)).toBe(true);
    expect(fables.every((e) => e.source === FABLES)).toBe(true);
    expect(waves.length + fables.length).toBe((await bank(alice)).length);
    const hardWaves = await bank(alice, { source: 'waves', difficulty: 'hard' });
    expect(hardWaves.length).toBeGreaterThan(0);
    expect(hardWaves.every((e) => e.difficulty === 'hard' && e.source === WAVES)).toBe(true);
    expect(await bank(alice, { source: 'no such file' })).toEqual([]);
    // 'all' and blanks are left out, as for every filter
    expect((await bank(alice, { source: 'all' })).length).toBe((await bank(alice)).length);
  });

  it('answers 400 with a detail for a source filter over 200 characters', async () => {
    const res = await search(t, alice, { source: 'x'.repeat(201) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: expect.any(String) });
  });
});

describe('what is not filed', () => {
  it('randomized versions and an accommodated copy ask the same questions: no new entry', async () => {
    const before = await Question.countDocuments();
    const versions = await t.http
      .post('/api/question-bank/randomize-test')
      .set('Authorization', alice.auth)
      .field('test_id', made.test.id)
      .field('num_versions', '2');
    expect(versions.status).toBe(200);
    const acc = await t.http
      .post(`/api/generations/${made.test.id}/accommodate`)
      .set('Authorization', alice.auth)
      .field('font', 'standard');
    expect(acc.status).toBe(201);
    expect(await Question.countDocuments()).toBe(before);
  });

  it("a diagram's and a labeling sheet's items, which only make sense beside their picture", async () => {
    const before = await Question.countDocuments();
    await generate('diagram', {
      source_filename: WAVES,
      kind: 'diagram',
      worksheet_style: 'flowchart',
      num_questions: '5',
    });
    await generate('labeling', { source_filename: WAVES, kind: 'worksheet', worksheet_style: 'labeling' });
    expect(questionBlocks(made.diagram.doc).length).toBeGreaterThan(0);
    expect(questionBlocks(made.labeling.doc).length).toBeGreaterThan(0);
    expect(await Question.countDocuments()).toBe(before);
  });
});

describe('entries follow the newest revision', () => {
  it('an edited question changes its entry, an added one is filed, a deleted one stays', async () => {
    const { id } = made.fables;
    // as the editor does: every question gets its id (by position) when the document is opened
    const doc = withQuestionIds(made.fables.doc);
    const [first, second] = questionBlocks(doc);
    const stem = 'Which animal in the fable first wanted to share the meal?';
    let edited = withQuestion(doc, first.number, (q) => ({ ...q, prompt: stem }));
    // a question added at the end (the editor gives it an id of its own) and the second one deleted
    const added = {
      type: 'question' as const,
      id: 'nadded01',
      number: 99,
      question_type: 'short_answer' as const,
      prompt: 'Name the moral of the first fable in your own words.',
      answer: 'Do not envy others.',
    };
    edited = {
      ...edited,
      sections: edited.sections.map((s, i) => ({
        ...s,
        blocks: [
          ...s.blocks.filter((b) => !(b.type === 'question' && b.number === second.number)),
          ...(i === edited.sections.length - 1 ? [added] : []),
        ],
      })),
    };
    const res = await putDocument(t, alice, id, { revision: 1, document: edited });
    expect(res.status).toBe(200);
    await t.deps.copies.settle();
    const own = (await bank(alice)).filter((e) => e.generation_id === id);
    expect(inBank(own, stem)).toBeDefined();
    expect(inBank(own, first.prompt)).toBeUndefined();
    expect(inBank(own, added.prompt)).toMatchObject({ answer_text: 'Do not envy others.', kind: 'quiz' });
    expect(inBank(await bank(alice), second.prompt)).toBeDefined();
  });
});
