// Quality of the offline generator on a real text, measured against the goals set for it: vocabulary
// terms that are the text's own key terms (from the book's glossary and bold terms,
// recorded in the corpus manifest, never from our reader), distinct cloze answers, quiz passages found
// in the file and the sections they come from, ordered steps kept in order, no title pasted into
// questions. Used by the corpus tests and `npm run bench` (bench/reading-quality.bench.mjs).
import { buildSpec } from '../content.request';
import type { DiagramDraft } from '../kinds/diagram/diagram.schema';
import type { QuestionsDraft } from '../kinds/questions/questions.schema';
import { isFrayer } from '../kinds/worksheet/labeling.draft';
import type { WorksheetDraft } from '../kinds/worksheet/worksheet.styles';
import { buildOfflineDraft } from '../offline.provider';
import { readUpload } from '../source';
import { lemmasOf } from '../source/source.term-lemmas';
import type { SourceMarks, SourceReading } from '../source/source.types';
import { visible } from '../source/source.invisible';
import { entryQuality, puzzleClues, type ClueQuality, type EntryQuality } from './clue.quality';
import { matchingQuality, type MatchingQuality } from './matching.quality';
import { madeOrNull } from './not-made';
import { swapQuality, type SwapQuality } from './swap.quality';

export interface CorpusEntry {
  id: string;
  set: 'tuning' | 'heldout';
  key_terms: string[];
  ordered_steps: string[] | null;
}

export interface TextQuality {
  id: string;
  set: string;
  format: string;
  vocabTerms: string[];
  /** Share of vocabulary-worksheet terms that are the text's own key terms. */
  vocabKeyShare: number;
  clozeAnswers: string[];
  /** Distinct cloze answers / cloze items. */
  clozeDistinct: number;
  quizQuestions: number;
  /** Quiz questions whose source passage is found in the extracted text. */
  quizFound: number;
  quizSections: number;
  textSections: number;
  /** Manifest steps found in the flowchart, cycle and sequence diagrams in the text's order; null when the manifest lists none. */
  stepsInOrder: boolean | null;
  /** The diagram types that lost the order (or a step). */
  stepsOut: string[];
  /** Questions (quiz and cloze sheet) that paste the document's title into the prompt (pastesTitle). */
  titlePasted: number;
  /** The matching worksheet read as a teacher reads it (matching.quality.ts). */
  matching: MatchingQuality;
  /** The labeling worksheet's parts: label and description, read as matching pairs (kinds/worksheet/labeling.draft.ts). */
  labeling: MatchingQuality;
  /** The file described too few parts, so the labeling sheet is the Frayer model. */
  labelingFrayer: boolean;
  /** The crossword's printed clues and the word search's hints (clue.quality.ts). */
  crossword: ClueQuality;
  wordSearch: ClueQuality;
  /** Sheets the engine declined (a 422: the file defines fewer than three terms for them). */
  notMade: string[];
  /** The review sheet's vocabulary and the lesson plan's vocabulary chart. */
  entries: EntryQuality;
  /** True/false swaps and distractors as a teacher reads them (swap.quality.ts). */
  swaps: SwapQuality;
  readMs: number;
}

// Characters that print as nothing (a word joiner before a dash) are not part of what a reader finds.
const fold = (s: string) => visible(s).replace(/\s+/g, ' ').trim().toLocaleLowerCase('en-US');

/**
 * Does a question paste the document's title into its wording ("What is the main idea of Gathering and
 * Hunting?")? A title of three words or more, in the prompt but not in the passage the prompt quotes: the
 * text's own sentence "…similar lifeways based on gathering and hunting" uses the words of the title
 * because they are the text's subject, and quoting it pastes nothing.
 */
export function pastesTitle(title: string, prompt: string, passage: string | null | undefined): boolean {
  const t = fold(title);
  return t.split(' ').length >= 3 && fold(prompt).includes(t) && !fold(passage ?? '').includes(t);
}
/**
 * Key-term comparison: case, inflection and bracketed abbreviations do not matter. Words are compared
 * by their wink-nlp lemma ("waves" -> "wave", "maxima" -> "maximum"), and a plural -s the lemmatizer
 * does not know ("patroonships") is dropped on both sides.
 */
export const termKey = (s: string) =>
  lemmasOf(
    s
      .replace(/\([^)]*\)/g, ' ')
      .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .map((w) => (w.length > 3 && !/ss$/.test(w) ? w.replace(/s$/, '') : w))
    .join(' ');

export function isKeyTerm(term: string, keyTerms: string[]): boolean {
  const k = ` ${termKey(term)} `;
  return keyTerms.some((kt) => {
    const m = ` ${termKey(kt)} `;
    return m === k || (m.trim().includes(' ') && k.includes(m)) || (k.trim().includes(' ') && m.includes(k));
  });
}

