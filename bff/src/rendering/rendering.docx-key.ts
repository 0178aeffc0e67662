// The answer-key file in Word: each question with its answer, the explanation and the cited passage,
// matching pairs spelled out, and puzzle solutions drawn on their grids.
import type { Block, QuestionBlock } from '@lessonloom/contracts';
import type { DocxChild } from './rendering.docx-blocks';
import { crosswordDocx, wordSearchDocx } from './rendering.docx-puzzles';
import { GREY, NUM_INDENT, para, run } from './rendering.docx-primitives';
import { ANSWER_LABEL, answerText, matchingKeyItems, SOURCE_LABEL, WHERE_WORDS, WHY_LABEL } from '@lessonloom/document';
import { placementText } from '@lessonloom/document';

function questionKey(q: QuestionBlock): DocxChild[] {
  const out: DocxChild[] = [
    para([run(`${q.number}.`, { bold: true }), run(`\t${q.prompt}`)], {
      keepNext: true,
      keepLines: true,
      indent: { left: NUM_INDENT, hanging: NUM_INDENT },
      tabStops: [{ type: 'left', position: NUM_INDENT }],
      spacing: { before: 140, after: 40 },
    }),
    para([run(`${ANSWER_LABEL} `, { bold: true }), run(answerText(q), { bold: true, color: '1F4E79' })], {
      indent: { left: NUM_INDENT },
      keepLines: true,
      keepNext: Boolean(q.explanation || q.source_passage),
      spacing: { after: 40 },
    }),
  ];
  if (q.explanation) {
    out.push(
      para([run(`${WHY_LABEL} `, { italics: true }), run(q.explanation)], {
        indent: { left: NUM_INDENT },
        keepLines: true,
        keepNext: Boolean(q.source_passage),
        spacing: { after: 40 },
      }),
    );
  }
  if (q.source_passage) {
    out.push(
      para(
        [
          run(`${SOURCE_LABEL} `, { italics: true, color: GREY }),
          run(`“${q.source_passage}”`, { italics: true, color: GREY }),
        ],
        { indent: { left: NUM_INDENT }, keepLines: true, spacing: { after: 40 } },
      ),
    );
  }
  return out;
}

export function blockKeyDocx(block: Block): DocxChild[] {
  switch (block.type) {
    case 'question':
      return questionKey(block);
    case 'matching':
      return matchingKeyItems(block).flatMap(questionKey);
    case 'word_search':
      return [
        ...wordSearchDocx(block, 'answer_key'),
        para([run(WHERE_WORDS, { bold: true })], { spacing: { before: 160 }, keepNext: true }),
        ...block.placements.map((p) =>
          para(placementText(p), { indent: { left: NUM_INDENT }, spacing: { after: 20 } }),
        ),
      ];
    case 'crossword':
      return crosswordDocx(block, 'answer_key');
    default:
      return [];
  }
}
