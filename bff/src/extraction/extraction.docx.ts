// Word text. mammoth (the faithful reader) for ordinary documents, list numbers kept (extraction.docx-text.ts); for a word/document.xml
// larger than MAMMOTH_MAX_XML_BYTES (about a budget's worth of text or more), the streaming
// scanner in extraction.docx-stream.ts reads only as far as the budget. Both run only after the
// zip guard has vetted the archive, inside the capped worker.
import mammoth from 'mammoth';
import { damagedError } from './extraction.errors';
import { fitBudget, type BudgetedText } from './extraction.budget';
import { findDocumentXml, readEntry, streamWordText, type WordPart } from './extraction.docx-stream';
import { wordMarks } from './extraction.marks';
import { wordText, type WordElement } from './extraction.docx-text';
import { parseXml } from './extraction.xml';
import type { SourceMarks } from '../content';
import { PictureCollector } from './extraction.ocr-pictures';

/** mammoth needs ~0.3 ms of CPU per KB once warm (more in a fresh worker); Word writes 3–10 bytes
 * of XML per character of text, so 2 MB already holds about a budget's worth. */
export const MAMMOTH_MAX_XML_BYTES = 2 * 1024 * 1024;

/**
 * `maxPictures` > 0: pictures in the text are handed back (up to that many) with marks where they sit,
 * for OCR. The streaming path (a document of a budget's worth of text or more) reads no pictures.
 */
export async function extractDocx(data: Uint8Array, budget: number, maxPictures = 0): Promise<BudgetedText> {
  const part = await findDocumentXml(data);
  if (part.entry.uncompressedSize > MAMMOTH_MAX_XML_BYTES) return streamWordText(part, budget);
  let raw = '';
  const images: WordElement[] = [];
  try {
    // The model is read here; the empty document handed back leaves mammoth's HTML step no work.
    await mammoth.convertToHtml(
      { buffer: Buffer.from(data.buffer, data.byteOffset, data.byteLength) },
      {
        transformDocument: (document: WordElement) => {
          raw = wordText(document, (image) => (maxPictures > 0 ? `\0image${images.push(image) - 1}\0` : ''));
          return { ...document, children: [] };
        },
      },
    );
  } catch (err) {
    throw damagedError(err);
  }
  const pictures = new PictureCollector(maxPictures);
  const marks: string[] = [];
  for (const image of images) {
    const bytes = await image.readAsArrayBuffer?.().catch(() => undefined);
    marks.push(bytes ? pictures.add(new Uint8Array(bytes)) : '');
  }
  // Placeholders (NUL, which real text never keeps) become the marks of the pictures to read.
  raw = raw.replace(/\0image(\d+)\0/g, (_, i: string) => marks[Number(i)] ?? '');
  return {
    ...fitBudget(raw, budget),
    marks: await readMarks(part),
    ...(pictures.wanted ? { pictures: pictures.pictures } : {}),
  };
}

async function readMarks(part: WordPart): Promise<SourceMarks | undefined> {
  try {
    return wordMarks(parseXml(await readEntry(part)));
  } catch {
    return undefined; // the text is what matters; marks only sharpen the reading
  }
}
