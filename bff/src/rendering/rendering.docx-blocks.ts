// The student copy's blocks in Word: numbered questions with lettered options, room to write sized to
// the question, and every paragraph of a question kept together (keepNext/keepLines).
import { AlignmentType, ImageRun, Paragraph, Table, TableCell, TableRow, WidthType } from 'docx';
import type { Block, QuestionBlock } from '@lessonloom/contracts';
import { OUTLINE_HEADING, diagramOutline } from './rendering.diagram-outline';
import { crosswordDocx, wordSearchDocx } from './rendering.docx-puzzles';
import {
  BORDERS,
  CONTENT_WIDTH,
  CONTENT_WIDTH_PX,
  NUM_INDENT,
  caption,
  dataTable,
  para,
  run,
  spacer,
  workBox,
  writingLines,
} from './rendering.docx-primitives';
import {
  diagramKeyLines,
  letter,
  listMarker,
  MATCHING_COLUMNS,
  matchingLeftText,
  matchingRightText,
  options,
  pointsLabel,
  VOCABULARY_COLUMNS,
  widenBlanks,
  WORD_BANK_SEPARATOR,
  WORD_BANK_TITLE,
  workBoxLines,
  writingLines as linesFor,
} from '@lessonloom/document';
import type { DiagramImage, DiagramImages } from './rendering.types';

export type DocxChild = Paragraph | Table;

/**
 * `keepWithNext` binds the whole question to the one after it (Word's "keep with next" on every
 * paragraph), so the last page never holds the last question alone: it takes this one along.
 */
export function questionDocx(q: QuestionBlock, keepWithNext = false): DocxChild[] {
  const opts = options(q);
  const lines = linesFor(q);
  const box = workBoxLines(q);
  const tail = keepWithNext || opts.length > 0 || lines > 0 || box > 0;
  const out: DocxChild[] = [
    para(
      [
        run(`${q.number}.`, { bold: true }),
        run(`\t${widenBlanks(q.prompt)}`),
        run(pointsLabel(q) && ` ${pointsLabel(q)}`, { color: '666666', size: 18 }),
      ],
      {
        keepNext: tail,
        keepLines: true,
        indent: { left: NUM_INDENT, hanging: NUM_INDENT },
        tabStops: [{ type: 'left', position: NUM_INDENT }],
        spacing: { before: 160, after: 60 },
      },
    ),
  ];
  opts.forEach((o, i) =>
    out.push(
      para([run(`${letter(i)}.`, { bold: true }), run(`\t${o}`)], {
        keepNext: keepWithNext || i < opts.length - 1,
        keepLines: true,
        indent: { left: NUM_INDENT + 720, hanging: 360 },
        tabStops: [{ type: 'left', position: NUM_INDENT + 720 }],
        spacing: { after: 20 },
      }),
    ),
  );
  if (lines > 0) out.push(...writingLines(lines, undefined, keepWithNext));
  if (box > 0) out.push(workBox(box, undefined, keepWithNext));
  return out;
}

function diagramDocx(block: Extract<Block, { type: 'diagram' }>, diagrams: DiagramImages): DocxChild[] {
  const image = diagrams.get(block.mermaid);
  if (image) {
    // Word has no measuring: at most 560 px tall leaves room for the sheet's header (a long title on two
    // lines, the Name/Date line, instructions), so the drawing starts on page 1 under it. A long
    // timeline comes as rows, each its own picture, so each keeps its size.
    const parts = image.rows ?? [image];
    const picture = (part: DiagramImage, i: number) => {
      const scale = Math.min(1, CONTENT_WIDTH_PX / part.width, 560 / part.height);
      return new Paragraph({
        alignment: AlignmentType.CENTER,
        // Only the last picture keeps with what follows: rows chained by keep-with-next moved a two-row
        // timeline whole to page 2, leaving page 1 empty under the header (LibreOffice, measured).
        keepNext: i === parts.length - 1,
        spacing: { before: 120, after: 0 },
        children: [
          new ImageRun({
            type: 'png',
            data: part.png,
            transformation: { width: Math.round(part.width * scale), height: Math.round(part.height * scale) },
            altText: { name: 'Diagram', title: block.caption, description: block.caption },
          }),
        ],
      });
    };
    return [...parts.map(picture), ...keyDocx(block), caption(block.caption)];
  }
  const lines = diagramOutline(block.mermaid).map((l) =>
    para([run(l.replace(/^(\s*)/, ''))], {
      indent: { left: 200 + (l.length - l.trimStart().length) * 180 },
      spacing: { after: 20 },
    }),
  );
  const box = new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    rows: [
      new TableRow({
        cantSplit: true,
        children: [
          new TableCell({
            borders: BORDERS,
            margins: { top: 100, bottom: 100, left: 100, right: 100 },
            children: [para([run(OUTLINE_HEADING, { bold: true })]), ...lines],
          }),
        ],
      }),
    ],
  });
  return [box, ...keyDocx(block), caption(block.caption)];
}

