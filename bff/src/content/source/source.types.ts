// What reading a teacher's file once yields. Plain JSON, so it is stored with the
// upload and handed to the offline generator and the model's grounding checks unchanged.

/** Layout the extractor saw that plain text loses: styled headings and bold/italic runs (docx, pptx). */
export interface SourceMarks {
  /** The document's own title (a Word Title paragraph, the first slide's title). */
  title?: string;
  /** Paragraphs styled as headings (Word) or slide titles (PowerPoint), in order. */
  headings: string[];
  /** Bold or italic phrases in body text, in order, as written. */
  emphasis: string[];
}

export interface SourceSentence {
  /** Verbatim from the extracted text (whitespace folded, invisible characters left out), so it can be quoted and found again. */
  text: string;
  section: number;
  /** A full statement a question can be built on (not a heading, list fragment or question). */
  usable: boolean;
  /** From a numbered or bulleted list item. */
  listItem?: boolean;
  /** Why it is said to the teacher, not taught to the class (source.directions.ts): never a student item. */
  direction?: string;
}

export interface SourceSection {
  heading: string | null;
  /** Sentence indexes [first, last]. */
  first: number;
  last: number;
}

/** 'gloss': described in passing (source.glosses.ts), weaker evidence than a sentence that defines it. */
export type TermOrigin = 'glossary' | 'emphasis' | 'defined' | 'gloss' | 'phrase';
export type TermKind = 'concept' | 'person' | 'place' | 'group';

export interface SourceTerm {
  term: string;
  /** Lower-case lemmas, for matching plurals and capitals. */
  key: string;
  kind: TermKind;
  origins: TermOrigin[];
  count: number;
  /** Sentences that use it, in text order. */
  sentences: number[];
  /** Sections it appears in. */
  sections: number[];
  definition?: string;
  /** The sentence that states the definition (or the glossary line). */
  definitionSentence?: number;
  /** Per million words of everyday English, of its rarest word (source.frequency.ts). */
  everyday: number;
  score: number;
}

export interface ProcessStep {
  /** The step in the text's words, whole (never cut): a heading, a stage's name, a list item or a clause. */
  label: string;
  sentence: number;
  /** The term the text defines that this step brings in ("hypothesis"), when it names one: its short name. */
  term?: string;
}

export interface SourceProcess {
  /** What the steps are steps of, when the text names it ("three stages of sleep"). */
  name: string | null;
  steps: ProcessStep[];
  section: number;
  /** How the text marks the order. */
  cue: 'numbered' | 'stages' | 'ordinal' | 'sequence-words' | 'dates' | 'sections' | 'headings';
}

export interface SourceComparison {
  a: string;
  b: string;
  sentence: number;
  aOnly: string[];
  bOnly: string[];
  both: string[];
}

export interface SourceFact {
  text: string;
  kind: 'quantity' | 'date' | 'person' | 'place';
  sentence: number;
}

export interface SourceReading {
  version: number;
  title: string;
  titleFrom: 'document' | 'file';
  sections: SourceSection[];
  sentences: SourceSentence[];
  terms: SourceTerm[];
  processes: SourceProcess[];
  comparisons: SourceComparison[];
  facts: SourceFact[];
}

// 3: glosses (source.glosses.ts); 4: invisible characters left out (source.invisible.ts); 5: whole step
// labels, processes told in prose and under headings (source.sequence.ts); 6: directions to the teacher
// (source.directions.ts); 7: no sentence, term or fact with a slur (language/slurs.ts); 8: definitions read
// from the sentence's parse (source.definitions.ts); 9: relative clauses without "that", activities
// ("Rehearsal is saying …"), nouns the tagger misreads; 10: definitions in other forms (dashes, a head after
// a comma, naming clauses, the name ending the copula, brackets: source.definition-forms.ts); 11: a lesson's
// impersonal "you" kept as content, a definition before the teacher's part kept (source.direction-you.ts,
// source.direction-told.ts); 12: no
// meaning from a name that renames something else, an aside's "who … were", or the end of a bracketed aside; 13:
// narrative texts: no term from italics for stress, a Latin name, half a hyphened word, a verb or a call to
// someone; no meaning from a figure for one thing or a bare "the extra cards"; 14: a lesson plan's apparatus,
// expected outcomes, pointers and leads are the teacher's, a step's "…: statement" the class's
// (source.directions.ts); 15: meanings as read on books the reader had not seen (no appositive after an
// opening clause, no "(that is, …)" restating a phrase, a participle's aside, a bare "NP called x", no one-word
// meaning, no ordinal item as a term) and a token without a lemma ("cannot.") read as itself; 16: no meaning from
// an appositive headed by "one" (an instance), a term met only at sentence starts written in its everyday case; 17:
// meanings as read on three more probe books (no list of subjects, no subject renamed by a name, no "the lines
// represent", no "the term refers to", no example "for instance", no "similar X called", no Latin name as a
// meaning; a meaning ends before ", that is,", not between adjectives); 18: a lesson plan's or slide notes' own
// words to run the lesson (an imperative's head, a line's label, the people in the room) are no terms; 19: no
// meaning from a title's second part, a named person, a neighbour's appositive or a past "meant"; "Sun." ends a
// sentence; 20: no list of works cited ("Suggested Resources", source.references.ts), no meaning from the clause
// after "—called X—", the meaning after a figure of speech's "because it is"; 22 (sessions 19–20): "For Further
// Exploration" lists and parts of citations only are no reading, "One particular group known as X" gives no
// meaning, an adverb before "called" or a naming word opening the sentence is no part of the meaning or the name;
// 23 (session 21): a meaning of empty words ("a new class of objects"), a name for a description, a clause ending on
// a name, "NASA is launching …", a ranked term ("largest asteroid"), catalogue numbers and a meaning pointing at
// "that language" are none; "Lucy, a mission to explore a category of objects, the Trojans" glosses the category;
// "soldiers in the company's employ, known as sepoys," gives sepoys that meaning; 24 (session 22): "what bank
// opponents called the “monster bank”" gives no meaning, and a meaning quoted whole or cut before its closing mark
// is read without the marks; nor do a participle's clause ("camels to be ridden, which …"), an experience summing
// up a clause, a bracketed name after "of such … cores", or "which are absent from …"; 25 (session 23): no meaning
// that says nothing of what its term is (source.empty-meaning.ts: "The ancient system", "Several other slave states",
// "A young field compared with …", "A Nixon strategy", "a consequence of …"), and no year before a tagged verb; 26
// (session 24): a name given in passing inside a meaning ("the holder, called an encomendero, to the labor of …")
// no longer cuts it short; no meaning that names who or which one ("Edmond Randolph, a Virginia delegate …"), says
// what a thing often is ("War is often a catalyst …"), who made it ("a product of Cromwell's England") or is read
// off the noun before a naming appositive ("the observer, a motion called radial velocity"); a link list under
// "Websites" or "Videos" is no reading. A stored reading of an older version is read again.
export const READING_VERSION = 26;
