// The text of scanned pages as a reader wants it: paragraphs in reading order, one line each (list items
// keep their own lines), words broken by a hyphen at a line's end made whole again, a paragraph that a
// column or page break cut in two joined, and the running heads, footers and page numbers that repeat on
// every page left out. Also what the upload answer reports: words read and their mean confidence.
import { marginBand, readingOrder } from './extraction.ocr-layout';
import type { OcrLine, OcrPage, OcrParagraph } from './extraction.ocr-tsv';

/** Is this (lower-case) word a word of the language? Decides whether a line-end hyphen stays. */
export type WordCheck = (word: string) => boolean;

export interface OcrPagesText {
  /** One text per page; a paragraph that goes on from one page to the next is kept whole on the first. */
  texts: string[];
  /** Words kept, and their mean confidence (0–100). */
  words: number;
  confidence: number;
}

/**
 * `pieces` groups pages that follow each other in the file (by index into `pages`); a paragraph may
 * go on from one page to the next only within a piece. By default all pages are one piece.
 */
export function ocrPagesText(
  pages: OcrPage[],
  isWord: WordCheck,
  pieces: number[][] = [pages.map((_, i) => i)],
): OcrPagesText {
  const running = runningLines(pages);
  let words = 0;
  let confidenceSum = 0;
  const pageParagraphs = pages.map((page) => {
    const kept = page.paragraphs
      .map((p) => ({ ...p, lines: p.lines.filter((l) => !running.has(l) && !isNoise(l)) }))
      .filter((p) => p.lines.length > 0);
    const top = kept.filter((p) => marginBand(p, page.height) === 'top');
    const bottom = kept.filter((p) => marginBand(p, page.height) === 'bottom');
    const body = kept.filter((p) => !top.includes(p) && !bottom.includes(p));
    const ordered = [...readingOrder(top), ...readingOrder(body), ...readingOrder(bottom)];
    for (const p of ordered) {
      for (const line of p.lines) {
        words += line.words.length;
        confidenceSum += line.confidences.reduce((a, b) => a + b, 0);
      }
    }
    return ordered.map((p) => paragraphLines(p));
  });
  const joined: string[][] = pages.map(() => []);
  for (const piece of pieces) {
    const texts = joinAcrossBreaks(piece.map((i) => pageParagraphs[i]));
    piece.forEach((i, k) => (joined[i] = texts[k]));
  }
  const known = new Set<string>();
  for (const paragraphs of joined) for (const p of paragraphs) for (const w of p.split(/\s+/)) known.add(bare(w));
  const check: WordCheck = (w) => known.has(w) || isWord(w);
  const texts = joined.map((paragraphs) => decideHyphens(paragraphs.join('\n\n'), check));
  return { texts, words, confidence: words ? Math.round((confidenceSum / words) * 10) / 10 : 0 };
}

/** The lines of a paragraph as text, each joined to the next unless the next starts a list item. */
function paragraphLines(p: OcrParagraph): string[] {
  const out: string[] = [];
  for (const line of p.lines) {
    const text = line.words.join(' ');
    if (out.length && !LIST_ITEM.test(text)) out[out.length - 1] = joinLines(out[out.length - 1], text);
    else out.push(text);
  }
  return out;
}

const LIST_ITEM = /^(?:\d{1,3}[.)]|[a-z][.)]|[•●▪◦*–-])\s/;

/**
 * Pages of paragraphs (each a list of lines) to one text per page. A paragraph that does not end a
 * sentence and is followed by one starting in lower case was cut by a column or page break: the two
 * are joined, on the page where it started.
 */
function joinAcrossBreaks(pages: string[][][]): string[][] {
  const texts: string[][] = pages.map(() => []);
  let last: { page: number; at: number } | undefined;
  pages.forEach((paragraphs, page) => {
    for (const lines of paragraphs) {
      if (last && continues(texts[last.page][last.at], lines[0])) {
        const [first, ...rest] = lines;
        texts[last.page][last.at] = [joinLines(texts[last.page][last.at], first), ...rest].join('\n');
        continue;
      }
      texts[page].push(lines.join('\n'));
      last = { page, at: texts[page].length - 1 };
    }
  });
  return texts;
}

