// How close a reading is to the text that was scanned: character and word error rates (edit distance over
// the true length), after the differences no reader cares about are evened out (curly or straight quotes,
// dash kinds, ligatures, spacing and line breaks). Used by the OCR tests and `npm run bench extraction`.

export function normalizeForComparison(text: string): string {
  return text
    .normalize('NFKC') // ligatures (ﬁ) and full-width forms
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″]/g, '"')
    .replace(/[‐‑‒–—―]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Levenshtein distance, computed only within `band` of the diagonal and the band doubled until the
 * distance fits in it (then it is exact): a page of text read well costs O(errors × length), not
 * O(length²), which matters for whole documents of 20,000 characters.
 */
export function editDistance<T>(a: ArrayLike<T>, b: ArrayLike<T>): number {
  for (let band = Math.max(32, Math.abs(a.length - b.length)); ; band *= 2) {
    const d = bandedDistance(a, b, band);
    if (d <= band) return d;
  }
}

function bandedDistance<T>(a: ArrayLike<T>, b: ArrayLike<T>, band: number): number {
  const n = a.length;
  const m = b.length;
  const far = band + 1; // stands for "more than the band"
  let prev = new Int32Array(m + 1).fill(far);
  let row = new Int32Array(m + 1).fill(far);
  for (let j = 0; j <= Math.min(m, band); j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    const from = Math.max(1, i - band);
    const to = Math.min(m, i + band);
    row.fill(far, Math.max(0, from - 1), Math.min(m, to + 1) + 1);
    if (from === 1) row[0] = i <= band ? i : far;
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost, far);
    }
    [prev, row] = [row, prev];
  }
  return prev[m];
}

export interface ErrorRates {
  /** Character error rate: edits per character of the true text. */
  cer: number;
  /** Word error rate: word edits per word of the true text. */
  wer: number;
  words: number;
}

export function errorRates(truth: string, read: string): ErrorRates {
  const a = normalizeForComparison(truth);
  const b = normalizeForComparison(read);
  const wordsA = a.split(' ').filter(Boolean);
  const wordsB = b.split(' ').filter(Boolean);
  return {
    cer: a.length ? editDistance(a, b) / a.length : 0,
    wer: wordsA.length ? editDistance(wordsA, wordsB) / wordsA.length : 0,
    words: wordsA.length,
  };
}

/** 1 − word error rate, at least 0. */
export const wordAccuracy = (truth: string, read: string): number => Math.max(0, 1 - errorRates(truth, read).wer);
