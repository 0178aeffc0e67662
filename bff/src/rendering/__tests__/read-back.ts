// Reads rendered files back as text the way a reviewer would check them: mammoth for DOCX, pdf-parse for PDF.
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { Worker } from 'node:worker_threads';
import type { Block, GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';

/** Whitespace and blank lengths differ between formats; compare on words. */
export function norm(text: string): string {
  return text.replace(/_{3,}/g, '___').replace(/\s+/g, ' ').trim();
}

export async function docxText(buf: Buffer): Promise<string> {
  return norm((await mammoth.extractRawText({ buffer: buf })).value);
}

// pdf.js loads its worker with a dynamic import(), which jest's VM refuses; so pdf-parse runs in one
// long-lived worker thread (outside jest's module system) that answers every request of the test file.
const PDF_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFParse } = require(workerData.pdfParse);
parentPort.on('message', async ({ id, data }) => {
  const parser = new PDFParse({ data });
  try {
    const result = await parser.getText();
    parentPort.postMessage({ id, pages: result.pages.map((p) => p.text) });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message || err) });
  } finally {
    await parser.destroy();
  }
});`;

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (p: string[]) => void; reject: (e: Error) => void }>();

function pdfWorker(): Worker {
  if (!worker) {
    worker = new Worker(PDF_WORKER, { eval: true, workerData: { pdfParse: require.resolve('pdf-parse') } });
    worker.unref();
    worker.on('message', (m: { id: number; pages?: string[]; error?: string }) => {
      const w = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.error) w?.reject(new Error(m.error));
      else w?.resolve(m.pages ?? []);
    });
  }
  return worker;
}

export async function closeReaders(): Promise<void> {
  const w = worker;
  worker = undefined;
  if (w) await w.terminate();
}

export async function pdfPages(buf: Buffer): Promise<string[]> {
  const id = ++nextId;
  const pages = await new Promise<string[]>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    pdfWorker().postMessage({ id, data: new Uint8Array(buf) });
  });
  return pages.map(norm);
}

export async function pdfText(buf: Buffer): Promise<string> {
  return (await pdfPages(buf)).join(' ');
}

export async function docxEntries(buf: Buffer): Promise<string[]> {
  return Object.keys((await JSZip.loadAsync(buf)).files);
}

export async function docxXml(buf: Buffer, path = 'word/document.xml'): Promise<string> {
  const file = (await JSZip.loadAsync(buf)).file(path);
  return file ? file.async('string') : '';
}

export function blocks(doc: GeneratedDocument): Block[] {
  return doc.sections.flatMap((s) => s.blocks);
}

export function questions(doc: GeneratedDocument): QuestionBlock[] {
  return blocks(doc).filter((b): b is QuestionBlock => b.type === 'question');
}

/** Every piece of text a student must see. */
export function studentTexts(doc: GeneratedDocument): string[] {
  const out: string[] = [];
  for (const b of blocks(doc)) {
    if (b.type === 'question') out.push(b.prompt, ...(b.options ?? []));
    if (b.type === 'matching') out.push(...b.left, ...b.right);
    if (b.type === 'word_search') out.push(...b.words);
    if (b.type === 'crossword') out.push(...b.entries.map((e) => e.clue));
    if (b.type === 'vocabulary') out.push(...b.entries.flatMap((e) => [e.term, e.definition]));
    if (b.type === 'table') out.push(...b.columns, ...b.rows.flat().filter(Boolean));
    if (b.type === 'paragraph') out.push(b.text);
    if (b.type === 'list') out.push(...b.items);
    if (b.type === 'word_bank') out.push(...b.words);
    if (b.type === 'diagram') out.push(b.caption);
  }
  return out.map(norm);
}

/** Every answer the key must give, in the words the key uses. */
export function keyTexts(doc: GeneratedDocument): string[] {
  const out: string[] = [];
  for (const b of blocks(doc)) {
    if (b.type === 'question') {
      out.push(b.answer);
      if (b.source_passage) out.push(b.source_passage);
      if (b.explanation) out.push(b.explanation);
    }
    if (b.type === 'matching')
      b.answers.forEach((j, i) => out.push(`${b.left[i]} Answer: ${String.fromCharCode(65 + j)}. ${b.right[j]}`));
    if (b.type === 'crossword') out.push(...b.entries.map((e) => e.answer.toUpperCase()));
    if (b.type === 'word_search')
      out.push(...b.placements.map((p) => `${p.word}: starts at row ${p.row + 1}, column ${p.col + 1}`));
  }
  return out.map(norm);
}

/** Long free-text answers that appear nowhere else in the student copy's content: they must not leak into it. */
export function secretAnswers(doc: GeneratedDocument): string[] {
  const visible = studentTexts(doc).join(' ').toLowerCase();
  return questions(doc)
    .filter((q) => q.question_type !== 'multiple_choice' && q.question_type !== 'true_false' && q.answer.length > 12)
    .map((q) => norm(q.answer))
    .filter((a) => !visible.includes(a.toLowerCase()));
}

export function missing(text: string, expected: string[]): string[] {
  return expected.filter((e) => !text.includes(e));
}
