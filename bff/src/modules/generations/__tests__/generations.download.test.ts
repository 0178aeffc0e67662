import JSZip from 'jszip';
import mammoth from 'mammoth';
import type { GeneratedDocument } from '@lessonloom/contracts';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { activeUser, download, postGenerate, type TestUser } from './helpers';

// Extraction, rendering and GridFS share two cores with the rest of the suite; jest's default 5 s is too tight.
jest.setTimeout(60_000);

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let withKey: {
  id: string;
  content: GeneratedDocument;
  docx_url: string;
  pdf_url: string;
  answer_key_docx_url: string;
  answer_key_pdf_url: string;
};
let withoutKey: { id: string; docx_url: string };
beforeAll(async () => {
  t = await startTestApp();
  [owner, stranger] = await Promise.all([activeUser(t), activeUser(t)]);
  const a = await postGenerate(t, owner, {
    kind: 'test',
    num_questions: '5',
    topic: 'Ancient Greece — Αθήνα and Σπάρτη',
  });
  const b = await postGenerate(t, owner, { kind: 'review_sheet', include_answer_key: 'false', topic: 'Weather' });
  expect([a.status, b.status]).toEqual([200, 200]);
  withKey = a.body;
  withoutKey = b.body;
});
afterAll(() => t.close());

function firstQuestion(doc: GeneratedDocument) {
  const q = doc.sections.flatMap((s) => s.blocks).find((b) => b.type === 'question');
  if (!q || q.type !== 'question') throw new Error('the test document has no question');
  return q;
}

async function docxText(data: Buffer) {
  return (await mammoth.extractRawText({ buffer: data })).value;
}

describe('GET /api/generations/:id/download/:format', () => {
  it.each([
    ['docx', DOCX, 'Ancient Greece — Αθήνα and Σπάρτη - Test.docx'],
    ['pdf', 'application/pdf', 'Ancient Greece — Αθήνα and Σπάρτη - Test.pdf'],
    ['key-docx', DOCX, 'Ancient Greece — Αθήνα and Σπάρτη - Test - Answer key.docx'],
    ['key-pdf', 'application/pdf', 'Ancient Greece — Αθήνα and Σπάρτη - Test - Answer key.pdf'],
  ])('%s: the owner gets the file as %s named %s', async (format, type, name) => {
    const url = `/api/generations/${withKey.id}/download/${format}`;
    const res = await download(t, owner, url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    // RFC 6266: the name in UTF-8 (Greek kept) and an ASCII fallback for old clients
    const disposition = res.headers['content-disposition'];
    const star = /filename\*=UTF-8''([^;]+)$/.exec(disposition)![1];
    expect(decodeURIComponent(star)).toBe(name);
    expect(disposition).toMatch(/^attachment; filename="Ancient Greece - and - Test[^"]*"; filename\*=/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.body as Buffer;
    expect(Number(res.headers['content-length'])).toBe(body.length);
    if (type === DOCX) {
      expect(body.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
      expect(Object.keys((await JSZip.loadAsync(body)).files)).toContain('word/document.xml');
    } else {
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('serves the student copy and the key that belong to this generation', async () => {
    const q = firstQuestion(withKey.content);
    const student = await docxText((await download(t, owner, withKey.docx_url)).body);
    const key = await docxText((await download(t, owner, withKey.answer_key_docx_url)).body);
    expect(student).toContain(withKey.content.title);
    expect(student).toContain(q.prompt);
    expect(key).toContain(q.answer);
  });

  it('answers 401 without a token', async () => {
    const res = await download(t, null, withKey.pdf_url);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body.toString())).toEqual({ detail: 'Not authenticated' });
  });

  it('answers another user 404, the same as for a file that does not exist', async () => {
    for (const url of [withKey.docx_url, withKey.pdf_url, withKey.answer_key_docx_url, withKey.answer_key_pdf_url]) {
      const res = await download(t, stranger, url);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body.toString())).toEqual({ detail: 'Not found' });
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });

  it.each([
    ['a key that was not made', () => `/api/generations/${withoutKey.id}/download/key-pdf`],
    ['an unknown format', () => `/api/generations/${withKey.id}/download/exe`],
    ['a malformed id', () => '/api/generations/12345/download/docx'],
    ['an id that does not exist', () => '/api/generations/0123456789abcdef01234567/download/docx'],
  ])('answers 404 for %s', async (_label, url) => {
    const res = await download(t, owner, url());
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString())).toEqual({ detail: 'Not found' });
  });

  it('serves a diagram drawn as an image in both the DOCX and the PDF', async () => {
    expect(t.deps.rasterizer.available).toBe(true); // CI installs Debian's chromium
    const made = await postGenerate(t, owner, { kind: 'diagram', worksheet_style: 'cycle', topic: 'The water cycle' });
    expect(made.status).toBe(200);
    const docx = await JSZip.loadAsync((await download(t, owner, made.body.docx_url)).body);
    expect(Object.keys(docx.files).some((f) => /^word\/media\/.+\.png$/.test(f))).toBe(true);
    const pdf = (await download(t, owner, made.body.pdf_url)).body as Buffer;
    expect(pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  }, 60_000);

  it('still serves the student copy of a generation without a key', async () => {
    const res = await download(t, owner, withoutKey.docx_url);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Weather - Review Sheet.docx"; filename*=UTF-8''Weather%20-%20Review%20Sheet.docx`,
    );
  });
});