/** The steps a diagram draws, in its order: flowchart nodes, cycle stages, sequence participants. */
function diagramSteps(d: DiagramDraft['diagram']): string[] {
  if ('nodes' in d) return d.nodes.map((n) => n.label);
  if ('stages' in d) return d.stages;
  if ('participants' in d) return d.participants;
  return [];
}

/** One offline draft of a corpus file, as the measures read it. */
export function draft(
  kind: string,
  style: string | undefined,
  name: string,
  text: string,
  reading: SourceReading,
  n = 10,
): unknown {
  const request = {
    kind,
    worksheet_style: style,
    difficulty: 'mixed',
    num_questions: n,
    include_answer_key: true,
  } as never;
  return buildOfflineDraft(buildSpec({ request, sourceText: text, sourceName: name, sourceType: 'file', reading }));
}

export function measureText(
  entry: CorpusEntry,
  format: string,
  name: string,
  text: string,
  marks?: SourceMarks,
): TextQuality {
  const started = performance.now();
  const reading = readUpload(text, name, marks);
  const readMs = performance.now() - started;
  // A file with fewer than three of its own terms gets no vocabulary or matching sheet (a 422): not made, scores nothing.
  const vocabOrNull = madeOrNull(() => draft('worksheet', 'vocab', name, text, reading) as WorksheetDraft['vocab']);
  const matchingOrNull = madeOrNull(
    () => draft('worksheet', 'matching', name, text, reading) as WorksheetDraft['matching'],
  );
  const vocab = vocabOrNull ?? { entries: [] };
  const matching = matchingOrNull ?? { pairs: [] };
  const cloze = draft('worksheet', 'cloze', name, text, reading) as WorksheetDraft['cloze'];
  const labeling = draft('worksheet', 'labeling', name, text, reading) as WorksheetDraft['labeling'];
  const quiz = draft('quiz', undefined, name, text, reading, 10) as QuestionsDraft;
  const ordered = ['flowchart', 'cycle', 'sequence'].map(
    (type) => [type, draft('diagram', type, name, text, reading, 5) as DiagramDraft] as const,
  );
  const crossword = puzzleClues('crossword', name, text, reading);
  const wordSearch = puzzleClues('word_search', name, text, reading);
  const haystack = fold(text);
  const sectionOf = (passage: string | null) => reading.sentences.find((s) => s.text === passage)?.section;
  const found = quiz.questions.filter((q) => q.source_passage && haystack.includes(fold(q.source_passage)));
  const sections = new Set(found.map((q) => sectionOf(q.source_passage)).filter((s) => s !== undefined));
  const answers = cloze.items.map((i) => i.answer);
  let stepsInOrder: boolean | null = null;
  const stepsOut: string[] = [];
  if (entry.ordered_steps) {
    for (const [type, d] of ordered) {
      const labels = diagramSteps(d.diagram).map(fold);
      const at = entry.ordered_steps.map((s) => labels.findIndex((l) => l.includes(fold(s))));
      if (!at.every((i, k) => i >= 0 && (k === 0 || i > at[k - 1]))) stepsOut.push(type);
    }
    stepsInOrder = stepsOut.length === 0;
  }
  const asked = [
    ...quiz.questions.map((q) => [q.prompt, q.source_passage] as const),
    ...cloze.items.map((i) => [i.sentence, i.source_passage] as const),
  ];
  return {
    id: entry.id,
    set: entry.set,
    format,
    vocabTerms: vocab.entries.map((e) => e.term),
    vocabKeyShare: vocab.entries.length
      ? vocab.entries.filter((e) => isKeyTerm(e.term, entry.key_terms)).length / vocab.entries.length
      : 0,
    clozeAnswers: answers,
    clozeDistinct: new Set(answers.map(fold)).size / answers.length,
    quizQuestions: quiz.questions.length,
    quizFound: found.length,
    quizSections: sections.size,
    textSections: reading.sections.length,
    stepsInOrder,
    stepsOut,
    titlePasted: asked.filter(([prompt, passage]) => pastesTitle(reading.title, prompt, passage)).length,
    matching: matchingQuality(matching.pairs),
    labeling: matchingQuality(labeling.parts.map((p) => ({ term: p.label, match: p.description }))),
    labelingFrayer: isFrayer(labeling),
    crossword,
    wordSearch,
    notMade: [
      ...(vocabOrNull ? [] : ['vocabulary']),
      ...(matchingOrNull ? [] : ['matching']),
      ...(crossword.made ? [] : ['crossword']),
      ...(wordSearch.made ? [] : ['word search']),
    ],
    entries: entryQuality(name, text, reading),
    swaps: swapQuality(reading),
    readMs,
  };
}
