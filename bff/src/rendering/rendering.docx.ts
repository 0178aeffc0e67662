// GeneratedDocument -> .docx (student copy or answer key), US Letter, page numbers in the footer.
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  LeaderType,
  Packer,
  PageNumber,
  Paragraph,
  TabStopType,
  TextRun,
} from 'docx';
import type { GeneratedDocument } from '@lessonloom/contracts';
import { xmlSafeDeep } from '@lessonloom/contracts';
import { blockDocx, type DocxChild } from './rendering.docx-blocks';
import { blockKeyDocx } from './rendering.docx-key';
import { CONTENT_WIDTH, FONT, GREY, PAGE, para, run } from './rendering.docx-primitives';
import {
  DATE_LABEL,
  NAME_LABEL,
  NO_ANSWERS_NOTE,
  hasAnswers,
  headerLayout,
  metaLine,
  titleFor,
} from '@lessonloom/document';
import type { DiagramImages, Variant } from './rendering.types';
import { LARGE_PRINT_HALF_POINTS, LARGE_PRINT_LINE, largePrintDocx } from './rendering.large-print';
import { READABLE_FONT_NAME, readableFontData } from './rendering.readable-font';

function header(doc: GeneratedDocument, variant: Variant): DocxChild[] {
  const layout = headerLayout(doc, variant);
  const out: DocxChild[] = [
    para([run(layout.title, { bold: true, size: 36 })], { spacing: { after: 60 } }),
    para([run(layout.meta, { color: GREY, size: 20 })], { spacing: { after: 160 } }),
  ];
  if (layout.nameLine) {
    out.push(
      new Paragraph({
        spacing: { after: 200 },
        tabStops: [
          { type: TabStopType.LEFT, position: Math.round(CONTENT_WIDTH * 0.62), leader: LeaderType.UNDERSCORE },
          { type: TabStopType.RIGHT, position: CONTENT_WIDTH, leader: LeaderType.UNDERSCORE },
        ],
        children: [
          new TextRun({ text: `${NAME_LABEL} `, font: FONT, bold: true }),
          new TextRun({ text: `\t  ${DATE_LABEL} `, font: FONT, bold: true }),
          new TextRun({ text: '\t', font: FONT }),
        ],
      }),
    );
  }
  if (layout.note)
    out.push(
      para([run(layout.note, layout.noteKind === 'key_note' ? { italics: true, color: GREY } : { italics: true })]),
    );
  out.push(
    new Paragraph({
      border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '999999', space: 1 } },
      spacing: { after: 120 },
      children: [],
    }),
  );
  return out;
}

function body(doc: GeneratedDocument, variant: Variant, diagrams: DiagramImages): DocxChild[] {
  const out: DocxChild[] = [];
  // The student copy's second-to-last block keeps with the last when both are questions (no orphan last page).
  const all = doc.sections.flatMap((s) => s.blocks);
  const penultimate = all.length >= 3 && all.at(-1)!.type === 'question' ? all.at(-2) : undefined;
  for (const section of doc.sections) {
    if (variant === 'answer_key' && !hasAnswers(section.blocks)) continue;
    if (section.heading) {
      out.push(
        para([run(section.heading, { bold: true, size: 26, color: '1F3864' })], {
          keepNext: true,
          spacing: { before: 240, after: 80 },
        }),
      );
    }
    if (section.instructions && variant === 'student')
      out.push(para([run(section.instructions, { italics: true })], { keepNext: true }));
    for (const block of section.blocks)
      out.push(...(variant === 'answer_key' ? blockKeyDocx(block) : blockDocx(block, diagrams, block === penultimate)));
  }
  if (variant === 'answer_key' && out.length === 0) out.push(para(NO_ANSWERS_NOTE));
  return out;
}

// The offline-draft notice lives in the page, not on the sheet a class receives.
function footer(): Footer {
  const children = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [
        new TextRun({
          font: FONT,
          size: 18,
          color: GREY,
          children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
        }),
      ],
    }),
  ];
  return new Footer({ children });
}

export async function renderDocx(
  unsafe: GeneratedDocument,
  variant: Variant,
  diagrams: DiagramImages,
): Promise<Buffer> {
  const doc = xmlSafeDeep(unsafe); // the render boundary: whatever the caller built, the file opens
  const large = doc.print?.large === true;
  const readable = doc.print?.font === 'atkinson';
  const file = new Document({
    creator: 'Lessonloom',
    title: titleFor(doc, variant),
    description: metaLine(doc),
    // Accommodated copies embed the readability font, so it prints as chosen where it is not installed.
    ...(readable
      ? { fonts: [{ name: READABLE_FONT_NAME, data: readableFontData('regular'), bold: readableFontData('bold') }] }
      : {}),
    styles: {
      default: {
        document: {
          run: { font: readable ? READABLE_FONT_NAME : FONT, size: large ? LARGE_PRINT_HALF_POINTS : 22 },
          ...(large ? { paragraph: { spacing: { line: LARGE_PRINT_LINE } } } : {}),
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin, footer: 500 },
          },
        },
        footers: { default: footer() },
        children: [...header(doc, variant), ...body(doc, variant, diagrams)],
      },
    ],
  });
  const buffer = await Packer.toBuffer(file);
  return large ? largePrintDocx(buffer) : buffer;
}
