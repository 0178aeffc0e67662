// PDF text with pdf-parse v2 (pdf.js). Pages are read a few at a time so a 2,000-page PDF stops
// at the character budget instead of costing ~30 s; the text is built from per-page results,
// so pdf-parse's '-- 1 of 3 --' page markers never appear.
import { PDFParse } from 'pdf-parse';
import { EXTRACTION_MESSAGES, ExtractionError, damagedError } from './extract.errors';
import { TextCollector, type BudgetedText } from './extract.budget';

const PAGES_PER_STEP = 4;

export async function extractPdf(data: Uint8Array, budget: number): Promise<BudgetedText> {
  // `data` only: a URL would let an upload make the server fetch things. No eval of font programs.
  const parser = new PDFParse({ data, isEvalSupported: false });
  const text = new TextCollector(budget);
  try {
    let total = Infinity;
    for (let first = 1; first <= total && !text.full; first += PAGES_PER_STEP) {
      const result = await parser.getText({ first, last: first + PAGES_PER_STEP - 1, pageJoiner: '' });
      total = result.total;
      for (const page of result.pages) text.add(`${page.text}\n\n`);
    }
  } catch (err) {
    throw pdfError(err);
  } finally {
    await parser.destroy().catch(() => undefined);
  }
  return text.finish();
}

function pdfError(err: unknown): ExtractionError {
  if (err instanceof ExtractionError) return err;
  if (err instanceof Error && err.name === 'PasswordException') {
    return new ExtractionError(422, EXTRACTION_MESSAGES.password);
  }
  return damagedError(err);
}
