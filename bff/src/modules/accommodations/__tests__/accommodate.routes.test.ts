import JSZip from 'jszip';
import type { Block, GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { activeUser, download, postGenerate, upload, type TestUser } from '../../generations/__tests__/helpers';
import { TEXT } from '../../question-bank/__tests__/qb-helpers';

// Two documents render (original and accommodated copy), four files each, on two shared cores.
jest.setTimeout(120_000);

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let quiz: { id: string; content: GeneratedDocument };

beforeAll(async () => {
  t = await startTestApp();
  [alice, bob] = await Promise.all([activeUser(t), activeUser(t)]);
  await upload(t, alice, 'photosynthesis.txt', Buffer.from(TEXT));
  const made = await postGenerate(t, alice, {
    kind: 'quiz',
    source_filename: 'photosynthesis.txt',
    num_questions: '8',
    difficulty: 'easy',
  });
  expect(made.status).toBe(200);
  quiz = made.body;
});
afterAll(() => t.close());

const accommodate = (user: TestUser | null, id: string, font?: string) => {
  const req = t.http.post(`/api/generations/${id}/accommodate`);
  if (user) req.set('Authorization', user.auth);
  if (font) req.field('font', font);
  return req;
};
const questions = (doc: GeneratedDocument) =>
  doc.sections.flatMap((s) => s.blocks.filter((b: Block): b is QuestionBlock => b.type === 'question'));
const letter = (q: QuestionBlock) => (q.options ? 'ABCDEFGH'[q.options.indexOf(q.answer)] : q.answer);

describe('POST /api/generations/{id}/accommodate', () => {
  let made: {
    id: string;
    content: GeneratedDocument;
    settings: Record<string, unknown>;
    reading_level: { original: number; accommodated: number };
    docx_url: string;
    pdf_url: string;
    answer_key_pdf_url: string;
    answer_key_docx_url: string;
  };

  beforeAll(async () => {
    const res = await accommodate(alice, quiz.id, 'atkinson');
    expect(res.status).toBe(201);
    made = res.body;
  });

  it('creates a linked generation in the history with its own files and key', async () => {
    expect(made.id).not.toBe(quiz.id);
    expect(made.settings).toMatchObject({ accommodation_of: quiz.id });
    const history = await t.http.get('/api/generations').set('Authorization', alice.auth);
    expect(history.body.map((g: { id: string }) => g.id)).toContain(made.id);
    for (const url of [made.docx_url, made.pdf_url, made.answer_key_docx_url, made.answer_key_pdf_url]) {
      const file = await download(t, alice, url);
      expect(file.status).toBe(200);
    }
  });

  it("keeps the original's items, order and key (letters kept where the right answer was A–C)", () => {
    const a = questions(quiz.content);
    const b = questions(made.content);
    expect(b.map((q) => q.number)).toEqual(a.map((q) => q.number));
    a.forEach((q, i) => {
      const r = b[i];
      expect(r.question_type).toBe(q.question_type);
      if (q.question_type !== 'multiple_choice') return expect(r.answer).toBe(q.answer);
      expect(r.options!.length).toBeLessThanOrEqual(3);
      expect(r.options).toContain(r.answer);
      const was = q.options!.indexOf(q.answer);
      expect(r.options!.indexOf(r.answer)).toBe(Math.min(was, 2));
      if (was < 3) expect(letter(r)).toBe(letter(q));
    });
  });

  it('reports the measured reading levels and never a harder one', () => {
    expect(typeof made.reading_level.original).toBe('number');
    expect(made.reading_level.accommodated).toBeLessThanOrEqual(made.reading_level.original);
  });

  it('prints large (no run under 14 pt, 1.5 line spacing) with Atkinson Hyperlegible embedded', async () => {
    const docx = await JSZip.loadAsync((await download(t, alice, made.docx_url)).body);
    const body = await docx.file('word/document.xml')!.async('string');
    const sizes = [...body.matchAll(/<w:sz w:val="(\d+)"\/>/g)].map((m) => Number(m[1]));
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(28);
    const styles = await docx.file('word/styles.xml')!.async('string');
    expect(styles).toMatch(/w:line="360"/);
    expect(styles).toContain('Atkinson Hyperlegible');
    const fontTable = await docx.file('word/fontTable.xml')!.async('string');
    expect(fontTable).toMatch(/Atkinson Hyperlegible[\s\S]*w:embedRegular/);
    const pdf = (await download(t, alice, made.pdf_url)).body.toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+AtkinsonHyperlegible-Regular/);
  });

  it('is owner only, refuses documents without questions, and checks the font', async () => {
    expect((await accommodate(bob, quiz.id)).status).toBe(404);
    expect((await accommodate(null, quiz.id)).status).toBe(401);
    const bad = await accommodate(alice, quiz.id, 'comic-sans');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^font: /);
    const again = await accommodate(alice, made.id);
    expect(again.status).toBe(422);
    expect(again.body.detail).toBe('This is already an accommodated version; make another from the original.');
  });
});
