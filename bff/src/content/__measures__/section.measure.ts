// One corpus section in one format, measured as a teacher would check the material made from it:
// term–meaning pairs on every sheet that prints them (matching, vocabulary, labeling, crossword, word
// search, review), the items of the quiz, exit ticket, cloze sheet and review sheet, each blank, and
// the grammar of every printed item. Ground truth comes from the corpus (sections.json), never from
// the reader. Used by `npm run bench reading-quality` and the corpus tests.
import type { GenerationInput } from '../content.job';
import { buildSpec } from '../content.request';
import type { QuestionsDraft } from '../kinds/questions/questions.schema';
import type { ReviewSheetDraft } from '../kinds/review-sheet/review.schema';
import { isFrayer } from '../kinds/worksheet/labeling.draft';
import type { WorksheetDraft } from '../kinds/worksheet/worksheet.styles';
import { buildOfflineDraft } from '../offline.provider';
import { readUpload } from '../source';
import type { SourceMarks, SourceReading } from '../source/source.types';
import { puzzleClues } from './clue.quality';
import { madeOrNull } from './not-made';
import { directionItems, type DirectionItems } from './directions.measure';
import type { GrammarChecker, Lint } from './grammar.measure';
import { duplicateItems, everydayBlanks, type MeasuredItem } from './items.measure';
import { measureMeanings, type GlossaryEntry, type MeaningPair, type MeaningQuality } from './meaning.measure';
import { measureOpenKeys, type KeyedItem, type OpenKeys } from './open-keys.measure';

export interface CorpusSection {
  id: string;
  book: string;
  set: 'tuning' | 'heldout';
  genre: string;
  key_terms: string[];
  glossary: GlossaryEntry[];
}

export interface SectionQuality {
  id: string;
  book: string;
  set: string;
  format: string;
  meanings: MeaningQuality;
  /** Per document: items, and items beyond the first built on one sentence or fact. */
  duplicates: Record<string, { items: number; duplicates: number }>;
  duplicatePairs: string[][];
  blanks: { blanks: number; everyday: number; words: string[] };
  grammar: { checked: number; faults: number; examples: Array<{ text: string; lint: Lint }> };
  /** Sheets the engine declined (a 422: the file defines fewer than three terms for them). */
  notMade: string[];
  /** Open keys of the quiz, test, exit ticket, review, mixed and critical-thinking sheets; items beyond recall. */
  openKeys: OpenKeys;
  /** Items of the quiz, exit ticket, cloze sheet and review sheet built on a direction to the teacher. */
  directions: DirectionItems;
}

type Drafted = {
  pairs: MeaningPair[];
  documents: Record<string, MeasuredItem[]>;
  blanks: string[];
  printed: string[];
  notMade: string[];
  keyed: KeyedItem[];
};

const BLANK = /_{3,}/;
const filled = (sentence: string, answer: string) => sentence.replace(/_{3,}/g, answer);