/** The paragraph before ends mid-sentence and this one starts with a lower-case word. */
function continues(before: string, next: string): boolean {
  return !/[.!?:;"”’)\]]$/.test(before.trimEnd()) && /^\p{Ll}/u.test(next);
}

// A line-end hyphen is decided once every word of the document is known (decideHyphens).
const PENDING_HYPHEN = '\u2060-\u2060';

/** Joins two lines of running text; a hyphen that ends the first is left for decideHyphens. */
export function joinLines(before: string, after: string): string {
  if (/\p{L}[-‐\u00ad]$/u.test(before) && /^\p{Ll}/u.test(after))
    return `${before.slice(0, -1)}${PENDING_HYPHEN}${after}`;
  return `${before} ${after}`;
}

/**
 * "encod-" + "ing" is "encoding" when that is a word (of the language or of this document) or when
 * "encod" is not one; "self-" + "reference" stays hyphenated because both halves are words and
 * "selfreference" is not.
 */
export function decideHyphens(text: string, isWord: WordCheck): string {
  return text.replace(/(\p{L}*)\u2060-\u2060(\p{L}*)/gu, (_, head: string, tail: string) =>
    keepHyphen(head, tail, isWord) ? `${head}-${tail}` : `${head}${tail}`,
  );
}

function keepHyphen(head: string, tail: string, isWord: WordCheck): boolean {
  const h = bare(head);
  const t = bare(tail);
  if (isWord(h + t)) return false;
  return isWord(h) && isWord(t);
}

const bare = (w: string) => w.toLocaleLowerCase('en-US').replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/** Specks read as text: a line with no letter or digit, or of one or two low-confidence marks. */
function isNoise(line: OcrLine): boolean {
  const text = line.words.join('');
  if (!/[\p{L}\p{N}]/u.test(text)) return true;
  const mean = line.confidences.reduce((a, b) => a + b, 0) / line.confidences.length;
  return text.length <= 2 && mean < 50;
}

/**
 * Lines in a page's top or bottom margin that are page numbers ("7", "- 7 -", "Page 7 of 12", "vii"),
 * or that repeat, digits aside, on at least half the pages (two at least): running heads and footers.
 */
export function runningLines(pages: OcrPage[]): Set<OcrLine> {
  const drop = new Set<OcrLine>();
  const seen = new Map<string, Array<{ page: number; line: OcrLine }>>();
  pages.forEach((page, index) => {
    for (const p of page.paragraphs) {
      for (const line of p.lines) {
        if (!marginBand(line, page.height)) continue;
        const text = line.words.join(' ');
        if (PAGE_NUMBER.test(text)) {
          drop.add(line);
          continue;
        }
        const key = text
          .toLocaleLowerCase('en-US')
          .replace(/\d+/g, '#')
          .replace(/[^\p{L}#]+/gu, '');
        if (key.length < 3) continue;
        const list = seen.get(key) ?? seen.set(key, []).get(key)!;
        list.push({ page: index, line });
      }
    }
  });
  const needed = Math.max(2, Math.ceil(pages.length / 2));
  for (const [key, list] of seen) {
    const similar = [...seen].filter(([other]) => other === key || closeEnough(key, other)).flatMap(([, l]) => l);
    if (new Set(similar.map((s) => s.page)).size >= needed) for (const s of list) drop.add(s.line);
  }
  return drop;
}

const PAGE_NUMBER = /^(?:page\s*)?[-–—|]?\s*(?:\d{1,4}|[ivxlc]{1,6})\s*[-–—|]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

/** Two running lines read with an OCR slip or two: edit distance within a tenth of the length. */
function closeEnough(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > Math.max(2, a.length / 10)) return false;
  return editDistance(a, b) <= Math.max(1, Math.floor(Math.max(a.length, b.length) / 10));
}

export function editDistance<T>(a: ArrayLike<T>, b: ArrayLike<T>): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = up;
    }
  }
  return row[b.length];
}
