import { PageMerger } from '../extraction.pdf-merge';
import { defaultPdfThreads } from '../extraction.pdf-run';
import { BatchPlan, pagesStillNeeded } from '../extraction.pdf-plan';

describe('merging pdf page batches from several threads', () => {
  it('feeds pages to the budget in page order, whatever order the batches arrive in', () => {
    const merger = new PageMerger(1000);
    merger.add(5, ['five', 'six']);
    merger.add(9, ['nine']);
    merger.add(1, ['one', 'two', 'three', 'four']);
    merger.add(7, ['seven', 'eight']);
    expect(merger.finish()).toEqual({
      text: 'one\n\ntwo\n\nthree\n\nfour\n\nfive\n\nsix\n\nseven\n\neight\n\nnine',
      truncated: false,
    });
  });

  it('is full only once the pages in order fill the budget, and cuts there exactly', () => {
    const merger = new PageMerger(25);
    merger.add(3, ['c'.repeat(40)]); // later pages alone never count
    expect(merger.full).toBe(false);
    merger.add(1, ['a'.repeat(10), 'b'.repeat(10)]); // 24 characters with the page breaks
    expect(merger.full).toBe(true);
    expect(merger.finish()).toEqual({ text: `${'a'.repeat(10)}\n\n${'b'.repeat(10)}\n\nc`, truncated: true });
  });

  it('ignores empty batches past the last page, and refuses to finish with a page missing', () => {
    const complete = new PageMerger(100);
    complete.add(5, []);
    complete.add(1, ['only page']);
    expect(complete.finish()).toEqual({ text: 'only page', truncated: false });

    const gap = new PageMerger(100);
    gap.add(1, ['one']);
    gap.add(3, ['three']);
    expect(() => gap.finish()).toThrow('page 2 never arrived');
  });
});

describe('guessing how many pdf pages are still needed', () => {
  it('divides the characters still wanted by the characters per page so far', () => {
    expect(pagesStillNeeded(200_000, 4 * 2900, 4, 5000)).toBe(65);
  });

  it('never guesses beyond the last page', () => {
    expect(pagesStillNeeded(200_000, 4 * 2900, 4, 30)).toBe(26);
    expect(pagesStillNeeded(200_000, 2900, 4, 2)).toBeLessThanOrEqual(0);
  });

  it('assumes every page left is needed while no text has been found', () => {
    expect(pagesStillNeeded(200_000, 0, 4, 300)).toBe(296);
  });
});

describe('threads for a pdf by default', () => {
  it('uses a second thread only while a core is idle', () => {
    expect(defaultPdfThreads(0.2, 2)).toBe(2);
    expect(defaultPdfThreads(1.2, 2)).toBe(2);
    expect(defaultPdfThreads(1.5, 2)).toBe(1);
    expect(defaultPdfThreads(14, 2)).toBe(1);
    expect(defaultPdfThreads(6, 8)).toBe(2);
  });
});

describe('handing out pdf page batches', () => {
  const page = (chars: number) => 'x'.repeat(chars);
  const pages = (count: number, chars: number) => Array.from({ length: count }, () => page(chars));

  it('hands out batches of 4 pages in order until the last page, then finishes', () => {
    const plan = new BatchPlan(1_000_000);
    expect([plan.next(), plan.next()]).toEqual([
      { first: 1, last: 4 },
      { first: 5, last: 8 },
    ]);
    plan.done(5, 6, pages(2, 10));
    plan.done(1, 6, pages(4, 10));
    expect(plan.next()).toBeUndefined();
    expect(plan.finished).toBe(true);
    expect(plan.result().text).toBe(pages(6, 10).join('\n\n'));
  });

  it('does not let a fast thread read far beyond the page the budget should fill at', () => {
    const plan = new BatchPlan(10_000); // 1,000 characters a page: about 10 pages needed
    const slow = plan.next()!; // pages 1-4, held by the slow thread
    const fast = [plan.next()!]; // pages 5-8
    plan.done(fast[0].first, 500, pages(4, 1000));
    for (let batch = plan.next(); batch; batch = plan.next()) {
      fast.push(batch);
      plan.done(batch.first, 500, pages(4, 1000));
    }
    const lastHandedOut = fast[fast.length - 1].last;
    expect(lastHandedOut).toBeGreaterThanOrEqual(12);
    expect(lastHandedOut).toBeLessThanOrEqual(16);
    expect(plan.finished).toBe(false); // pages 1-4 are still out
    plan.done(slow.first, 500, pages(4, 1000));
    expect(plan.finished).toBe(true);
    expect(plan.result()).toMatchObject({ truncated: true });
    expect(plan.result().text).toHaveLength(10_000);
  });

  it('keeps handing out batches while no text has turned up, and when nothing is out', () => {
    const plan = new BatchPlan(10_000);
    const first = plan.next()!;
    plan.done(first.first, 500, pages(4, 0));
    expect(plan.next()).toEqual({ first: 5, last: 8 });
    expect(plan.next()).toEqual({ first: 9, last: 12 });
  });
});
