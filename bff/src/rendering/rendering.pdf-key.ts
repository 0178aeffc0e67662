// The answer-key PDF: every answer (lettered like the student copy), with explanation and cited passage.
import type { Block, QuestionBlock } from '@lessonloom/contracts';
import { ANSWER_LABEL, placementText, SOURCE_LABEL, WHERE_WORDS, WHY_LABEL } from '@lessonloom/document';
import { answerText, matchingKeyItems } from '@lessonloom/document';
import { drawCrossword, drawWordSearch } from './rendering.pdf-puzzles';
import type { PdfWriter } from './rendering.pdf-writer';

const INDENT = 26;

function questionKey(w: PdfWriter, q: QuestionBlock): void {
  const answer = `${ANSWER_LABEL} ${answerText(q)}`;
  const why = q.explanation ? `${WHY_LABEL} ${q.explanation}` : '';
  const source = q.source_passage ? `${SOURCE_LABEL} “${q.source_passage}”` : '';
  const style = { indent: INDENT, size: 10 };
  const h =
    8 +
    w.measure(q.prompt, { indent: INDENT }) +
    w.measure(answer, { ...style, bold: true }) +
    (why ? w.measure(why, style) + 2 : 0) +
    (source ? w.measure(source, style) + 2 : 0) +
    6;
  w.ensure(h);
  w.y += 8;
  w.place(`${q.number}.`, w.left, w.y, { width: INDENT, bold: true, size: 11 });
  w.text(q.prompt, { indent: INDENT, gap: 2 });
  w.text(answer, { ...style, size: 11, bold: true, color: '#1F4E79', gap: 2 });
  if (why) w.text(why, { ...style, gap: 2 });
  if (source) w.text(source, { ...style, color: '#555555', gap: 2 });
}

export function drawBlockKey(w: PdfWriter, block: Block): void {
  switch (block.type) {
    case 'question':
      return questionKey(w, block);
    case 'matching':
      for (const item of matchingKeyItems(block)) questionKey(w, item);
      return;
    case 'word_search':
      drawWordSearch(w, block, 'answer_key');
      w.ensure(40);
      w.text(WHERE_WORDS, { bold: true, gap: 3 });
      for (const p of block.placements) w.text(placementText(p), { indent: 14, size: 10, gap: 2 });
      return;
    case 'crossword':
      return drawCrossword(w, block, 'answer_key');
    default:
      return;
  }
}
