// Renders a catalogue entry to a PDF: DejaVu Sans (every character prints, like the exports),
// US Letter, headings, paragraphs, bullets and empty checkboxes to tick on paper.
import PDFDocument from 'pdfkit';
import { parsedFont } from '../../rendering/rendering.fonts';
import type { CatalogEntry, ResourceSection } from './resources.catalog-entry';

type Pdf = InstanceType<typeof PDFDocument>;
const MARGIN = 60;
const INK = '#1e293b';
const ACCENT = '#4f46e5';
const MUTED = '#64748b';

export function renderResourcePdf(entry: CatalogEntry): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    // A fixed date keeps the bytes (and so sizeBytes) the same on every instance that renders it.
    info: {
      Title: entry.title,
      Author: 'Lessonloom',
      Creator: 'Lessonloom',
      CreationDate: new Date(Date.UTC(2026, 0, 1)),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', parsedFont('regular') as unknown as Buffer);
  pdf.registerFont('bold', parsedFont('bold') as unknown as Buffer);

  pdf.font('bold').fontSize(24).fillColor(INK).text(entry.title);
  pdf.moveDown(0.2).font('regular').fontSize(13).fillColor(MUTED).text(entry.subtitle);
  pdf.moveDown(0.4).fontSize(10).text(entry.tags.join(' · '));
  const y = pdf.y + 8;
  pdf
    .moveTo(MARGIN, y)
    .lineTo(pdf.page.width - MARGIN, y)
    .lineWidth(1.5)
    .strokeColor(ACCENT)
    .stroke();
  pdf.y = y + 14;

  for (const section of entry.sections) drawSection(pdf, section);
  drawFooters(pdf, entry.title);
  pdf.end();
  return done;
}

function drawSection(pdf: Pdf, section: ResourceSection): void {
  // Keep a heading with at least its first line of content.
  if (pdf.y + 60 > pdf.page.height - MARGIN) pdf.addPage();
  pdf.moveDown(0.6).font('bold').fontSize(15).fillColor(ACCENT).text(section.heading);
  pdf.moveDown(0.3).font('regular').fontSize(11).fillColor(INK);
  for (const p of section.paragraphs ?? []) pdf.text(p, { lineGap: 2 }).moveDown(0.5);
  for (const b of section.bullets ?? []) item(pdf, b, (x, y) => pdf.circle(x + 4, y + 6, 2).fill(INK));
  for (const c of section.checklist ?? [])
    item(pdf, c, (x, y) =>
      pdf
        .rect(x, y + 1.5, 10, 10)
        .lineWidth(1)
        .strokeColor(INK)
        .stroke(),
    );
}

/** A hanging-indent line with a marker (bullet dot or checkbox) drawn beside its first line. */
function item(pdf: Pdf, text: string, marker: (x: number, y: number) => void): void {
  const indent = 22;
  const width = pdf.page.width - 2 * MARGIN - indent;
  const height = pdf.heightOfString(text, { width, lineGap: 2 });
  if (pdf.y + height > pdf.page.height - MARGIN) pdf.addPage();
  const top = pdf.y;
  marker(MARGIN + 2, top);
  pdf.fillColor(INK).text(text, MARGIN + indent, top, { width, lineGap: 2 });
  pdf.x = MARGIN;
  pdf.moveDown(0.35);
}

function drawFooters(pdf: Pdf, title: string): void {
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0; // writing inside the margin must not start a new page
    pdf.font('regular').fontSize(9).fillColor(MUTED);
    pdf.text(
      `${title} · Lessonloom Premium Resources · Page ${i + 1} of ${range.count}`,
      MARGIN,
      pdf.page.height - 40,
      {
        width: pdf.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      },
    );
    pdf.page.margins.bottom = bottom;
  }
}
