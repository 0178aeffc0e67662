// Pixels for the OCR engine, inside the OCR thread. A pdf page without a text layer is rendered with
// pdf.js (pdfjs-dist, drawing on @napi-rs/canvas) at the resolution it was scanned at (a 150-dpi scan
// drawn at 300 dpi turns its specks into commas and dashes), 300 dpi when it holds no scan. A picture
// from a Word file or a slide is decoded in JavaScript once its header has passed judgePicture.
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { PNG } from 'pngjs';
import { decode as decodeJpeg } from 'jpeg-js';
import type { GrayImage } from './extraction.ocr-engine';
import { PICTURE_LIMITS } from './extraction.ocr-picture';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

/** Scanners' usual resolution, and what Tesseract reads best; more only costs time. */
export const RENDER_DPI = 300;
/** A page is never drawn larger than this (a poster-sized page is drawn at a lower resolution). */
export const MAX_RENDER_PIXELS = 12_000_000;
/** The long side a picture is brought down to before reading (a 300-dpi letter page is 3,300). */
const MAX_PICTURE_SIDE = 4200;

let pdfjs: PdfJs | undefined;
const PDFJS_DIR = () => dirname(require.resolve('pdfjs-dist/package.json'));

/** Documents kept open in this thread, most recent last: the next page of a scan needs no reparse. */
const open = new Map<string, Promise<PdfDocument>>();
const KEEP_OPEN = 2;

/** Opens (or finds open) the document `id`; `data` is only read on the first call. */
export function openPdf(id: string, data: Uint8Array): Promise<PdfDocument> {
  const found = open.get(id);
  if (found) {
    open.delete(id);
    open.set(id, found);
    return found;
  }
  // Loaded only when a scan needs it (most uploads never do); Node 20.19+ requires ES modules.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  pdfjs ??= require('pdfjs-dist/legacy/build/pdf.mjs') as PdfJs;
  const doc = pdfjs.getDocument({
    data: new Uint8Array(data), // pdf.js may take the buffer over; the caller keeps its own
    isEvalSupported: false,
    // Fonts and character maps come from the package on disk, never from a URL.
    standardFontDataUrl: join(PDFJS_DIR(), 'standard_fonts') + '/',
    cMapUrl: join(PDFJS_DIR(), 'cmaps') + '/',
    cMapPacked: true,
    // A picture in the pdf larger than a safe decode is left out of the drawing, not decoded.
    maxImageSize: PICTURE_LIMITS.maxPixels,
    verbosity: 0,
  }).promise;
  open.set(id, doc);
  while (open.size > KEEP_OPEN) {
    const [oldest, gone] = open.entries().next().value as [string, Promise<PdfDocument>];
    open.delete(oldest);
    void gone.then((d) => d.destroy()).catch(() => undefined);
  }
  return doc;
}

export async function closePdf(id: string): Promise<void> {
  const doc = open.get(id);
  open.delete(id);
  await doc?.then((d) => d.destroy()).catch(() => undefined);
}

/**
 * Renders page `number` (1-based) in grey at up to RENDER_DPI and MAX_RENDER_PIXELS. `scanOnly`: a page
 * that has a few typed words (a title page) is drawn only if a picture covers a good part of it, a scan
 * with a stamp on it; otherwise undefined (its text layer is all there is).
 */
export async function renderPdfPage(
  doc: PdfDocument,
  number: number,
  scanOnly = false,
): Promise<GrayImage | undefined> {
  const page = await doc.getPage(number);
  try {
    const unit = page.getViewport({ scale: 1 }); // 72 units an inch
    const area = unit.width * unit.height;
    const scanned = await scannedDpi(page, area);
    if (scanOnly && scanned === undefined) return undefined;
    const dpi = scanned ?? RENDER_DPI;
    const scale = Math.min(dpi / 72, Math.sqrt(MAX_RENDER_PIXELS / area));
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    // @napi-rs/canvas stands in for the DOM canvas pdf.js types expect.
    const task = page.render({ canvas, canvasContext: context, viewport } as unknown as Parameters<
      typeof page.render
    >[0]);
    await task.promise;
    return { ...toGray(context.getImageData(0, 0, canvas.width, canvas.height)), dpi: Math.round(scale * 72) };
  } finally {
    page.cleanup();
  }
}

