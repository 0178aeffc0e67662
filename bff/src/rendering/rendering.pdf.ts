// GeneratedDocument -> PDF (student copy or answer key) with embedded DejaVu Sans, so every character prints.
import type { GeneratedDocument } from '@lessonloom/contracts';
import { xmlSafeDeep } from '@lessonloom/contracts';
import { DATE_LABEL, NAME_LABEL, NO_ANSWERS_NOTE, hasAnswers, headerLayout, titleFor } from '@lessonloom/document';
import { blockStartHeight, drawBlock } from './rendering.pdf-blocks';
import { drawBlockKey } from './rendering.pdf-key';
import { PdfWriter } from './rendering.pdf-writer';
import type { DiagramImages, Variant } from './rendering.types';

function header(w: PdfWriter, doc: GeneratedDocument, variant: Variant): void {
  const layout = headerLayout(doc, variant);
  w.text(layout.title, { size: 19, bold: true, gap: 2 });
  w.text(layout.meta, { size: 10, color: '#666666', gap: 12 });
  if (layout.nameLine) {
    const y = w.y + 12;
    const split = w.width * 0.62;
    w.place(NAME_LABEL, w.left, y - 11, { width: 40, bold: true, size: 11 });
    w.pdf
      .moveTo(w.left + 40, y)
      .lineTo(w.left + split - 12, y)
      .lineWidth(0.6)
      .strokeColor('#000000')
      .stroke();
    w.place(DATE_LABEL, w.left + split, y - 11, { width: 36, bold: true, size: 11 });
    w.pdf
      .moveTo(w.left + split + 36, y)
      .lineTo(w.left + w.width, y)
      .stroke();
    w.y = y + 12;
  }
  if (layout.note)
    w.text(
      layout.note,
      layout.noteKind === 'key_note'
        ? { size: 10, color: '#666666', gap: 6 }
        : { size: 10.5, color: '#333333', gap: 6 },
    );
  w.rule(w.y + 2, 0, '#999999');
  w.y += 10;
}

interface Laid {
  w: PdfWriter;
  /** For each block drawn, the (0-based) page it ends on. */
  ends: number[];
}

function layOut(doc: GeneratedDocument, variant: Variant, diagrams: DiagramImages, breakBefore?: number): Laid {
  const w = new PdfWriter(titleFor(doc, variant), doc.print);
  const page = () => w.pdf.bufferedPageRange().count - 1;
  const ends: number[] = [];
  header(w, doc, variant);
  for (const section of doc.sections) {
    if (variant === 'answer_key' && !hasAnswers(section.blocks)) continue;
    // The balancing pass starts a page here (before the section's heading when the block is its first).
    if (breakBefore === ends.length && section.blocks.length) w.newPage();
    if (section.heading) {
      // Keep a heading with the whole first question, a table's first row, or the start of whatever follows it.
      const first = section.blocks[0];
      const next = variant === 'student' && first ? blockStartHeight(w, first) : 90;
      const intro =
        section.instructions && variant === 'student' ? w.measure(section.instructions, { size: 10.5 }) + 4 : 0;
      w.ensure(w.measure(section.heading, { size: 13, bold: true }) + 14 + intro + next);
      w.y += 10;
      w.text(section.heading, { size: 13, bold: true, color: '#1F3864', gap: 4 });
    }
    if (section.instructions && variant === 'student')
      w.text(section.instructions, { size: 10.5, color: '#333333', gap: 4 });
    section.blocks.forEach((block, i) => {
      if (i > 0 && breakBefore === ends.length) w.newPage();
      if (variant === 'answer_key') drawBlockKey(w, block);
      else drawBlock(w, block, diagrams);
      ends.push(page());
    });
  }
  if (variant === 'answer_key' && !ends.length) w.text(NO_ANSWERS_NOTE);
  return { w, ends };
}

/**
 * The last page holds one item only while the page before it ends with an item that could go with it
 * (one that does not start that page: moving it must not leave a page empty under its header).
 */
function orphanAtEnd(ends: number[]): boolean {
  const n = ends.length;
  return n >= 3 && ends[n - 2] < ends[n - 1] && ends[n - 3] === ends[n - 2];
}

export async function renderPdf(unsafe: GeneratedDocument, variant: Variant, diagrams: DiagramImages): Promise<Buffer> {
  const doc = xmlSafeDeep(unsafe); // the render boundary: whatever the caller built, the file opens
  let laid = layOut(doc, variant, diagrams);
  if (orphanAtEnd(laid.ends)) {
    // Balance: the item before the orphan starts the last page too, unless that costs another page.
    const balanced = layOut(doc, variant, diagrams, laid.ends.length - 2);
    if (balanced.ends.at(-1)! <= laid.ends.at(-1)!) laid = balanced;
  }
  // The offline-draft notice lives in the page, not on the sheet a class receives.
  laid.w.finishPages();
  return laid.w.finish();
}
