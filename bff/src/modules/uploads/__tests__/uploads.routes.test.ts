import JSZip from 'jszip';
import { Upload } from '../uploads.model';
import { User } from '../../auth/auth.user-model';
import { startTestApp, signupUser, type TestApp } from '../../../testing/testing.app';
import { readFile } from '../../../storage/storage.gridfs';
import { storedFiles, upload, type TestUser } from '../../generations/__tests__/helpers';
import { SAMPLE, makeDocx, makePdf, makePptx } from '../../../extraction/__tests__/fixtures/make-files';

// Extraction, rendering and GridFS share two cores with the rest of the suite; jest's default 5 s is too tight.
jest.setTimeout(60_000);

let t: TestApp;
let teacher: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  teacher = await signupUser(t); // pending_payment: uploading needs no subscription
});
afterAll(() => t.close());

const TYPE_DETAIL = 'Please upload PDF, DOCX, PPTX, or TXT files only.';
const DAMAGED = 'This file appears to be damaged and could not be read.';

describe('POST /api/upload with real files', () => {
  const cases: Array<[string, () => Promise<Buffer>, string]> = [
    ['Photosynthèse.pdf', () => makePdf([`Chapitre 1. ${SAMPLE}`, 'Second page: Ωmega ∑ ∫ √2']), 'pdf'],
    ['Ökosystem.docx', () => makeDocx([`Einleitung: ${SAMPLE}`, 'Zweiter Absatz — Größe und Maß.']), 'docx'],
    ['Клетка.pptx', () => makePptx([{ title: 'Клетка', body: SAMPLE, notes: 'Заметки докладчика' }]), 'pptx'],
    ['notes.TXT', async () => Buffer.from(`Lesson notes\n${SAMPLE}\n`, 'utf8'), 'txt'],
  ];

  it.each(cases)('%s: stores the file and its non-ASCII text, answers {filename, chars}', async (name, make, type) => {
    const data = await make();
    const res = await upload(t, teacher, name, data);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ filename: name, chars: expect.any(Number), truncated: false, size_bytes: data.length });

    const saved = await Upload.findOne({ owner: await ownerId(teacher), filename: name }).lean();
    expect(saved).not.toBeNull();
    expect(saved!.type).toBe(type);
    expect(saved!.text).toContain('Привет мир');
    expect(saved!.text).toContain('αβγ');
    expect(saved!.text).toContain('≤');
    expect(saved!.chars).toBe(res.body.chars);
    expect(saved!.text.length).toBe(res.body.chars);
    expect((await readFile(saved!.fileId)).equals(data)).toBe(true);
  });

  it('replaces an earlier upload of the same name for that user, and deletes the old bytes', async () => {
    const first = Buffer.from('First draft: the water cycle. Évaporation.', 'utf8');
    const second = Buffer.from('Second draft: the rock cycle. Érosion, sédimentation.', 'utf8');
    const u = await signupUser(t);
    expect((await upload(t, u, 'cycle.txt', first)).status).toBe(200);
    const before = await Upload.findOne({ filename: 'cycle.txt', owner: await ownerId(u) }).lean();
    const res = await upload(t, u, 'cycle.txt', second);
    expect(res.status).toBe(200);
    const records = await Upload.find({ filename: 'cycle.txt', owner: await ownerId(u) }).lean();
    expect(records).toHaveLength(1);
    expect(records[0].text).toContain('rock cycle');
    expect(records[0].text).not.toContain('water cycle');
    expect(await storedFiles({ _id: before!.fileId })).toHaveLength(0);
    expect(await storedFiles({ 'metadata.owner': String(await ownerId(u)), 'metadata.role': 'upload' })).toHaveLength(
      1,
    );
  });

  it("keeps two users' files of the same name apart", async () => {
    const a = await signupUser(t);
    const b = await signupUser(t);
    await upload(t, a, 'unit.txt', Buffer.from('Alpha unit: fractions.'));
    await upload(t, b, 'unit.txt', Buffer.from('Beta unit: decimals and percentages.'));
    const [ua, ub] = await Promise.all([
      Upload.findOne({ owner: await ownerId(a), filename: 'unit.txt' }).lean(),
      Upload.findOne({ owner: await ownerId(b), filename: 'unit.txt' }).lean(),
    ]);
    expect(ua!.text).toBe('Alpha unit: fractions.');
    expect(ub!.text).toBe('Beta unit: decimals and percentages.');
  });

  it('strips directories a browser may send with the name', async () => {
    const res = await upload(t, teacher, 'C:\\Users\\ms\\Desktop\\plan.txt', Buffer.from('A plan.'));
    expect(res.status).toBe(200);
    expect(res.body.filename).toBe('plan.txt');
  });
});

describe('POST /api/upload refuses bad input with a detail', () => {
  async function corruptDocx(): Promise<Buffer> {
    const zip = new JSZip();
    zip.file('word/document.xml', '<w:document><w:body><w:p>unclosed');
    zip.file('[Content_Types].xml', '<Types/>');
    const whole = await zip.generateAsync({ type: 'nodebuffer' });
    return whole.subarray(0, Math.floor(whole.length * 0.6));
  }

  const cases: Array<[string, string, () => Promise<Buffer>, number, RegExp | string]> = [
    ['an unknown extension', 'virus.exe', async () => Buffer.from('MZ....'), 415, TYPE_DETAIL],
    ['an image', 'photo.png', async () => Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), 415, TYPE_DETAIL],
    ['a PDF named .docx', 'lesson.docx', () => makePdf(['hello']), 415, /not a real Word \(DOCX\) file/],
    ['a zip named .pptx without slides', 'deck.pptx', () => makeDocx(['hello']), 415, /not a real PowerPoint/],
    [
      'binary named .txt',
      'data.txt',
      async () => Buffer.from([0, 1, 2, 3, 0, 0, 5, 0xff, 0, 9]),
      415,
      /not a real text file/,
    ],
    [
      'a corrupt PDF',
      'broken.pdf',
      async () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage'),
      422,
      DAMAGED,
    ],
    ['a truncated DOCX', 'broken.docx', corruptDocx, 422, DAMAGED],
    ['an empty text file', 'empty.txt', async () => Buffer.alloc(0), 422, /No text could be found/],
  ];

  it.each(cases)('%s -> %s', async (_label, name, make, status, detail) => {
    const before = await Upload.countDocuments();
    const res = await upload(t, teacher, name, await make());
    expect(res.status).toBe(status);
    expect(Object.keys(res.body)).toEqual(['detail']);
    if (typeof detail === 'string') expect(res.body.detail).toBe(detail);
    else expect(res.body.detail).toMatch(detail);
    expect(await Upload.countDocuments()).toBe(before);
  });

  it('answers 413 for a file over 10 MB', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    const res = await upload(t, teacher, 'huge.txt', big).catch((err: { response?: unknown }) => err.response as never);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'Please upload files smaller than 10MB.' });
  });

  it('answers 400 when no file is sent', async () => {
    const res = await t.http.post('/api/upload').set('Authorization', teacher.auth).field('note', 'no file here');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'No file uploaded. Send the file in the form field "file".' });
  });

  it('answers 401 without a bearer token and stores nothing', async () => {
    const before = await Upload.countDocuments();
    const res = await t.http.post('/api/upload').attach('file', Buffer.from('text'), 'anon.txt');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Not authenticated' });
    expect(await Upload.countDocuments()).toBe(before);
  });
});

async function ownerId(u: TestUser) {
  const doc = await User.findOne({ email: u.email }).lean();
  return doc!._id;
}
