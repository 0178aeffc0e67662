// The words a copy shows, in reading order, straight from the layout model. It is the yardstick the
// tests hold every renderer to: the preview (mf-generate), the DOCX and the PDF (bff/src/rendering) must
// each show exactly these words, so they show the same words as each other. Diagrams count as drawn
// (their caption only); ruled lines, boxes and shading are not words.
import { VOCABULARY_COLUMNS, WORD_BANK_SEPARATOR, WORD_BANK_TITLE, listMarker } from './blocks';
import { diagramKeyLines } from './diagrams';
import { DATE_LABEL, NAME_LABEL, headerLayout } from './headers';
import {
  ANSWER_LABEL,
  MATCHING_COLUMNS,
  SOURCE_LABEL,
  WHY_LABEL,
  hasAnswers,
  matchingKeyItems,
  matchingLeftText,
  matchingRightText,
} from './key';
import { questionLabel } from './numbering';
import {
  CLUE_HEADINGS,
  FIND_WORDS,
  HIDDEN_WORDS,
  WHERE_WORDS,
  clueKeyText,
  clueText,
  crosswordClues,
  crosswordGrid,
  placementText,
  wordSearchWords,
} from './puzzles';
import { WORK_BOX_LABEL, answerText, questionLayout } from './questions';
import type { Block, BlockOf, GeneratedDocument, QuestionBlock, Variant } from './schema';

function question(q: QuestionBlock): string[] {
  const l = questionLayout(q);
  return [l.label, l.prompt, l.points, ...l.options.flatMap((o) => [o.label, o.text]), l.workBox ? WORK_BOX_LABEL : ''];
}

function questionKey(q: QuestionBlock): string[] {
  return [
    questionLabel(q.number),
    q.prompt,
    ANSWER_LABEL,
    answerText(q),
    ...(q.explanation ? [WHY_LABEL, q.explanation] : []),
    ...(q.source_passage ? [SOURCE_LABEL, `“${q.source_passage}”`] : []),
  ];
}

function crossword(block: BlockOf<'crossword'>, variant: Variant): string[] {
  const key = variant === 'answer_key';
  const cells = crosswordGrid(block).flatMap((row) =>
    row.flatMap((cell) => (cell ? [cell.number ? String(cell.number) : '', key ? cell.letter : ''] : [])),
  );
  const clues = (['across', 'down'] as const).flatMap((d) => {
    const entries = crosswordClues(block, d);
    return entries.length ? [CLUE_HEADINGS[d], ...entries.map((e) => (key ? clueKeyText(e) : clueText(e)))] : [];
  });
  return [...cells, ...clues];
}

function wordSearch(block: BlockOf<'word_search'>, variant: Variant): string[] {
  const grid = block.grid.flat();
  if (variant === 'student') return [...grid, FIND_WORDS, ...wordSearchWords(block)];
  return [...grid, HIDDEN_WORDS, ...wordSearchWords(block), WHERE_WORDS, ...block.placements.map(placementText)];
}

function table(columns: readonly string[], rows: string[][]): string[] {
  return [...columns, ...rows.flat()];
}

function matchingRows(block: BlockOf<'matching'>): string[] {
  const n = Math.max(block.left.length, block.right.length);
  return Array.from({ length: n }, (_, i) => [
    i < block.left.length ? matchingLeftText(block, i) : '',
    i < block.right.length ? matchingRightText(block, i) : '',
  ]).flat();
}

export function blockText(block: Block, variant: Variant): string[] {
  if (variant === 'answer_key') {
    switch (block.type) {
      case 'question':
        return questionKey(block);
      case 'matching':
        return matchingKeyItems(block).flatMap(questionKey);
      case 'word_search':
        return wordSearch(block, variant);
      case 'crossword':
        return crossword(block, variant);
      default:
        return [];
    }
  }
  switch (block.type) {
    case 'question':
      return question(block);
    case 'paragraph':
      return [block.text];
    case 'list':
      return block.items.flatMap((item, i) => [listMarker(block.ordered, i), item]);
    case 'word_bank':
      return [WORD_BANK_TITLE, block.words.join(` ${WORD_BANK_SEPARATOR} `)];
    case 'vocabulary':
      return table(
        VOCABULARY_COLUMNS,
        block.entries.map((e) => [e.term, e.definition]),
      );
    case 'table':
      return [block.caption ?? '', ...table(block.columns, block.rows)];
    case 'matching':
      return [...MATCHING_COLUMNS, ...matchingRows(block)];
    case 'writing_space':
      return [block.label ?? ''];
    case 'diagram':
      return [...diagramKeyLines(block), block.caption];
    case 'word_search':
      return wordSearch(block, variant);
    case 'crossword':
      return crossword(block, variant);
  }
}

/** Every piece of text of one copy, in reading order (empty strings dropped). */
export function documentText(doc: GeneratedDocument, variant: Variant): string[] {
  const header = headerLayout(doc, variant);
  const out = [header.title, header.meta, ...(header.nameLine ? [NAME_LABEL, DATE_LABEL] : []), header.note ?? ''];
  for (const section of doc.sections) {
    if (variant === 'answer_key' && !hasAnswers(section.blocks)) continue;
    out.push(section.heading ?? '');
    if (variant === 'student') out.push(section.instructions ?? '');
    for (const block of section.blocks) out.push(...blockText(block, variant));
  }
  return out.filter(Boolean);
}

/**
 * What two renderings must agree on: the characters they show, in order, ignoring layout whitespace
 * (a PDF line break, a DOCX tab, an HTML element boundary) and how long a ruled blank is drawn.
 */
export function comparableText(text: string | string[]): string {
  const joined = Array.isArray(text) ? text.join(' ') : text;
  return joined.replace(/_{3,}/g, '___').replace(/\s+/g, '');
}