function draftAll(name: string, text: string, reading: SourceReading): Drafted {
  const draft = (kind: string, extra: Record<string, unknown> = {}, n = 10) =>
    buildOfflineDraft(
      buildSpec({
        request: {
          kind,
          difficulty: 'mixed',
          num_questions: n,
          include_answer_key: true,
          ...extra,
        } as GenerationInput['request'],
        sourceText: text,
        sourceName: name,
        sourceType: 'file',
        reading,
      }),
    );
  // A file with fewer than three of its own terms gets no matching or vocabulary sheet (a 422): nothing printed.
  const matchingOrNull = madeOrNull(
    () => draft('worksheet', { worksheet_style: 'matching' }) as WorksheetDraft['matching'],
  );
  const vocabOrNull = madeOrNull(() => draft('worksheet', { worksheet_style: 'vocab' }) as WorksheetDraft['vocab']);
  const matching = matchingOrNull ?? { pairs: [] };
  const vocab = vocabOrNull ?? { entries: [] };
  const labeling = draft('worksheet', { worksheet_style: 'labeling' }) as WorksheetDraft['labeling'];
  const cloze = draft('worksheet', { worksheet_style: 'cloze' }) as WorksheetDraft['cloze'];
  const quiz = draft('quiz') as QuestionsDraft;
  const exit = draft('exit_ticket', {}, 3) as QuestionsDraft;
  const review = draft('review_sheet', {}, 8) as ReviewSheetDraft;
  const test = draft('test', { difficulty: 'hard' }, 15) as QuestionsDraft;
  const mixed = draft('worksheet', { worksheet_style: 'mixed' }) as WorksheetDraft['mixed'];
  // A text with fewer than two questions a model answer can be written for gets no critical-thinking sheet (a 422).
  const critical = madeOrNull(
    () => draft('worksheet', { worksheet_style: 'critical_thinking' }) as WorksheetDraft['critical_thinking'],
  ) ?? { questions: [] };
  const crosswordQ = puzzleClues('crossword', name, text, reading);
  const wordSearchQ = puzzleClues('word_search', name, text, reading);
  const crossword = crosswordQ.printed;
  const wordSearch = wordSearchQ.printed;
  const notMade = [
    ...(matchingOrNull ? [] : ['matching']),
    ...(vocabOrNull ? [] : ['vocabulary']),
    ...(crosswordQ.made ? [] : ['crossword']),
    ...(wordSearchQ.made ? [] : ['word search']),
  ];
  const pairs: MeaningPair[] = [
    ...matching.pairs.map((p) => ({ sheet: 'matching', term: p.term, meaning: p.match })),
    ...vocab.entries.map((e) => ({ sheet: 'vocabulary', term: e.term, meaning: e.definition })),
    // The Frayer model (the file describes too few parts) frames one term; its boxes are not pairs.
    ...(isFrayer(labeling)
      ? []
      : labeling.parts.map((p) => ({ sheet: 'labeling', term: p.label, meaning: p.description }))),
    ...crossword.map((p) => ({ sheet: 'crossword', term: p.term, meaning: p.clue })),
    ...wordSearch.map((p) => ({ sheet: 'word search', term: p.term, meaning: p.clue })),
    ...review.vocabulary.map((v) => ({ sheet: 'review', term: v.term, meaning: v.definition })),
  ];
  const asItem = (q: QuestionsDraft['questions'][number]): MeasuredItem => ({
    text: BLANK.test(q.prompt) ? filled(q.prompt, q.answer) : q.prompt,
    answer: q.answer,
    passage: q.source_passage,
  });
  const documents = {
    quiz: quiz.questions.map(asItem),
    'exit ticket': exit.questions.map(asItem),
    cloze: cloze.items.map((i) => ({
      text: filled(i.sentence, i.answer),
      answer: i.answer,
      passage: i.source_passage ?? null,
    })),
    'review sheet': review.questions.map(asItem),
  };
  const blanks = [
    ...cloze.items.map((i) => i.answer),
    ...quiz.questions.filter((q) => q.question_type === 'fill_blank').map((q) => q.answer),
  ];
  const printed = [
    ...Object.values(documents).flatMap((items) => items.map((i) => i.text)),
    ...quiz.questions.flatMap((q) => q.options ?? []),
    // A clue that is the text's sentence with its term blanked is read with the term back in.
    ...pairs.map((p) => filled(p.meaning, p.term)),
  ];
  const keyed = [quiz, test, exit, review, mixed, critical].flatMap((d) => d.questions);
  return { pairs, documents, blanks, printed, notMade, keyed };
}

export async function measureSection(
  entry: CorpusSection,
  format: string,
  name: string,
  text: string,
  marks: SourceMarks | undefined,
  grammar: GrammarChecker,
): Promise<SectionQuality> {
  const reading = readUpload(text, name, marks);
  const d = draftAll(name, text, reading);
  const dup = Object.entries(d.documents).map(([doc, items]) => [doc, duplicateItems(items)] as const);
  const faults = await grammar.faults(d.printed, text);
  return {
    id: entry.id,
    book: entry.book,
    set: entry.set,
    format,
    meanings: measureMeanings(d.pairs, entry.glossary, text),
    duplicates: Object.fromEntries(dup.map(([doc, r]) => [doc, { items: r.items, duplicates: r.duplicates }])),
    duplicatePairs: dup.flatMap(([, r]) => r.pairs),
    blanks: everydayBlanks(d.blanks, [...entry.key_terms, ...entry.glossary.map((g) => g.term)]),
    grammar: {
      checked: d.printed.length,
      faults: faults.reduce((a, f) => a + f.length, 0),
      examples: faults.flatMap((f, i) => f.map((lint) => ({ text: d.printed[i], lint }))).slice(0, 20),
    },
    notMade: d.notMade,
    openKeys: measureOpenKeys(d.keyed),
    directions: directionItems(Object.values(d.documents).flat(), entry.genre),
  };
}
