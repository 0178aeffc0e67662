// PDF text with pdf-parse v2 (pdf.js), inside an extraction thread. The thread opens the file once
// and then reads the page batches extraction.pdf-run.ts hands it, so a 5,000-page PDF stops at the
// character budget instead of costing ~30 s. Text comes from per-page results, so pdf-parse's
// '-- 1 of 3 --' page markers never appear.
import { PDFParse } from 'pdf-parse';
import { EXTRACTION_MESSAGES, ExtractionError, damagedError } from './extraction.errors';

export interface PdfPages {
  /** The document's page count. */
  total: number;
  /** One string per page read, in page order; fewer than asked at the end of the document. */
  texts: string[];
}

/** One open document: pdf.js parses the file on the first read and keeps it for the later ones. */
export class PdfReader {
  // `data` only: a URL would let an upload make the server fetch things. No eval of font programs.
  private readonly parser: PDFParse;

  constructor(data: Uint8Array) {
    this.parser = new PDFParse({ data, isEvalSupported: false });
  }

  /** Frees the document (a kept thread reads another file next). */
  async destroy(): Promise<void> {
    await this.parser.destroy().catch(() => undefined);
  }

  /** The text of pages first..last (1-based, inclusive). */
  async read(first: number, last: number): Promise<PdfPages> {
    try {
      const result = await this.parser.getText({ first, last, pageJoiner: '' });
      return { total: result.total, texts: result.pages.map((page) => page.text) };
    } catch (err) {
      throw pdfError(err);
    }
  }
}

export function pdfError(err: unknown): ExtractionError {
  if (err instanceof ExtractionError) return err;
  if (err instanceof Error && err.name === 'PasswordException') {
    return new ExtractionError(422, EXTRACTION_MESSAGES.password);
  }
  return damagedError(err);
}
