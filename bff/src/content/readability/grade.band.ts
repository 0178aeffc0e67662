// The grade setting as the offline generator uses it: a target grade and the band it falls in
// (K–2, 3–5, 6–8, 9–12, the bands of state standards and of most readers' levelling), with what each
// band changes: how long a sentence a stem may be, whether the text's sentences are shortened, and
// the wording of instructions and question frames.
import { targetGrade } from './reading-level';

export type Band = 'k2' | '3-5' | '6-8' | '9-12';

export interface GradeFit {
  /** The grade asked for (0 = kindergarten); college reads as 12. */
  target: number;
  band: Band;
  /**
   * Sentence length (words) a stem should stay within. The limits are the ones the model prompt gives
   * (prompt/prompt.teaching.ts), so both generators write to the same measure.
   */
  maxWords: number;
  /** Shorten the text's sentences (drop asides, split joined clauses) before they become stems. */
  simplify: boolean;
}

export function gradeFit(gradeLevel: string | undefined): GradeFit | null {
  const g = targetGrade(gradeLevel);
  if (g === null) return null;
  const target = Math.min(12, g);
  const band: Band = target <= 2 ? 'k2' : target <= 5 ? '3-5' : target <= 8 ? '6-8' : '9-12';
  return { target, band, maxWords: { k2: 8, '3-5': 12, '6-8': 16, '9-12': 20 }[band], simplify: band !== '9-12' };
}

/** Younger readers get the frames a primary teacher would say; 6–8 and 9–12 keep the textbook frames. */
export const isYoung = (fit: GradeFit | null) => fit?.band === 'k2' || fit?.band === '3-5';

/** Words a band uses for what the frames call a "term": K–5 children are asked for a word. */
export const termWord = (fit: GradeFit | null) => (isYoung(fit) ? 'word' : 'term');

/** Instructions by band: the same request in fewer and shorter words for younger readers, when there are such. */
export const bandInstructions = (fit: GradeFit | null, upper: string, young?: string): string =>
  (isYoung(fit) ? young : undefined) ?? upper;
