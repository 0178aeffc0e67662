// Page batches of one pdf arrive from several threads in any order. They are fed to the budget
// in page order, so the text (and where the budget cuts it) is the same as one thread would give.
import { TextCollector, type BudgetedText } from './extraction.budget';

/** Reading for OCR: every page's text is kept, and reading stops at the `emptyLimit`-th page without text. */
export interface PageKeeping {
  emptyLimit: number;
}

/** A page whose text layer has fewer letters than this is a scan (a copier's stamp is not its text). */
export const SCANNED_PAGE_MAX_LETTERS = 40;

export const isTextless = (page: string): boolean => (page.match(/\p{L}/gu)?.length ?? 0) < SCANNED_PAGE_MAX_LETTERS;

export class PageMerger {
  private readonly text: TextCollector;
  private readonly pending = new Map<number, string[]>();
  private nextPage = 1;
  private textless = 0;
  /** Every page's text in page order, when keeping pages for OCR. */
  readonly pages: string[] | undefined;

  constructor(
    budget: number,
    private readonly keep?: PageKeeping,
  ) {
    this.text = new TextCollector(budget);
    if (keep) this.pages = [];
  }

  /** True once the pages so far, in order, fill the budget (or hold enough pages to scan): nothing more is needed. */
  get full(): boolean {
    return this.text.full || (!!this.keep && this.textless >= this.keep.emptyLimit);
  }

  /** The texts of pages first, first + 1, …; an empty list is a batch past the last page. */
  add(first: number, texts: string[]): void {
    if (texts.length > 0) this.pending.set(first, texts);
    for (let batch = this.pending.get(this.nextPage); batch; batch = this.pending.get(this.nextPage)) {
      this.pending.delete(this.nextPage);
      this.nextPage += batch.length;
      for (const page of batch) {
        if (this.full) break;
        this.text.add(`${page}\n\n`);
        this.pages?.push(page);
        if (this.pages && isTextless(page)) this.textless++;
      }
    }
  }

  /** Call once every batch up to the last page has arrived (or the budget is full). */
  finish(): BudgetedText {
    if (this.pending.size > 0 && !this.full) {
      throw new Error(`pdf pages missing: page ${this.nextPage} never arrived`);
    }
    return this.text.finish();
  }
}
