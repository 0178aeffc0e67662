import type { Block, GeneratedDocument } from '@lessonloom/contracts';
import type { DraftSpec } from '../content.job';
import { FILE_TERMS_MIN } from '../offline/file-terms';

const blocksOf = (doc: GeneratedDocument): Block[] => doc.sections.flatMap((s) => s.blocks);

/** The job's exact count (spec.count) against what the document holds; kinds without a count pass. */
function countProblems(spec: DraftSpec, found: number, what: string): string[] {
  if (spec.count === null) return [];
  return found === spec.count ? [] : [`document: expected exactly ${spec.count} ${what}, found ${found}`];
}

/**
 * Quizzes, tests, exit tickets and diagrams count their questions. An offline draft from a file or a pasted
 * passage may have fewer (the text had fewer different things to ask; its notice says so), never more.
 */
export function questionCountProblems(spec: DraftSpec, doc: GeneratedDocument): string[] {
  const found = blocksOf(doc).filter((b) => b.type === 'question').length;
  const fromText = spec.source.type === 'file' || !!spec.source.text; // a file, or a passage pasted as the topic
  if (doc.offline_draft && fromText && spec.count !== null && found >= 1 && found <= spec.count) return [];
  return countProblems(spec, found, 'questions');
}

/** A puzzle counts its words: in the word search, the crossword's entries, the matching game's rows. */
export function puzzleWordCountProblems(spec: DraftSpec, doc: GeneratedDocument): string[] {
  let n = 0;
  for (const b of blocksOf(doc)) {
    if (b.type === 'word_search') n += b.words.length;
    if (b.type === 'crossword') n += b.entries.length;
    if (b.type === 'matching') n += b.left.length;
  }
  // A file that defines fewer terms than asked gets a shorter puzzle (offline/file-terms.ts), never a padded one.
  if (spec.source.type === 'file' && n >= Math.min(spec.count ?? 0, FILE_TERMS_MIN) && n <= (spec.count ?? n))
    return [];
  return countProblems(spec, n, 'puzzle words');
}
