// Everything derived from a document follows its newest revision: LMS exports, randomized versions and their
// map, accommodated copies and bank entries saved from it — read right after the edit (made again on read)
// and in the background (made again a moment after the save).
import { parse as parseGift } from 'gift-pegjs';
import type { GeneratedDocument } from '@lessonloom/contracts';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { activeUser, download, type TestUser } from '../../generations/__tests__/helpers';
import { search } from '../../question-bank/__tests__/qb-helpers';
import { closeReaders, docxText, pdfText } from '../../../rendering/__tests__/read-back';
import { Generation } from '../../generations/generations.model';
import { downloadOf, getJson, madeQuiz, postJson, putDocument, questionBlocks, withQuestion } from './edit-helpers';

jest.setTimeout(120_000);

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let id: string;
let doc: GeneratedDocument;
let versionIds: string[];
let accommodatedId: string;
// A quiz from the short photosynthesis text is only as long as the text allows (7 or 8 questions, as the
// seed draws; the test app's one fixed seed makes it the same length on every run).
let count: number;

const NEW_STEM = 'Which gas do leaves take in through their stomata?';

beforeAll(async () => {
  t = await startTestApp();
  [alice, bob] = await Promise.all([activeUser(t), activeUser(t)]);
  ({ id, doc } = await madeQuiz(t, alice, { num_questions: '8' }));
  count = questionBlocks(doc).length;
  expect(count).toBeGreaterThanOrEqual(5);
  const versions = await t.http
    .post('/api/question-bank/randomize-test')
    .set('Authorization', alice.auth)
    .field('test_id', id)
    .field('num_versions', '2');
  expect(versions.status).toBe(200);
  versionIds = versions.body.version_ids;
  const acc = await t.http
    .post(`/api/generations/${id}/accommodate`)
    .set('Authorization', alice.auth)
    .field('font', 'standard');
  expect(acc.status).toBe(201);
  accommodatedId = acc.body.id;
  const saved = await postJson(t, alice, `/api/generations/${id}/save-to-bank`, {});
  expect(saved.status).toBe(201);
  expect(saved.body.questions_saved).toBe(count);
});
afterAll(async () => {
  await closeReaders();
  await t.close();
});

const prompts = (d: GeneratedDocument) => questionBlocks(d).map((q) => q.prompt);

describe('after the teacher edits a question', () => {
  let beforeOrder: string[][];
  let oldStem: string;
  beforeAll(async () => {
    oldStem = questionBlocks(doc)[1].prompt;
    beforeOrder = await Promise.all(
      versionIds.map(async (v) => prompts((await getJson(t, alice, `/api/generations/${v}`)).body.content)),
    );
    const edited = withQuestion(doc, 2, (q) => ({ ...q, prompt: NEW_STEM }));
    const res = await putDocument(t, alice, id, { revision: 1, document: edited });
    expect(res.status).toBe(200);
    doc = res.body.content;
  });

  it('every randomized version carries the fix in its own order, with its own letter, files and key', async () => {
    for (const [i, v] of versionIds.entries()) {
      const res = await getJson(t, alice, `/api/generations/${v}`);
      expect(res.body.settings.derived_revision).toBe(2);
      const now = prompts(res.body.content);
      expect(now).toContain(NEW_STEM);
      // same order as before the edit: the edited question is where the old one was
      expect(now).toEqual(beforeOrder[i].map((p) => (p === oldStem ? NEW_STEM : p)));
      expect(res.body.content.title).toMatch(/\(Version [AB]\)$/);
      expect(await docxText(await downloadOf(t, alice, res.body.docx_url))).toContain(NEW_STEM);
    }
  });

  it('the version map names the edited question', async () => {
    const map = await download(t, alice, `/api/generations/${id}/versions/map-pdf`);
    expect(map.status).toBe(200);
    expect(await pdfText(map.body as Buffer)).toContain('Which gas do leaves take in');
  });

  it('the accommodated copy is made again from the new revision', async () => {
    const res = await getJson(t, alice, `/api/generations/${accommodatedId}`);
    expect(res.body.settings.derived_revision).toBe(2);
    expect(JSON.stringify(res.body.content)).toMatch(/stomata/);
    expect(res.body.content.print).toMatchObject({ large: true });
    expect(await pdfText(await downloadOf(t, alice, res.body.pdf_url))).toMatch(/stomata/);
  });

  it('LMS exports carry the fix', async () => {
    const gift = await download(t, alice, `/api/generations/${id}/export/gift`);
    expect(gift.status).toBe(200);
    const questions = parseGift((gift.body as Buffer).toString('utf8'));
    expect(JSON.stringify(questions)).toContain('Which gas do leaves take in through their stomata?');
  });

  it('bank entries saved from the document take the new wording once the edit has been followed', async () => {
    await t.deps.copies.settle();
    const found = await search(t, alice);
    expect(found.body.map((q: { question_text: string }) => q.question_text.split('\n')[0])).toContain(NEW_STEM);
    expect(found.body).toHaveLength(count);
  });

  it('saving a question again updates its entry instead of copying it', async () => {
    const again = await postJson(t, alice, `/api/generations/${id}/save-to-bank`, { numbers: [2] });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ questions_saved: 1, updated: 1 });
    expect((await search(t, alice)).body).toHaveLength(count);
    const unknown = await postJson(t, alice, `/api/generations/${id}/save-to-bank`, { numbers: [40] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail).toMatch(/Question 40/);
    expect((await postJson(t, bob, `/api/generations/${id}/save-to-bank`, {})).status).toBe(404);
  });
});

describe('in the background', () => {
  it('copies follow a save without anyone reading them', async () => {
    const now = (await getJson(t, alice, `/api/generations/${id}`)).body;
    const edited = withQuestion(now.content, 3, (q) => ({ ...q, prompt: 'A third question the teacher rewrote' }));
    expect((await putDocument(t, alice, id, { revision: now.revision, document: edited })).status).toBe(200);
    await t.deps.copies.settle();
    const stored = await Generation.find({ 'settings.version_of': id }).lean();
    expect(stored.map((g) => g.settings.derived_revision)).toEqual([now.revision + 1, now.revision + 1]);
    for (const g of stored) expect(prompts(g.document)).toContain('A third question the teacher rewrote');
  });
});
