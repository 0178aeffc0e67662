import type { GeneratedDocument } from '@lessonloom/contracts';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { activeUser, download, postGenerate, upload, type TestUser } from '../../generations/__tests__/helpers';
import { postForm, TEXT } from '../../question-bank/__tests__/qb-helpers';
import { closeReaders, docxText, norm, pdfText, questions } from '../../../rendering/__tests__/read-back';
import { versionNumbers } from '../versions.printables';

// Three versions render four files each on two shared cores.
jest.setTimeout(120_000);

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let testId: string;
let original: GeneratedDocument;
const versions: { letter: string; id: string; doc: GeneratedDocument }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  [alice, bob] = await Promise.all([activeUser(t), activeUser(t)]);
  await upload(t, alice, 'photosynthesis.txt', Buffer.from(TEXT));
  const made = await postGenerate(t, alice, {
    kind: 'test',
    source_filename: 'photosynthesis.txt',
    num_questions: '6',
    difficulty: 'easy',
  });
  testId = made.body.id;
  original = made.body.content;
  const res = await postForm(t, 'randomize-test', alice, { test_id: testId, num_versions: '3' });
  expect(res.status).toBe(200);
  for (const [i, id] of (res.body.version_ids as string[]).entries()) {
    const g = await t.http.get(`/api/generations/${id}`).set('Authorization', alice.auth);
    versions.push({ letter: 'ABC'[i], id, doc: g.body.content });
  }
});
afterAll(async () => {
  await closeReaders();
  await t.close();
});

const file = (user: TestUser | null, id: string, name: string) =>
  download(t, user, `/api/generations/${id}/versions/${name}`);

describe('version map and combined answer key', () => {
  it('maps every question of the original to its number in each version', () => {
    const map = versionNumbers(original, versions);
    expect(map).toHaveLength(questions(original).length);
    for (const { line, numbers } of map) {
      numbers.forEach((n, v) => {
        const q = questions(versions[v].doc).find((b) => b.number === n)!;
        expect(`q:${q.prompt}`).toBe(line.key);
      });
    }
  });

  it('prints the map as PDF and DOCX with a column per version', async () => {
    const pdf = await file(alice, testId, 'map-pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = norm(await pdfText(pdf.body));
    expect(text).toContain('version map');
    for (const l of ['Version A', 'Version B', 'Version C']) expect(text).toContain(l);
    expect(text).not.toContain('Name:');
    const docx = await file(alice, versions[1].id, 'map-docx');
    expect(docx.status).toBe(200);
    // named for what they are, after the original test
    const stem = `${original.title.replace(/^Test: /, '')} - Test`;
    const nameOf = (res: { headers: Record<string, string> }) =>
      decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(res.headers['content-disposition'])![1]);
    expect(nameOf(pdf)).toBe(`${stem} - Version map.pdf`);
    expect(nameOf(docx)).toBe(`${stem} - Version map.docx`);
    expect(nameOf(await file(alice, testId, 'key-pdf'))).toBe(`${stem} - All versions - Answer keys.pdf`);
    expect(norm(await docxText(docx.body))).toContain('Version C');
  });

  it("prints one key with every version's answers side by side, matching each version's own key", async () => {
    const res = await file(alice, testId, 'key-docx');
    expect(res.status).toBe(200);
    const text = norm(await docxText(res.body));
    expect(text).toContain('answer key, all versions');
    for (const v of versions)
      for (const q of questions(v.doc)) {
        const letter = q.question_type === 'multiple_choice' ? `${'ABCDEFGH'[q.options!.indexOf(q.answer)]}. ` : '';
        expect(text).toContain(norm(`${letter}${q.answer}`));
      }
    expect((await file(alice, testId, 'key-pdf')).status).toBe(200);
  });

  it('is owner only and says when a test has no versions', async () => {
    expect((await file(bob, testId, 'map-pdf')).status).toBe(404);
    expect((await file(alice, testId, 'nope')).status).toBe(404);
    const plain = await postGenerate(t, alice, { kind: 'quiz', topic: 'Volcanoes', num_questions: '3' });
    const none = await file(alice, plain.body.id, 'key-pdf');
    expect(none.status).toBe(422);
    expect(JSON.parse(none.body.toString()).detail).toBe(
      'This test has no randomized versions yet. Create them in the Question Bank.',
    );
  });
});