/** The key under a drawing: the whole text of each label it shows as a number (the drawing keeps with its first line). */
function keyDocx(block: Extract<Block, { type: 'diagram' }>): DocxChild[] {
  return diagramKeyLines(block).map((l) =>
    para([run(l, { size: 20 })], { indent: { left: 240 }, spacing: { before: 40, after: 0 } }),
  );
}

function matchingDocx(block: Extract<Block, { type: 'matching' }>): DocxChild[] {
  const n = Math.max(block.left.length, block.right.length);
  const rows = Array.from({ length: n }, (_, i) => [
    i < block.left.length ? matchingLeftText(block, i) : '',
    i < block.right.length ? matchingRightText(block, i) : '',
  ]);
  const half = Math.floor(CONTENT_WIDTH / 2);
  return [dataTable({ columns: [...MATCHING_COLUMNS], rows, widths: [half, half], borders: false }), spacer()];
}

export function blockDocx(block: Block, diagrams: DiagramImages, keepWithNext = false): DocxChild[] {
  switch (block.type) {
    case 'question':
      return questionDocx(block, keepWithNext);
    case 'paragraph':
      return [para(block.text, { spacing: { after: 120 } })];
    case 'list':
      return block.items.map((item, i) =>
        para([run(listMarker(block.ordered, i)), run(`\t${item}`)], {
          indent: { left: 720, hanging: 360 },
          tabStops: [{ type: 'left', position: 720 }],
          spacing: { after: 40 },
        }),
      );
    case 'word_bank':
      return [
        new Table({
          width: { size: CONTENT_WIDTH, type: WidthType.DXA },
          rows: [
            new TableRow({
              cantSplit: true,
              children: [
                new TableCell({
                  borders: BORDERS,
                  margins: { top: 100, bottom: 100, left: 120, right: 120 },
                  children: [
                    para([run(WORD_BANK_TITLE, { bold: true })], { alignment: AlignmentType.CENTER }),
                    para(block.words.join(`     ${WORD_BANK_SEPARATOR}     `), { alignment: AlignmentType.CENTER }),
                  ],
                }),
              ],
            }),
          ],
        }),
        spacer(),
      ];
    case 'vocabulary':
      return [
        dataTable({
          columns: [...VOCABULARY_COLUMNS],
          rows: block.entries.map((e) => [e.term, e.definition]),
          widths: [Math.floor(CONTENT_WIDTH * 0.3), Math.ceil(CONTENT_WIDTH * 0.7)],
        }),
        spacer(),
      ];
    case 'table':
      return [
        ...(block.caption ? [para([run(block.caption, { bold: true })], { keepNext: true })] : []),
        dataTable({ columns: block.columns, rows: block.rows, emptyRowHeight: 1100 }),
        spacer(),
      ];
    case 'matching':
      return matchingDocx(block);
    case 'writing_space':
      return [
        ...(block.label
          ? [para([run(block.label, { bold: true })], { keepNext: true, spacing: { before: 160 } })]
          : []),
        ...writingLines(block.lines, 0),
      ];
    case 'diagram':
      return diagramDocx(block, diagrams);
    case 'word_search':
      return wordSearchDocx(block, 'student');
    case 'crossword':
      return crosswordDocx(block, 'student');
  }
}
