// Does the grade setting change what the offline generator writes? Measured on a real
// text through the whole engine (draft, assembly, verification, quality report): the measured grade of
// the student text per asked grade, words per sentence, the share of words outside the Dale-Chall
// familiar list, how many stems were shortened, and what a teacher would catch: a stem that is not a
// whole sentence, a quoted passage not in the file, a key the text does not support. Used by the
// grade-level corpus test and `npm run bench reading-quality`.
import { withoutConnective } from '../language/connectives';
import type { GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { createContentEngine } from '../content.engine';
import { isFamiliar, readingLevel, studentText } from '../readability';
import type { SourceReading } from '../source/source.types';
import { foldForMatching, groundingIndex } from '../verify/grounding.verify';
import { createOfflineProvider } from '../offline.provider';
import { isWholeSentence } from '../language/sentence.simplify';
import { namedInFull } from '../language/full-name';

export type GradedKind = 'quiz' | 'cloze' | 'vocab';

export interface GradeFigures {
  kind: GradedKind;
  target: number;
  /** Flesch-Kincaid grade of the student text, as the quality report stores it with the document. */
  reported: number | null;
  /** The grade the report says was asked. */
  asked: number | null;
  wordsPerSentence: number;
  /** Share of the student text's words outside the Dale-Chall list of familiar words. */
  unfamiliar: number;
  /** Items whose sentence the student reads shortened from the text's sentence. */
  shortened: number;
  /** Items whose sentence could be checked (cloze, fill-in, true/false). */
  sentences: number;
  items: number;
  /** What a teacher would mark: fragments, passages not in the file, keys the text does not support. */
  problems: string[];
}

const BLANK = /_{3,}/;
const words = (s: string) =>
  (s.toLocaleLowerCase('en-US').match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => (w.length > 3 ? w.replace(/s$/, '') : w));

/** Is `shown` the passage with words left out, and nothing added or changed? */
export function isDeletionOf(shown: string, passage: string): boolean {
  const from = words(passage);
  let at = 0;
  for (const w of words(shown)) {
    while (at < from.length && from[at] !== w) at++;
    if (at++ >= from.length) return false;
  }
  return true;
}

/** The sentence a question shows, with its blank filled by the key; null for other forms. */
export function shownSentence(q: QuestionBlock): string | null {
  if (q.question_type === 'true_false') return q.prompt.replace(/^True or false: /, '');
  const body =
    q.question_type === 'fill_blank'
      ? q.prompt.replace(
          /^(?:Fill in the blank: |Write the word that means: (?:In the text: |Clue: )?|Write the missing word in this sentence(?: from the text)?: )/,
          '',
        )
      : /^(?:Which word fills the blank\?|Which term completes this sentence(?: from the text)?\?) (.+)$/s.exec(
          q.prompt,
        )?.[1];
  if (!body || !BLANK.test(body)) return null;
  const filled = (
    /^Which term completes this sentence from the text?/.test(q.prompt) ? body.replace(/^“|”$/g, '') : body
  ).replace(/_{3,}/g, q.answer);
  return filled.charAt(0).toLocaleUpperCase('en-US') + filled.slice(1);
}

function check(doc: GeneratedDocument, text: string, reading: SourceReading) {
  const index = groundingIndex(text);
  // A name the sentence shortens is printed in full (language/full-name.ts): the text's words, read from the file.
  const named = (passage: string) => {
    const at = reading.sentences.findIndex((x) => foldForMatching(x.text) === foldForMatching(passage));
    return at < 0 ? passage : namedInFull(reading.sentences, at, passage);
  };
  const problems: string[] = [];
  let shortened = 0;
  let sentences = 0;
  const qs = doc.sections.flatMap((s) => s.blocks).filter((b): b is QuestionBlock => b.type === 'question');
  for (const q of qs) {
    if (q.source_passage && !index.contains(q.source_passage)) problems.push(`${q.number}: passage not in the file`);
    const shown = shownSentence(q);
    if (!shown || !q.source_passage || /^A word that means/.test(q.prompt)) continue;
    sentences++;
    // A cut must leave a whole sentence; the text's own sentence, shown as it wrote it, is the author's
    // (a fable's dialogue, "“Oh, but,” said the Bat, “…”", is beyond the checker's reach).
    const asWritten = foldForMatching(shown) === foldForMatching(q.source_passage);
    if (!asWritten && !isWholeSentence(shown)) problems.push(`${q.number}: not a whole sentence: ${shown}`);
    if (q.question_type === 'true_false' && q.answer === 'False') continue;
    if (!isDeletionOf(shown, q.source_passage) && !isDeletionOf(shown, named(q.source_passage)))
      problems.push(`${q.number}: says what the text does not: ${shown}`);
    // Shortened for the grade: shorter than the sentence as any question shows it, which drops a connective
    // that only links it to the one before (connectives.ts).
    else if (words(shown).length < words(withoutConnective(q.source_passage) ?? q.source_passage).length) shortened++;
  }
  return { problems, shortened, sentences, items: qs.length };
}

const engine = createContentEngine(createOfflineProvider());

export async function measureGrade(
  kind: GradedKind,
  target: number,
  name: string,
  text: string,
  reading: SourceReading,
): Promise<GradeFigures> {
  const request = {
    kind: kind === 'quiz' ? 'quiz' : 'worksheet',
    worksheet_style: kind === 'quiz' ? undefined : kind,
    difficulty: 'mixed',
    num_questions: 10,
    include_answer_key: true,
    grade_level: String(target),
  } as never;
  const { document, quality } = await engine.run({
    request,
    sourceText: text,
    sourceName: name,
    sourceType: 'file',
    reading,
  });
  const student = studentText(document);
  const level = readingLevel(student);
  const all = student.match(/[\p{L}]+/gu) ?? [];
  const c = check(document, text, reading);
  return {
    kind,
    target,
    reported: quality.reading_level?.grade ?? null,
    asked: quality.reading_level?.asked ?? null,
    wordsPerSentence: level?.wordsPerSentence ?? 0,
    unfamiliar: Math.round((all.filter((w) => !isFamiliar(w)).length / Math.max(1, all.length)) * 1000) / 1000,
    ...c,
  };
}