type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
type Matrix = [number, number, number, number, number, number];

const multiply = (m: Matrix, n: number[]): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** A picture covering at least this share of the page is the page's scan. */
const SCAN_SHARE = 0.25;
/** Scans are read at their own resolution within these bounds. */
const MIN_SCAN_DPI = 100;

/**
 * The resolution of the page's scan: pixels of its largest picture over the inches it is drawn on,
 * following the drawing's transforms (operator list: save, restore, transform, form matrices). The
 * operator list is the one rendering uses next, so the pictures are decoded once.
 */
async function scannedDpi(page: PdfPage, pageArea: number): Promise<number | undefined> {
  const { OPS } = pdfjs as PdfJs;
  const list = await page.getOperatorList();
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  let best: { area: number; dpi: number } | undefined;
  list.fnArray.forEach((fn, i) => {
    const args = list.argsArray[i] as unknown[];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as number[]);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      if (Array.isArray(args[0])) ctm = multiply(ctm, args[0] as number[]);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject) {
      const size = fn === OPS.paintImageXObject ? { width: args[1], height: args[2] } : (args[0] as object);
      const { width, height } = size as { width: number; height: number };
      const drawnWidth = Math.hypot(ctm[0], ctm[1]) / 72; // inches
      const drawnHeight = Math.hypot(ctm[2], ctm[3]) / 72;
      const area = drawnWidth * drawnHeight * 72 * 72;
      if (!width || !height || !drawnWidth || !drawnHeight || area < SCAN_SHARE * pageArea) return;
      const dpi = Math.min(width / drawnWidth, height / drawnHeight);
      if (!best || area > best.area) best = { area, dpi };
    }
  });
  return best && Math.round(Math.max(MIN_SCAN_DPI, Math.min(RENDER_DPI, best.dpi)));
}

/**
 * Decodes a picture (its header already judged) in JavaScript: pngjs and jpeg-js throw on a broken file
 * where a native decoder may take the whole process down (@napi-rs/canvas 0.1.80 crashed on a PNG with a
 * garbled IDAT), and jpeg-js refuses more pixels or memory than asked. The long side is then brought down
 * to MAX_PICTURE_SIDE by averaging.
 */
export function decodePicture(data: Uint8Array, format: 'png' | 'jpeg'): GrayImage {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const decoded =
    format === 'png'
      ? { ...PNG.sync.read(bytes), channels: 4 }
      : {
          ...decodeJpeg(bytes, {
            useTArray: true,
            formatAsRGBA: false,
            maxResolutionInMP: PICTURE_LIMITS.maxPixels / 1e6,
            maxMemoryUsageInMB: 256,
          }),
          channels: 3,
        };
  const { width, height } = decoded;
  const gray = new Uint8Array(width * height);
  const px = decoded.data;
  const step = decoded.channels;
  for (let i = 0, j = 0; j < gray.length; i += step, j++) {
    // Transparent parts of a PNG read as paper.
    const alpha = step === 4 ? px[i + 3] : 255;
    const luma = (px[i] * 77 + px[i + 1] * 150 + px[i + 2] * 29) >> 8;
    gray[j] = 255 - (((255 - luma) * alpha) >> 8);
  }
  return shrink({ width, height, data: gray, dpi: 0 }, MAX_PICTURE_SIDE);
}

/** Averages blocks of pixels so the long side is at most `side` (a whole factor, so text keeps its shape). */
function shrink(image: GrayImage, side: number): GrayImage {
  const factor = Math.ceil(Math.max(image.width, image.height) / side);
  if (factor <= 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * image.width + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += image.data[row + dx];
      }
      data[y * width + x] = sum / (factor * factor);
    }
  }
  return { width, height, data, dpi: 0 };
}

/** RGBA to one grey byte a pixel (Rec. 601 luma, in integers). */
function toGray(rgba: { data: Uint8ClampedArray; width: number; height: number }): Omit<GrayImage, 'dpi'> {
  const { data, width, height } = rgba;
  const gray = new Uint8Array(width * height);
  for (let i = 0, j = 0; j < gray.length; i += 4, j++)
    gray[j] = (data[i] * 77 + data[i + 1] * 150 + data[i + 2] * 29) >> 8;
  return { width, height, data: gray };
}
