import type { SourceMarks } from '../content';
import type { DocumentPictures } from './extraction.ocr-pictures';
// The character budget: extractors stop reading once they hold enough raw text,
// then the text is tidied and cut so every format reports `chars` the same way.

export interface BudgetedText {
  text: string;
  truncated: boolean;
  /** Headings, title and emphasis the format showed (docx, pptx), for reading the source. */
  marks?: SourceMarks;
  /** Pictures to read by OCR (docx, pptx, when asked for), marked in `text` where they sit. */
  pictures?: DocumentPictures;
}

/**
 * Collects text pieces until the tidied text fills the budget, so extractors can stop reading.
 * Tidying only shrinks text, so it is measured only once the raw text could be enough.
 */
export class TextCollector {
  private parts: string[] = [];
  private length = 0;
  private nextCheck: number;
  private stopped = false;

  constructor(private readonly budget: number) {
    this.nextCheck = budget;
  }

  get full(): boolean {
    return this.stopped;
  }

  add(piece: string): void {
    if (this.stopped || !piece) return;
    this.parts.push(piece);
    this.length += piece.length;
    if (this.length < this.nextCheck) return;
    const joined = this.parts.join('');
    this.parts = [joined];
    // One character past the budget proves the text goes on beyond it.
    if (tidyText(joined).length > this.budget) this.stopped = true;
    else this.nextCheck = this.length + Math.max(1000, this.budget / 20);
  }

  finish(): BudgetedText {
    return fitBudget(this.parts.join(''), this.budget);
  }
}

export function tidyText(raw: string): string {
  return (
    raw
      .replace(/\r\n?/g, '\n')
      // Control characters (other than tab and newline) are noise from the source format.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f\ufeff]/g, '')
      .replace(/[ \t\u00a0]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

export function fitBudget(raw: string, budget: number, alreadyCut = false): BudgetedText {
  const text = tidyText(raw);
  if (text.length <= budget) return { text, truncated: alreadyCut };
  let end = budget;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--; // never split a surrogate pair
  return { text: text.slice(0, end), truncated: true };
}
