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

/** mammoth needs ~0.3 ms of CPU per KB once warm (more in a fresh worker); Word writes 3–10 bytes
 * of XML per character of text, so 2 MB already holds about a budget's worth. */
export const MAMMOTH_MAX_XML_BYTES = 2 * 1024 * 1024;

export async function extractDocx(data: Uint8Array, budget: number): Promise<BudgetedText> {
  const part = await findDocumentXml(data);
  if (part.entry.uncompressedSize > MAMMOTH_MAX_XML_BYTES) return streamWordText(part, budget);
  let raw = '';
  try {
    // The model is read here; the empty document handed back leaves mammoth's HTML step no work.
    await mammoth.convertToHtml(
      { buffer: Buffer.from(data.buffer, data.byteOffset, data.byteLength) },
      {
        transformDocument: (document: WordElement) => {
          raw = wordText(document);
          return { ...document, children: [] };
        },
      },
    );
  } catch (err) {
    throw damagedError(err);
  }
  return { ...fitBudget(raw, budget), marks: await readMarks(part) };
}

async function readMarks(part: WordPart): Promise<SourceMarks | undefined> {
  try {
    return wordMarks(parseXml(await readEntry(part)));
  } catch {
    return undefined; // the text is what matters; marks only sharpen the reading
  }
}
