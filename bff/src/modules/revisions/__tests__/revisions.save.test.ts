// PUT /api/generations/{id}/document: every status it answers, and that a refused or stale save changes nothing.
import type { GeneratedDocument } from '@lessonloom/contracts';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { activeUser, storedFiles, type TestUser } from '../../generations/__tests__/helpers';
import { closeReaders, docxText, pdfText } from '../../../rendering/__tests__/read-back';
import { downloadOf, getJson, madeQuiz, putDocument, questionBlocks, withQuestion } from './edit-helpers';

/** A multiple-choice question's options and key, for edits that turn a question into one. */
const CHOICES = {
  question_type: 'multiple_choice' as const,
  options: ['chlorophyll', 'glucose', 'stomata', 'xylem'],
  answer: 'chlorophyll',
};

jest.setTimeout(90_000);

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let id: string;
let doc: GeneratedDocument;
let urls: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  [alice, bob] = await Promise.all([activeUser(t), activeUser(t)]);
  const made = await madeQuiz(t, alice);
  ({ id, doc } = made);
  urls = { docx: made.body.docx_url as string, pdf: made.body.pdf_url as string };
});
afterAll(async () => {
  await closeReaders();
  await t.close();
});

const detail = async () => (await getJson(t, alice, `/api/generations/${id}`)).body;

