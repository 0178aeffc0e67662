// Tesseract (tesseract.js, WebAssembly) with the English LSTM model from the npm package
// @tesseract.js-data/eng, read from node_modules: no download, no network, no system binary. One engine
// per OCR thread, started on the first page and kept for the next ones. Deskewing is Tesseract's own
// (rotateAuto: the page is turned by the angle of its text lines before it is read); thresholding is
// Otsu's global one unless the page's background is uneven (a shadow from a book's spine, a phone's
// light falling off), where Sauvola's local threshold keeps the dark side readable.
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { readTsv, type OcrPage } from './extraction.ocr-tsv';

/** A greyscale picture, one byte a pixel; `dpi` when known (a rendered pdf page), else 0. */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
  dpi: number;
}

/** The LSTM-only model ("best_int", 2.9 MB): the legacy engine's extra data is never used here. */
export const ENGLISH_MODEL_DIR = join(
  dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

let engine: Promise<Worker> | undefined;

function start(): Promise<Worker> {
  return createWorker('eng', OEM.LSTM_ONLY, {
    langPath: ENGLISH_MODEL_DIR,
    gzip: true,
    // Never read or write a cached model in the working directory: the package's copy is the model.
    cacheMethod: 'none',
  }).then(async (worker) => {
    // debug_file: Tesseract's notes ("Detected 12 diacritics") go nowhere instead of to stderr.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, debug_file: '/dev/null' });
    return worker;
  });
}

export interface Recognized {
  page: OcrPage;
  /** Sauvola's local threshold was used (the background was uneven). */
  localThreshold: boolean;
}

export async function recognize(image: GrayImage): Promise<Recognized> {
  const worker = await (engine ??= start());
  const localThreshold = unevenBackground(image);
  await worker.setParameters({
    // 0 lets Tesseract estimate the resolution from the text's size (pictures of unknown size).
    user_defined_dpi: String(image.dpi || 0),
    thresholding_method: localThreshold ? '2' : '0',
  });
  const { data } = await worker.recognize(pgm(image), { rotateAuto: true }, { text: false, tsv: true });
  return { page: readTsv(data.tsv ?? '', image.width, image.height), localThreshold };
}

export async function stopEngine(): Promise<void> {
  const running = engine;
  engine = undefined;
  if (running) await (await running).terminate();
}

/** Portable greymap: a 15-byte header on the pixels, which Leptonica reads without decoding anything. */
function pgm(image: GrayImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1');
  return Buffer.concat([header, image.data]);
}

const TILE = 64;
/** Brightest and darkest tile background further apart than this (of 255): the paper is unevenly lit. */
const UNEVEN_SPREAD = 56;

/**
 * The paper's brightness in each 64 × 64 tile (the 90th percentile of its pixels: text is darker),
 * compared between tiles. A scan under a copier's even light varies by a few levels; a page photographed
 * or pressed against the glass near the spine by far more.
 */
export function unevenBackground(image: GrayImage): boolean {
  const { width, height, data } = image;
  let lightest = 0;
  let darkest = 255;
  const histogram = new Uint32Array(256);
  for (let ty = 0; ty + TILE <= height; ty += TILE) {
    for (let tx = 0; tx + TILE <= width; tx += TILE) {
      histogram.fill(0);
      for (let y = ty; y < ty + TILE; y += 2) {
        const row = y * width;
        for (let x = tx; x < tx + TILE; x += 2) histogram[data[row + x]]++;
      }
      const paper = percentile(histogram, (TILE / 2) * (TILE / 2), 0.9);
      lightest = Math.max(lightest, paper);
      darkest = Math.min(darkest, paper);
    }
  }
  return lightest - darkest > UNEVEN_SPREAD;
}

function percentile(histogram: Uint32Array, count: number, share: number): number {
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v];
    if (seen >= count * share) return v;
  }
  return 255;
}
