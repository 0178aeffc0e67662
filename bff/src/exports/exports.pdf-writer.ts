// A thin layer over pdfkit: embedded DejaVu fonts, US Letter, and "measure before drawing" so a question
// moves to the next page whole instead of splitting (when it fits on a page at all).
import PDFDocument from 'pdfkit';
import { parsedFont } from './exports.fonts';

export const MARGIN = 54;
export const LINE_GAP = 22;
export const FOOTER_Y_OFFSET = 34;
/** Extra space between wrapped lines, in points. */
const LINE_SPACING = 1.5;
export type Pdf = InstanceType<typeof PDFDocument>;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  indent?: number;
  width?: number;
  align?: 'left' | 'center' | 'right';
  gap?: number;
}

export class PdfWriter {
  readonly pdf: Pdf;
  readonly left = MARGIN;
  readonly width: number;

  constructor(title: string) {
    this.pdf = new PDFDocument({
      size: 'LETTER',
      margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
      bufferPages: true,
      info: { Title: title, Creator: 'Lessonloom' },
    });
    // pdfkit accepts an already-parsed fontkit font wherever it takes a font source. (Not as the
    // default font: pdfkit would then re-open and compare the 'regular' alias on every switch.)
    this.pdf.registerFont('regular', parsedFont('regular') as unknown as Buffer);
    this.pdf.registerFont('bold', parsedFont('bold') as unknown as Buffer);
    this.pdf.font('regular');
    this.width = this.pdf.page.width - 2 * MARGIN;
  }

  get y(): number {
    return this.pdf.y;
  }

  set y(value: number) {
    this.pdf.y = value;
  }

  get bottom(): number {
    return this.pdf.page.height - this.pdf.page.margins.bottom;
  }

  get pageHeight(): number {
    return this.bottom - this.pdf.page.margins.top;
  }

  /** Start a new page unless `height` still fits; oversized blocks start where they are. */
  ensure(height: number): void {
    if (this.y + height > this.bottom && height <= this.pageHeight && this.y > this.pdf.page.margins.top + 1)
      this.newPage();
  }

  newPage(): void {
    this.pdf.addPage();
    this.pdf.x = this.left;
  }

  private apply(style: TextStyle): void {
    this.pdf
      .font(style.bold ? 'bold' : 'regular')
      .fontSize(style.size ?? 11)
      .fillColor(style.color ?? '#000000');
  }

  measure(text: string, style: TextStyle = {}): number {
    this.apply(style);
    const width = style.width ?? this.width - (style.indent ?? 0);
    const gap = style.gap ?? 0;
    return this.pdf.heightOfString(text, { width, lineGap: LINE_SPACING }) + gap;
  }

  text(text: string, style: TextStyle = {}, x?: number): void {
    this.apply(style);
    const indent = style.indent ?? 0;
    const width = style.width ?? this.width - indent;
    this.pdf.text(text, x ?? this.left + indent, this.y, {
      width,
      align: style.align ?? 'left',
      lineGap: LINE_SPACING,
    });
    this.y += style.gap ?? 0;
  }

  /** Text at a fixed position that does not move the cursor (grid letters, numbers, footers). */
  place(text: string, x: number, y: number, style: TextStyle & { width: number; wrap?: boolean }): void {
    const keep = this.y;
    this.apply(style);
    this.pdf.text(text, x, y, {
      width: style.width,
      align: style.align ?? 'left',
      lineBreak: style.wrap ?? false,
      lineGap: LINE_SPACING,
    });
    this.y = keep;
  }

  rule(y: number, indent = 0, color = '#8c8c8c'): void {
    this.pdf
      .moveTo(this.left + indent, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  }

  writingLines(count: number, indent = 18): void {
    for (let i = 0; i < count; i++) {
      this.y += LINE_GAP;
      this.rule(this.y, indent);
    }
    this.y += 8;
  }

  box(x: number, y: number, w: number, h: number, fill?: string): void {
    this.pdf.lineWidth(0.8).strokeColor('#000000');
    if (fill) this.pdf.rect(x, y, w, h).fillAndStroke(fill, '#000000');
    else this.pdf.rect(x, y, w, h).stroke();
  }

  /** "Page n of N" on every page, drawn after the content is laid out. */
  finishPages(): void {
    const range = this.pdf.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.pdf.switchToPage(i);
      const saved = this.pdf.page.margins.bottom;
      // Writing below the bottom margin would otherwise make pdfkit add a page.
      this.pdf.page.margins.bottom = 0;
      const y = this.pdf.page.height - FOOTER_Y_OFFSET;
      this.place(`Page ${i + 1} of ${range.count}`, this.left, y, {
        width: this.width,
        size: 8.5,
        color: '#666666',
        align: 'center',
      });
      this.pdf.page.margins.bottom = saved;
    }
  }

  finish(): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.pdf.on('data', (c: Buffer) => chunks.push(c));
      this.pdf.on('end', () => resolve(Buffer.concat(chunks)));
      this.pdf.on('error', reject);
      this.pdf.end();
    });
  }
}