describe('PUT /api/generations/{id}/document', () => {
  it('stores an edited stem as revision 2, re-renders every file at the same URLs and answers the detail', async () => {
    const before = await storedFiles({ 'metadata.generation': id });
    const edited = withQuestion(doc, 1, (q) => ({ ...q, prompt: 'Which pigment makes leaves look green?' }));
    const res = await putDocument(t, alice, id, { revision: 1, document: edited });
    expect(res.status).toBe(200);
    expect(res.body.revision).toBe(2);
    expect(res.body.docx_url).toBe(urls.docx);
    expect(res.body.pdf_url).toBe(urls.pdf);
    expect(res.body.quality.summary).toEqual(expect.any(String));
    // where the save's time went, for the browser's network panel and the benchmark
    expect(res.headers['server-timing']).toMatch(
      /^read;dur=[\d.]+, checks;dur=[\d.]+, render;dur=[\d.]+, files;dur=[\d.]+, record;dur=[\d.]+$/,
    );
    expect(questionBlocks(res.body.content)[0].prompt).toBe('Which pigment makes leaves look green?');
    // every question now has an id, and the numbering is the server's
    expect(questionBlocks(res.body.content).every((q) => typeof q.id === 'string')).toBe(true);
    expect(await docxText(await downloadOf(t, alice, urls.docx))).toContain('Which pigment makes leaves look green?');
    expect(await pdfText(await downloadOf(t, alice, urls.pdf))).toContain('Which pigment makes leaves look green?');
    // the replaced revision's files are gone: only the newest keeps rendered files
    const after = await storedFiles({ 'metadata.generation': id });
    expect(after).toHaveLength(before.length);
    expect(after.map((f) => String(f._id))).not.toEqual(expect.arrayContaining(before.map((f) => String(f._id))));
    const list = (await getJson(t, alice, '/api/generations')).body as Array<{ id: string; revision: number }>;
    expect(list.find((g) => g.id === id)?.revision).toBe(2);
    doc = res.body.content;
  });

  it('answers 409 to a save made on an older revision, and keeps the newer one', async () => {
    const stale = withQuestion(doc, 2, (q) => ({ ...q, prompt: 'Written in a second tab' }));
    const res = await putDocument(t, alice, id, { revision: 1, document: stale });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/changed in another tab/);
    expect(res.body.detail).toMatch(/revision 2/);
    const now = await detail();
    expect(now.revision).toBe(2);
    expect(JSON.stringify(now.content)).not.toContain('Written in a second tab');
  });

  it('lets exactly one of two saves on the same revision win', async () => {
    const a = withQuestion(doc, 2, (q) => ({ ...q, prompt: 'Tab A wrote this question' }));
    const b = withQuestion(doc, 2, (q) => ({ ...q, prompt: 'Tab B wrote this question' }));
    const results = await Promise.all([
      putDocument(t, alice, id, { revision: 2, document: a }),
      putDocument(t, alice, id, { revision: 2, document: b }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body;
    const now = await detail();
    expect(now.revision).toBe(3);
    expect(questionBlocks(now.content)[1].prompt).toBe(questionBlocks(winner.content)[1].prompt);
    // the loser's files were removed: still one set of files
    expect(await storedFiles({ 'metadata.generation': id })).toHaveLength(4);
    doc = now.content;
  });

  it("answers 404 for another teacher's generation, an unknown id and a malformed one; 401 without a token", async () => {
    const body = { revision: 3, document: doc };
    expect((await putDocument(t, bob, id, body)).status).toBe(404);
    expect((await putDocument(t, alice, '5f0000000000000000000000', body)).status).toBe(404);
    expect((await putDocument(t, alice, 'not-an-id', body)).status).toBe(404);
    expect((await putDocument(t, null, id, body)).status).toBe(401);
    expect((await detail()).revision).toBe(3);
  });

  it('answers 400 to a body without a revision or document, and 415 to a form', async () => {
    const missing = await putDocument(t, alice, id, { document: doc });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toMatch(/revision/);
    const form = await t.http
      .put(`/api/generations/${id}/document`)
      .set('Authorization', alice.auth)
      .field('revision', '3');
    expect(form.status).toBe(415);
  });

  describe('refuses an invalid edit with 422 naming the item, and stores nothing', () => {
    const cases: Array<[string, (d: GeneratedDocument) => GeneratedDocument, RegExp]> = [
      [
        'a multiple-choice key that is not one of its options',
        // on a question the teacher made multiple choice (the drawn mix need not hold one)
        (d) => withQuestion(d, 1, (q) => ({ ...q, ...CHOICES, answer: 'Not an option' })),
        /^Question \d+: the answer 'Not an option' is not one of its options/,
      ],
      [
        'a true/false key other than True or False',
        // a question the teacher turned into true/false (the generated mix need not hold one)
        (d) =>
          withQuestion(d, 1, (q) => ({
            ...q,
            question_type: 'true_false',
            options: ['True', 'False'],
            answer: 'Maybe',
          })),
        /^Question \d+: a true\/false answer must be True or False/,
      ],
      [
        'an empty stem',
        (d) => withQuestion(d, 2, (q) => ({ ...q, prompt: '   ' })),
        /^Question 2, the question: is empty/,
      ],
      [
        'an empty option',
        (d) =>
          withQuestion(d, 1, (q) => ({
            ...q,
            ...CHOICES,
            options: [CHOICES.options[0], '', ...CHOICES.options.slice(2)],
          })),
        /^Question \d+, option B: is empty/,
      ],
      [
        'a stem over the length limit',
        (d) => withQuestion(d, 3, (q) => ({ ...q, prompt: 'x'.repeat(2001) })),
        /^Question 3, the question: is longer than 2000 characters/,
      ],
      [
        'a field the document does not take',
        (d) => withQuestion(d, 4, (q) => ({ ...q, colour: 'red' }) as typeof q),
        /^Question 4: has a field a document does not take: 'colour'/,
      ],
      ['an empty title', (d) => ({ ...d, title: '' }), /^Title: is empty/],
      ['a change of kind', (d) => ({ ...d, kind: 'test' }), /^Kind: a quiz stays one/],
      [
        'more questions than a document holds',
        (d) => ({
          ...d,
          sections: [
            {
              blocks: Array.from({ length: 101 }, (_, i) => ({
                ...questionBlocks(d)[0],
                id: `x${i}`,
                number: i + 1,
                prompt: `Question number ${i}`,
              })),
            },
          ],
        }),
        /101 questions; at most 100/,
      ],
    ];
    it.each(cases)('%s', async (_what, edit, detailPattern) => {
      const before = await detail();
      const res = await putDocument(t, alice, id, { revision: before.revision, document: edit(before.content) });
      expect(res.status).toBe(422);
      expect(res.body.detail).toMatch(detailPattern);
      const after = await detail();
      expect(after.revision).toBe(before.revision);
      expect(after.content).toEqual(before.content);
    });
  });

  it('saves a math key that differs from the computed answer, with a warning in the quality report', async () => {
    const made = await t.http
      .post('/api/generate')
      .set('Authorization', alice.auth)
      .field('kind', 'quiz')
      .field('topic', 'adding fractions')
      .field('num_questions', '4');
    expect(made.status).toBe(200);
    const math = made.body.content as GeneratedDocument;
    const first = questionBlocks(math)[0];
    const wrong =
      first.question_type === 'multiple_choice' ? first.options!.find((o) => o !== first.answer)! : `${first.answer}9`;
    const res = await putDocument(t, alice, made.body.id, {
      revision: 1,
      document: withQuestion(math, 1, (q) => ({ ...q, answer: wrong })),
    });
    expect(res.status).toBe(200);
    expect(questionBlocks(res.body.content)[0].answer).toBe(wrong);
    expect(res.body.quality.warnings).toEqual([expect.stringMatching(/^Question 1: /)]);
    expect(res.body.quality.summary).toMatch(/1 item to review/);
  });

  it('makes no new revision when nothing changed', async () => {
    const before = await detail();
    const res = await putDocument(t, alice, id, { revision: before.revision, document: before.content });
    expect(res.status).toBe(200);
    expect(res.body.revision).toBe(before.revision);
  });

  it('refuses to edit a randomized version: the original is edited and the version follows', async () => {
    const made = await t.http
      .post('/api/question-bank/randomize-test')
      .set('Authorization', alice.auth)
      .field('test_id', id)
      .field('num_versions', '2');
    expect(made.status).toBe(200);
    const versionId = made.body.version_ids[0];
    const version = (await getJson(t, alice, `/api/generations/${versionId}`)).body;
    const res = await putDocument(t, alice, versionId, { revision: version.revision, document: version.content });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/edit the original and every version follows it/);
  });
});
