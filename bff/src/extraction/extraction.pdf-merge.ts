// Page batches of one pdf arrive from several threads in any order. They are fed to the budget
// in page order, so the text (and where the budget cuts it) is the same as one thread would give.
import { TextCollector, type BudgetedText } from './extraction.budget';

export class PageMerger {
  private readonly text: TextCollector;
  private readonly pending = new Map<number, string[]>();
  private nextPage = 1;

  constructor(budget: number) {
    this.text = new TextCollector(budget);
  }

  /** True once the pages so far, in order, fill the budget: nothing more is needed. */
  get full(): boolean {
    return this.text.full;
  }

  /** The texts of pages first, first + 1, …; an empty list is a batch past the last page. */
  add(first: number, texts: string[]): void {
    if (texts.length > 0) this.pending.set(first, texts);
    for (let batch = this.pending.get(this.nextPage); batch; batch = this.pending.get(this.nextPage)) {
      this.pending.delete(this.nextPage);
      this.nextPage += batch.length;
      for (const page of batch) this.text.add(`${page}\n\n`);
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
