// Which page batch a pdf thread reads next, and when the job is done. Kept apart from the threads
// so the rules can be tested directly.
import type { BudgetedText } from './extraction.budget';
import { PageMerger, type PageKeeping } from './extraction.pdf-merge';

export const PAGES_PER_BATCH = 4;

/** A pdf's text layer: the budgeted text, the page count, and (when kept for OCR) each page's text. */
export interface PdfText extends BudgetedText {
  total: number;
  pages?: string[];
}

export interface PdfBatch {
  first: number;
  last: number;
}

export class BatchPlan {
  private readonly merger: PageMerger;
  private nextPage = 1;
  private total = Infinity; // until the first reply
  private charsRead = 0;
  private pagesRead = 0;
  /** Batches handed out and not yet back. */
  busy = 0;
  /** Batches given back unread (their thread was ended to free its slot), handed out first. */
  private readonly returned: PdfBatch[] = [];

  constructor(
    private readonly budget: number,
    keep?: PageKeeping,
  ) {
    this.merger = new PageMerger(budget, keep);
  }

  /** The next batch to read, or undefined when none should be read now. */
  next(): PdfBatch | undefined {
    if (this.merger.full) return undefined;
    const back = this.returned.shift();
    if (back) {
      this.busy++;
      return back;
    }
    if (this.nextPage > this.total || this.enoughHandedOut()) return undefined;
    const batch = { first: this.nextPage, last: this.nextPage + PAGES_PER_BATCH - 1 };
    this.nextPage += PAGES_PER_BATCH;
    this.busy++;
    return batch;
  }

  /** A batch came back: `texts` holds one string per page from `first` on. */
  done(first: number, total: number, texts: string[]): void {
    this.busy--;
    this.total = total;
    this.charsRead += texts.reduce((n, text) => n + text.length, 0);
    this.pagesRead += texts.length;
    this.merger.add(first, texts);
  }

  /** A batch that will not come back from its thread: the next thread to ask reads it. */
  giveBack(batch: PdfBatch): void {
    this.busy--;
    this.returned.push(batch);
  }

  /** True once the pages so far, in order, fill the budget. */
  get full(): boolean {
    return this.merger.full;
  }

  /** True once nothing more will be read: the budget is full, or nothing is out and next() gave nothing. */
  get finished(): boolean {
    return this.merger.full || this.busy === 0;
  }

  /** Pages still to read, guessed from the pages so far (see pagesStillNeeded). */
  get pagesNeeded(): number {
    return pagesStillNeeded(this.budget, this.charsRead, this.pagesRead, this.total);
  }

  result(): PdfText {
    return { ...this.merger.finish(), total: this.total, ...(this.merger.pages ? { pages: this.merger.pages } : {}) };
  }

  // A fast thread must not run far ahead of a slow one that holds an earlier batch: beyond the page
  // where the budget is expected to fill (with 15 % to spare) it waits until the batches are back.
  private enoughHandedOut(): boolean {
    return this.busy > 0 && this.nextPage - 1 >= this.pagesRead + 1.15 * this.pagesNeeded;
  }
}

/**
 * Pages left to read, guessed from the characters per page so far (raw text, which tidying only
 * shrinks, so the guess errs low). With no text yet, every page left may be needed.
 */
export function pagesStillNeeded(budget: number, charsRead: number, pagesRead: number, total: number): number {
  const left = total - pagesRead;
  if (charsRead === 0 || pagesRead === 0) return left;
  const perPage = charsRead / pagesRead;
  return Math.min(left, Math.ceil((budget - charsRead) / perPage));
}
