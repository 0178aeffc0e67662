// What the reader of a file knows of it once read (source.read.ts), that the reader of terms
// (source.terms.ts) and of structure and sequence works from, and a term candidate as the reader of
// terms collects it.
import type { Tokens } from './source.tokens';
import type { SourceSection, SourceSentence, TermOrigin } from './source.types';

export interface SentenceTokens extends Tokens {
  stop: boolean[];
}
export interface Analysed {
  sentences: SourceSentence[];
  tokens: SentenceTokens[];
  sections: SourceSection[];
  /** "term: definition" lines: in a glossary or key-terms section, or list items shaped like one. */
  glossaryLines: Array<{ term: string; definition: string; sentence: number; inGlossary: boolean }>;
  entities: Array<{ text: string; type: string; sentence: number }>;
  phrases: Array<{ text: string; sentence: number }>;
  /** Sentences that are numbered list items. */
  ordered: Set<number>;
  /** Sentences said in a teacher's document or in a slide's notes. */
  teacherSaid: Set<number>;
}

/** A term as the reader of terms collects it, before it is scored. */
export interface Candidate {
  key: string;
  lemmas: string[];
  forms: Map<string, number>;
  origins: Set<TermOrigin>;
  preferred?: string;
  definition?: string;
  definitionSentence?: number;
  /** Defined as a gerund subject ("Forgetting is the loss of …"): an activity's name, though tagged a verb. */
  gerund?: boolean;
  /** The definition is the predicate of "X is …": it may only say which role X plays ("nausea is the conditioned response"). */
  copula?: boolean;
}

/** Adds a term candidate (source.terms.ts). */
export type Add = (surface: string, origin: TermOrigin, extra?: Partial<Candidate>) => void;
