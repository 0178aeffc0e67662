// Revision history of a document: the list with one-line summaries, reading an old revision, restoring it.
import type { GeneratedDocument } from '@lessonloom/contracts';
import { withQuestionIds } from '@lessonloom/document';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { activeUser, type TestUser } from '../../generations/__tests__/helpers';
import { closeReaders, docxText, norm } from '../../../rendering/__tests__/read-back';
import { downloadOf, getJson, madeQuiz, postJson, putDocument, questionBlocks, withQuestion } from './edit-helpers';
import { Revision } from '../revisions.model';

jest.setTimeout(90_000);

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let id: string;
let original: GeneratedDocument;
let docxUrl: string;

beforeAll(async () => {
  t = await startTestApp();
  [alice, bob] = await Promise.all([activeUser(t), activeUser(t)]);
  const made = await madeQuiz(t, alice);
  ({ id, doc: original } = made);
  docxUrl = made.body.docx_url as string;
  // revision 2: question 3 edited; revision 3: question 1 deleted and the rest reordered
  const two = withQuestion(original, 3, (q) => ({ ...q, prompt: 'Edited third question' }));
  expect((await putDocument(t, alice, id, { revision: 1, document: two })).status).toBe(200);
  const withIds = withQuestionIds(two);
  const [, ...rest] = questionBlocks(withIds);
  const three: GeneratedDocument = { ...withIds, sections: [{ ...withIds.sections[0], blocks: rest.reverse() }] };
  const res = await putDocument(t, alice, id, { revision: 2, document: three });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await closeReaders();
  await t.close();
});

describe('GET /api/generations/{id}/revisions', () => {
  it('lists every revision newest first with what it changed', async () => {
    const res = await getJson(t, alice, `/api/generations/${id}/revisions`);
    expect(res.status).toBe(200);
    expect(
      res.body.revisions.map((r: { revision: number; summary: string; current: boolean }) => [
        r.revision,
        r.summary,
        r.current,
      ]),
    ).toEqual([
      [3, 'question 1 deleted, questions reordered', true],
      [2, 'question 3 edited', false],
      [1, 'generated', false],
    ]);
    expect(new Date(res.body.revisions[0].created_at).getTime()).toBeGreaterThanOrEqual(
      new Date(res.body.revisions[2].created_at).getTime(),
    );
  });

  it('keeps the document of every older revision, and none of their files', async () => {
    const kept = await Revision.find({ generation: id }).lean();
    expect(kept.map((r) => r.revision).sort()).toEqual([1, 2]);
    expect(JSON.stringify(kept)).not.toMatch(/"files"/);
  });

  it('answers one revision with its document', async () => {
    const res = await getJson(t, alice, `/api/generations/${id}/revisions/1`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ revision: 1, summary: 'generated', current: false });
    expect(res.body.content).toEqual(original);
    expect((await getJson(t, alice, `/api/generations/${id}/revisions/9`)).status).toBe(404);
  });

  it("is the owner's only", async () => {
    expect((await getJson(t, bob, `/api/generations/${id}/revisions`)).status).toBe(404);
    expect((await getJson(t, bob, `/api/generations/${id}/revisions/1`)).status).toBe(404);
    expect((await getJson(t, null, `/api/generations/${id}/revisions`)).status).toBe(401);
  });
});

describe('POST /api/generations/{id}/revisions/{revision}/restore', () => {
  it('refuses a stale guard (409), the newest revision (422), an unknown one and another teacher (404)', async () => {
    const stale = await postJson(t, alice, `/api/generations/${id}/revisions/1/restore`, { revision: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toMatch(/another tab/);
    const newest = await postJson(t, alice, `/api/generations/${id}/revisions/3/restore`, { revision: 3 });
    expect(newest.status).toBe(422);
    expect((await postJson(t, alice, `/api/generations/${id}/revisions/7/restore`, {})).status).toBe(404);
    expect((await postJson(t, bob, `/api/generations/${id}/revisions/1/restore`, {})).status).toBe(404);
    expect((await getJson(t, alice, `/api/generations/${id}`)).body.revision).toBe(3);
  });

  it('makes revision 1 the newest again, as revision 4, with files rendered from it', async () => {
    const res = await postJson(t, alice, `/api/generations/${id}/revisions/1/restore`, { revision: 3 });
    expect(res.status).toBe(200);
    expect(res.body.revision).toBe(4);
    expect(res.body.content).toEqual(withQuestionIds(original));
    const text = await docxText(await downloadOf(t, alice, docxUrl));
    expect(text).toContain(norm(questionBlocks(original)[0].prompt));
    expect(text).not.toContain('Edited third question');
    const list = (await getJson(t, alice, `/api/generations/${id}/revisions`)).body.revisions;
    expect(list[0]).toMatchObject({ revision: 4, summary: 'revision 1 restored', current: true });
    expect(list).toHaveLength(4);
  });
});
