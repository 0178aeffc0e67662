// Scanned pages made from known text, for the OCR tests and the extraction benchmark: the text is laid
// out on letter-size pages (one or two columns, a running header and a page number, long words hyphenated
// at line ends), drawn at a scanner's resolution, then degraded the way a school copier does it (a slight
// rotation, grey paper, noise, specks, JPEG). Each page keeps the body text it shows, in reading order and
// with hyphenated words whole: what a perfect reader would return. Nothing is stored in the repository;
// every file is made when a test or the benchmark needs it.
import { join } from 'node:path';
import { createCanvas, GlobalFonts, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

const FONT_DIR = join(require.resolve('dejavu-fonts-ttf/package.json'), '..', 'ttf');
let fontsReady = false;
function registerFonts(): void {
  if (fontsReady) return;
  GlobalFonts.registerFromPath(join(FONT_DIR, 'DejaVuSerif.ttf'), 'Scan Body');
  GlobalFonts.registerFromPath(join(FONT_DIR, 'DejaVuSans-Bold.ttf'), 'Scan Heading');
  fontsReady = true;
}

export interface ScanOptions {
  /** Scanner resolution; a letter page is 8.5 × 11 inches. */
  dpi: number;
  columns?: 1 | 2;
  /** Body size in points (default 11, 10 in two columns). */
  fontPt?: number;
  /** The page is scanned turned by this many degrees. */
  angleDeg?: number;
  /** Standard deviation of grey-level noise (0–255 scale). */
  noise?: number;
  /** Share of pixels turned into specks of toner or dropouts. */
  speckle?: number;
  /** Grey level of the paper (255 = white). */
  paper?: number;
  /**
   * A shadow across the page, as from a book's spine or a phone held over it: the paper darkens
   * from the left edge by this share (0–1) of its brightness, fading out by the middle.
   */
  shadow?: number;
  /** JPEG quality of the scan (1–100). */
  jpegQuality?: number;
  /** Printed at the top of every page (dropped by a good reader, so not in the page's text). */
  header?: string;
  /** A page number at the foot of every page (dropped too). */
  pageNumbers?: boolean;
  /** Long words that do not fit at a line's end are split with a hyphen. */
  hyphenate?: boolean;
  seed?: number;
}

export interface ScannedPage {
  /** The scan as a JPEG. */
  jpeg: Buffer;
  width: number;
  height: number;
  /** The body text the page shows, paragraphs separated by a blank line, hyphenated words whole. */
  text: string;
}

/** A seeded generator (LCG): the same options always make the same scans. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

interface Block {
  text: string;
  heading: boolean;
}

/** Paragraphs (blank-line separated) and list lines of a text; short lines without a full stop are headings. */
export function textBlocks(text: string): Block[] {
  return text
    .split(/\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((line) => ({ text: line, heading: line.split(' ').length <= 8 && !/[.?!:;,]$/.test(line) }));
}

/**
 * Lays `text` out over as many pages as it needs (at most `maxPages`) and scans each one. Returns the
 * pages and the text that did not fit.
 */
export function scanText(
  text: string,
  options: ScanOptions,
  maxPages = Infinity,
): { pages: ScannedPage[]; rest: string } {
  registerFonts();
  const blocks = textBlocks(text);
  const pages: ScannedPage[] = [];
  let at = 0;
  let carry: string[] = [];
  while ((at < blocks.length || carry.length) && pages.length < maxPages) {
    const page = new PageLayout(options, pages.length + 1);
    const shown: string[] = [];
    // A paragraph cut at the foot of a page goes on at the top of the next one.
    if (carry.length) {
      const left = page.paragraph(carry, false);
      shown.push(carry.slice(0, carry.length - left.length).join(' '));
      carry = left;
    }
    while (!carry.length && at < blocks.length) {
      const block = blocks[at];
      const words = block.text.split(' ');
      const left = page.paragraph(words, block.heading);
      if (left.length === words.length) break; // no room left on this page
      shown.push(words.slice(0, words.length - left.length).join(' '));
      carry = left;
      at++;
    }
    if (!shown.length) throw new Error('a page of the scan would be empty: the text does not fit the layout');
    pages.push(page.scan(shown.join('\n\n')));
  }
  const rest = [carry.join(' '), ...blocks.slice(at).map((b) => b.text)].filter(Boolean).join('\n\n');
  return { pages, rest };
}

interface FilledLine {
  line: string;
  used: number;
  split?: string;
}

class PageLayout {
  readonly canvas: Canvas;
  private readonly ctx: SKRSContext2D;
  private readonly pt: number;
  private readonly fontPt: number;
  private readonly margin: number;
  private readonly columnWidth: number;
  private readonly gap: number;
  private readonly columns: number;
  private readonly bottom: number;
  private column = 0;
  private y: number;

  constructor(
    private readonly options: ScanOptions,
    private readonly number: number,
  ) {
    const { dpi } = options;
    this.canvas = createCanvas(Math.round(8.5 * dpi), Math.round(11 * dpi));
    this.ctx = this.canvas.getContext('2d');
    this.pt = dpi / 72;
    this.columns = options.columns ?? 1;
    this.fontPt = options.fontPt ?? (this.columns > 1 ? 10 : 11);
    this.margin = 0.9 * dpi;
    this.gap = 0.35 * dpi;
    this.columnWidth = (this.canvas.width - 2 * this.margin - (this.columns - 1) * this.gap) / this.columns;
    this.bottom = this.canvas.height - this.margin;
    this.y = this.margin + this.fontPt * this.pt;
    this.ctx.fillStyle = '#fff';
    this.ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    this.ctx.fillStyle = '#161616';
    this.ctx.font = `${9 * this.pt}px "Scan Body"`;
    if (options.header) this.ctx.fillText(options.header, this.margin, 0.55 * dpi);
    if (options.pageNumbers) {
      const label = String(number);
      this.ctx.fillText(
        label,
        (this.canvas.width - this.ctx.measureText(label).width) / 2,
        this.canvas.height - 0.5 * dpi,
      );
    }
  }

  /**
   * Draws as many words of a paragraph as fit; returns the words left over. A word split by a hyphen
   * ends its line and its tail starts the next one, always in the same column.
   */
  paragraph(words: string[], heading: boolean): string[] {
    const size = heading ? this.fontPt * 1.15 : this.fontPt;
    this.ctx.font = heading ? `${size * this.pt}px "Scan Heading"` : `${size * this.pt}px "Scan Body"`;
    const lineHeight = size * 1.32 * this.pt;
    if (heading) this.y += lineHeight * 0.3;
    let i = 0;
    let tail = '';
    while (i < words.length || tail) {
      if (this.y > this.bottom && !this.nextColumn()) break;
      const roomBelow = this.y + lineHeight <= this.bottom;
      const { line, used, split } = this.fill(tail, words, i, !heading && roomBelow);
      this.ctx.fillText(line, this.margin + this.column * (this.columnWidth + this.gap), this.y);
      this.y += lineHeight;
      i += used;
      tail = split ?? '';
    }
    this.y += lineHeight * 0.45;
    return words.slice(i);
  }

  /**
   * One line: the tail of a split word (if any), then the words from `from` that fit. When the next
   * word does not fit, it may be split with a hyphen; it then counts as used and its tail is returned.
   */
  private fill(tail: string, words: string[], from: number, mayHyphenate: boolean): FilledLine {
    let line = tail;
    let used = 0;
    for (let i = from; i < words.length; i++) {
      const next = line ? `${line} ${words[i]}` : words[i];
      if (this.ctx.measureText(next).width <= this.columnWidth || !line) {
        line = next;
        used++;
        continue;
      }
      const cut = mayHyphenate && this.options.hyphenate ? this.hyphenPoint(line, words[i]) : 0;
      if (cut > 0) return { line: `${line} ${words[i].slice(0, cut)}-`, used: used + 1, split: words[i].slice(cut) };
      break;
    }
    return { line, used };
  }

  /** Where a plain word of 8+ letters may be split so its head and a hyphen still fit (0: nowhere). */
  private hyphenPoint(line: string, word: string): number {
    if (!/^[a-z]{8,}[,.;]?$/.test(word)) return 0;
    for (let cut = word.replace(/[,.;]$/, '').length - 4; cut >= 4; cut--) {
      if (this.ctx.measureText(`${line} ${word.slice(0, cut)}-`).width <= this.columnWidth) return cut;
    }
    return 0;
  }

  private nextColumn(): boolean {
    if (this.column + 1 >= this.columns) return false;
    this.column++;
    this.y = this.margin + this.fontPt * this.pt;
    return true;
  }

  scan(text: string): ScannedPage {
    const scanned = degrade(this.canvas, this.options, this.number);
    return {
      jpeg: scanned.encodeSync('jpeg', this.options.jpegQuality ?? 75),
      width: scanned.width,
      height: scanned.height,
      text,
    };
  }
}

/** The copier: turn, grey paper, noise and specks, all seeded by the page number. */
function degrade(page: Canvas, options: ScanOptions, number: number): Canvas {
  const { width, height } = page;
  const out = createCanvas(width, height);
  const ctx = out.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate(((options.angleDeg ?? 0) * Math.PI) / 180);
  ctx.translate(-width / 2, -height / 2);
  ctx.drawImage(page, 0, 0);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const noise = options.noise ?? 0;
  const speckle = options.speckle ?? 0;
  const paper = (options.paper ?? 255) / 255;
  const shadow = options.shadow ?? 0;
  if (!noise && !speckle && paper === 1 && !shadow) return out;
  const image = ctx.getImageData(0, 0, width, height);
  const px = image.data;
  const random = seeded((options.seed ?? 1) * 7919 + number);
  const light = Array.from({ length: width }, (_, x) => paper * (1 - shadow * Math.max(0, 1 - (2 * x) / width) ** 2));
  for (let i = 0; i < px.length; i += 4) {
    let v = px[i] * light[(i >> 2) % width];
    if (noise) v += (random() + random() + random() - 1.5) * 2 * noise; // about normal, sd ≈ noise
    if (speckle && random() < speckle) v = random() < 0.5 ? 40 : 255;
    v = v < 0 ? 0 : v > 255 ? 255 : v;
    px[i] = px[i + 1] = px[i + 2] = v;
  }
  ctx.putImageData(image, 0, 0);
  return out;
}
