// What every understanding form is built from, and the sentences it may ask about.
import type { GradeFit } from '../../readability/grade.band';
import type { SourceReading, SourceSentence, SourceTerm } from '../../source/source.types';
import { standsAlone } from '../../language/sentences';
import { leansOnNeighbours } from '../../language/stands-alone';
import { oneOfMany } from '../../language/one-of-many';
import { hasSymbols } from '../../language/swap.rules';
import type { Rng } from '../../random';
import type { Frames } from '../question.frames';

export interface FormInput {
  a: SourceReading;
  /** The text's askable terms (question.forms.ts askable). */
  pool: SourceTerm[];
  rng: Rng;
  f: Frames;
  /** Options of a multiple-choice item (3 when easy, else 4). */
  options: number;
  fit: GradeFit | null;
}

/**
 * A sentence a student can read alone, with no symbol or figure that needs its equation beside it, and no "The
 * mirror …" of a text that names many mirrors (language/one-of-many.ts).
 */
export const askableSentence = (s: SourceSentence, a: SourceReading) =>
  s.usable &&
  standsAlone(s.text) &&
  !hasSymbols(s.text) &&
  !leansOnNeighbours(s.text) &&
  !oneOfMany(a.sentences, s.text);
