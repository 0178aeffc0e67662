// A thin layer over pdfkit: embedded DejaVu fonts, the page of packages/document (US Letter and its
// margins), and "measure before drawing" so a question moves to the next page whole instead of splitting
// (when it fits on a page at all).
import PDFDocument from 'pdfkit';
import type { GeneratedDocument } from '@lessonloom/contracts';
import { BODY_SIZE, PAGE } from '@lessonloom/document';
import { parsedFont } from './rendering.fonts';
import { parsedReadableFont } from './rendering.readable-font';

export const MARGIN = PAGE.margin;
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

/** pdfkit's font object per document, as far as the word-shaping cache goes (not in its typings). */
interface ShapingFont {
  font: object;
  layoutCache?: Record<string, unknown>;
}

/** Documents that share one cache before it starts over, so a long-running thread's memory stays bounded. */
const CACHE_DOCUMENTS = 100;
const shaping = new Map<object, { words: Record<string, unknown>; documents: number }>();

/**
 * pdfkit shapes each word once per document and font (fontkit's layout: a quarter of a long PDF's
 * render time) and keeps the result in a per-document cache. The result depends only on the word and
 * the font, and every PDF of a thread uses the same parsed fonts, so the documents of a thread share
 * one cache: the second layout pass of a balanced last page, the answer key after the student copy
 * and the next teacher's everyday words all start shaped. pdfkit only reads the cached runs.
 */
function shareShaping(pdf: Pdf): void {
  const font = (pdf as unknown as { _font?: ShapingFont })._font;
  if (!font?.layoutCache) return;
  let shared = shaping.get(font.font);
  if (!shared || shared.documents >= CACHE_DOCUMENTS) {
    shared = { words: Object.create(null) as Record<string, unknown>, documents: 0 };
    shaping.set(font.font, shared);
  }
  shared.documents++;
  font.layoutCache = shared.words;
}

/** Large print: flowing text at least 14 pt (11 pt body scaled by 14/11) with wider line spacing. */
export const LARGE_PRINT = { minSize: 14, scale: 14 / BODY_SIZE, lineSpacing: 6 } as const;

export class PdfWriter {
  readonly pdf: Pdf;
  readonly left = MARGIN;
  readonly width: number;
  private readonly large: boolean;
  private readonly lineSpacing: number;

  constructor(title: string, print?: GeneratedDocument['print']) {
    this.large = print?.large === true;
    this.lineSpacing = this.large ? LARGE_PRINT.lineSpacing : LINE_SPACING;
    this.pdf = new PDFDocument({
      size: PAGE.size,
      margins: { top: PAGE.margin, bottom: PAGE.marginBottom, left: PAGE.margin, right: PAGE.margin },
      bufferPages: true,
      info: { Title: title, Creator: 'Lessonloom' },
    });
    // pdfkit accepts an already-parsed fontkit font wherever it takes a font source. (Not as the
    // default font: pdfkit would then re-open and compare the 'regular' alias on every switch.)
    const font = print?.font === 'atkinson' ? parsedReadableFont : parsedFont;
    this.pdf.registerFont('regular', font('regular') as unknown as Buffer);
    this.pdf.registerFont('bold', font('bold') as unknown as Buffer);
    this.pdf.font('bold');
    shareShaping(this.pdf);
    this.pdf.font('regular');
    shareShaping(this.pdf);
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

  /** Flowing text in large print is never below 14 pt; fixed-position text (grid letters, labels in measured boxes) keeps its size. */
  private size(style: TextStyle, flowing: boolean): number {
    const size = style.size ?? BODY_SIZE;
    return this.large && flowing ? Math.max(LARGE_PRINT.minSize, size * LARGE_PRINT.scale) : size;
  }

  private apply(style: TextStyle, flowing = true): void {
    this.pdf
      .font(style.bold ? 'bold' : 'regular')
      .fontSize(this.size(style, flowing))
      .fillColor(style.color ?? '#000000');
  }

  measure(text: string, style: TextStyle = {}): number {
    this.apply(style);
    const width = style.width ?? this.width - (style.indent ?? 0);
    const gap = style.gap ?? 0;
    return this.pdf.heightOfString(text, { width, lineGap: this.lineSpacing }) + gap;
  }

  text(text: string, style: TextStyle = {}, x?: number): void {
    this.apply(style);
    const indent = style.indent ?? 0;
    const width = style.width ?? this.width - indent;
    this.pdf.text(text, x ?? this.left + indent, this.y, {
      width,
      align: style.align ?? 'left',
      lineGap: this.lineSpacing,
    });
    this.y += style.gap ?? 0;
  }

  /** Text at a fixed position that does not move the cursor (grid letters, numbers, footers). */
  place(text: string, x: number, y: number, style: TextStyle & { width: number; wrap?: boolean }): void {
    const keep = this.y;
    this.apply(style, false);
    this.pdf.text(text, x, y, {
      width: style.width,
      align: style.align ?? 'left',
      lineBreak: style.wrap ?? false,
      lineGap: this.lineSpacing,
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
