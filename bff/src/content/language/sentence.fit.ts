// Which of the text's sentences (or of their shorter versions) a class of the asked grade should read,
// measured rather than guessed: each sentence's Flesch-Kincaid grade and its share of words outside
// the Dale-Chall list of familiar words (readability/reading-level.ts).
import { sentenceFit } from '../readability';
import type { GradeFit } from '../readability/grade.band';
import { termPattern } from './term-pattern';
import { simplerVersions } from './sentence.simplify';
import { standsAlone } from './sentences';

export interface Presented {
  /** What the student reads: the text's sentence, or a shorter version of it (deletion only). */
  text: string;
  /** True when `text` is not the sentence word for word (so it is never printed in quotation marks). */
  simplified: boolean;
  /** Distance from the asked grade; lower is a better fit. 0 when no grade was asked. */
  misfit: number;
}

/**
 * How far a sentence is from what the class should read: grades away from the target (Flesch-Kincaid),
 * for grades 8 and below words beyond the band's sentence length (a short sentence of long words can
 * pass Flesch-Kincaid and still be too long a line), and for grades 5 and below unfamiliar words. Above the target counts fully; below it half, since an
 * upper-grade class loses less from a plain sentence than a young class from a dense one.
 */
export function misfit(text: string, fit: GradeFit): number {
  const m = sentenceFit(text);
  const off = m.grade - fit.target;
  const grade = off > 0 ? off : -off / 2;
  // Grades 9–12 read the text's fuller sentences; below that, words beyond the band's length count too.
  const length = fit.simplify ? Math.max(0, m.words - fit.maxWords) / 3 : 0;
  const words = fit.target <= 5 ? m.unfamiliar * 10 : 0;
  return grade + length + words;
}

/**
 * The version of the text's sentence to show: unchanged when no grade was asked or the band reads
 * the text's own sentences (9–12); otherwise the best-fitting of the sentence and its shorter
 * versions that still stand alone and (when given) still contain `term`.
 */
export function present(sentence: string, fit: GradeFit | null, term?: string): Presented {
  if (!fit) return { text: sentence, simplified: false, misfit: 0 };
  const own = { text: sentence, simplified: false, misfit: misfit(sentence, fit) };
  if (!fit.simplify) return own;
  let best = own;
  for (const v of simplerVersions(sentence)) {
    if (!standsAlone(v) || (term && !termPattern(term).test(v))) continue;
    const score = misfit(v, fit);
    if (score < best.misfit) best = { text: v, simplified: true, misfit: score };
  }
  return best;
}
