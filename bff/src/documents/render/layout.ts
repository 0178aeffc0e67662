// Format-neutral layout decisions shared by the DOCX and PDF renderers, so both files say the same thing.
import { KIND_LABELS, type Block, type GeneratedDocument, type QuestionBlock } from '@lessonloom/contracts';

type WordSearch = Extract<Block, { type: 'word_search' }>;
type Crossword = Extract<Block, { type: 'crossword' }>;


export const ANSWER_KEY_SUFFIX = 'Answer Key';
export const OFFLINE_NOTE = 'Draft written by the built-in offline generator: please review before use.';
export const NO_ANSWERS_NOTE = 'This document has no questions or puzzles, so there are no answers to list.';

export function letter(index: number): string {
  let n = index;
  let out = '';
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}

export function kindLabel(kind: GeneratedDocument['kind']): string {
  return KIND_LABELS[kind];
}

/** "Quiz · Science · Grade 7": the line under the title. */
export function metaLine(doc: GeneratedDocument): string {
  const parts = [KIND_LABELS[doc.kind]];
  if (doc.subject) parts.push(doc.subject);
  if (doc.grade_level) parts.push(/grade/i.test(doc.grade_level) ? doc.grade_level : `Grade ${doc.grade_level}`);
  return parts.join(' · ');
}

/** Teacher- and parent-facing kinds have no student to write a name. */
export function hasNameLine(doc: GeneratedDocument): boolean {
  return doc.kind !== 'lesson_plan' && doc.kind !== 'parent_handout';
}

export function titleFor(doc: GeneratedDocument, variant: 'student' | 'answer_key'): string {
  return variant === 'answer_key' ? `${doc.title} — ${ANSWER_KEY_SUFFIX}` : doc.title;
}

const BLANK = /_{3,}/;

/** Models write blanks as "___"; students need room to write a word in them. */
export function widenBlanks(text: string): string {
  return text.replace(/_{3,}/g, '_'.repeat(14));
}

/** Writing lines under a question: sized to what the question asks for. */
export function writingLines(q: QuestionBlock): number {
  if (q.question_type === 'multiple_choice' || q.question_type === 'true_false' || q.question_type === 'problem')
    return 0;
  if (q.answer_lines !== undefined) return q.answer_lines;
  if (q.question_type === 'essay') return 10;
  if (q.question_type === 'fill_blank') return BLANK.test(q.prompt) ? 0 : 1;
  return 3;
}

/** Problems get an empty work box, measured in writing-line units. */
export function workBoxLines(q: QuestionBlock): number {
  if (q.question_type !== 'problem') return 0;
  return Math.max(4, q.answer_lines ?? 7);
}

export function options(q: QuestionBlock): string[] {
  if (q.options && q.options.length) return q.options;
  return q.question_type === 'true_false' ? ['True', 'False'] : [];
}

/** The key's answer text: lettered for choices so it matches what the student sees. */
export function answerText(q: QuestionBlock): string {
  const opts = options(q);
  const i = opts.findIndex((o) => o.trim().toLowerCase() === q.answer.trim().toLowerCase());
  return i >= 0 ? `${letter(i)}. ${opts[i]}` : q.answer;
}

export function pointsLabel(q: QuestionBlock): string {
  if (q.points === undefined) return '';
  return ` (${q.points} ${q.points === 1 ? 'point' : 'points'})`;
}

/** The key lists each matching pair like a question: the left item, then "Answer: C. <right item>". */
export function matchingKeyItems(block: Extract<Block, { type: 'matching' }>): QuestionBlock[] {
  return block.left.map((left, i) => {
    const j = block.answers[i];
    return {
      type: 'question',
      number: block.start_number + i,
      question_type: 'short_answer',
      prompt: left,
      answer: `${letter(j)}. ${block.right[j] ?? ''}`,
    };
  });
}

export function matchingLeftLabel(start: number, i: number): string {
  return `${start + i}.`;
}

/** Cells ("r,c") covered by the word-search solution. */
export function wordSearchCells(block: WordSearch): Set<string> {
  const cells = new Set<string>();
  for (const p of block.placements) {
    for (let k = 0; k < p.word.length; k++) cells.add(`${p.row + p.dr * k},${p.col + p.dc * k}`);
  }
  return cells;
}

export interface CrosswordCell {
  letter: string;
  number?: number;
}

/** The crossword as a grid: null for blocked squares, numbered starting squares, the solution letters. */
export function crosswordGrid(block: Crossword): Array<Array<CrosswordCell | null>> {
  const grid: Array<Array<CrosswordCell | null>> = Array.from({ length: block.rows }, () =>
    Array.from({ length: block.cols }, () => null),
  );
  for (const e of block.entries) {
    const letters = [...e.answer.toUpperCase()];
    letters.forEach((ch, k) => {
      const r = e.direction === 'down' ? e.row + k : e.row;
      const c = e.direction === 'across' ? e.col + k : e.col;
      if (r >= block.rows || c >= block.cols) return;
      const cell = grid[r][c] ?? { letter: ch };
      grid[r][c] = cell;
    });
    const start = grid[e.row]?.[e.col];
    if (start) start.number = e.number;
  }
  return grid;
}

export function crosswordClues(block: Crossword, direction: 'across' | 'down'): Crossword['entries'] {
  return block.entries.filter((e) => e.direction === direction).sort((a, b) => a.number - b.number);
}

export function clueText(e: Crossword['entries'][number]): string {
  return `${e.number}. ${e.clue} (${[...e.answer].length})`;
}

/** Does a section hold anything the answer key has to answer? */
export function hasAnswers(blocks: Block[]): boolean {
  return blocks.some((b) => ['question', 'matching', 'word_search', 'crossword'].includes(b.type));
}

export function diagramSources(doc: GeneratedDocument): string[] {
  const out = new Set<string>();
  for (const s of doc.sections) for (const b of s.blocks) if (b.type === 'diagram') out.add(b.mermaid);
  return [...out];
}
