// The scanned parts of an upload put in their places. A pdf: pages whose text layer has (almost) no
// letters are read by OCR, the others keep their text layer as it is, all in page order under the
// character budget. A Word file or a deck: each picture's text takes the mark left where it sits.
import { randomUUID } from 'node:crypto';
import { EXTRACTION_MESSAGES, ExtractionError, damagedError, tooComplexError } from './extraction.errors';
import { TextCollector, fitBudget, tidyText, type BudgetedText } from './extraction.budget';
import { isTextless } from './extraction.pdf-merge';
import type { PdfText } from './extraction.pdf-plan';
import { readUnits, type OcrOptions, type OcrSummary, type OcrUnits } from './extraction.ocr-run';
import { fillPictureMarks, withoutPictureMarks, type DocumentPictures } from './extraction.ocr-pictures';
import { runOcrJob } from './extraction.ocr-pool';
import type { OcrJob } from './extraction.ocr-worker';

export interface ScannedText extends BudgetedText {
  ocr?: OcrSummary;
}

export async function withScannedPages(
  data: Uint8Array,
  layer: PdfText,
  budget: number,
  options: OcrOptions,
): Promise<ScannedText> {
  const pages = layer.pages ?? [];
  // A page with no letters is a scan (or a drawing); one with a few (a copier's stamp, a title) is read
  // only when no page of the file has a real text layer: then the whole file looks like a scan.
  const typedFile = pages.some((t) => !isTextless(t));
  const scanned = pages.flatMap((t, i) => (letters(t) === 0 || (!typedFile && isTextless(t)) ? [i] : []));
  if (!scanned.length) return layer;
  const toRead = scanned.slice(0, options.maxPages);
  // The text layer stopped at the first page past the limit: the pages after it were not looked at.
  const skipped = scanned.length - toRead.length + Math.max(0, layer.total - pages.length);
  // The file is shared with the OCR thread, not copied for every page.
  const shared = new Uint8Array(new SharedArrayBuffer(data.byteLength));
  shared.set(data);
  const docId = randomUUID();
  const units: OcrJob[] = toRead.map((i) => ({
    kind: 'pdf-page',
    docId,
    data: shared,
    page: i + 1,
    typed: letters(pages[i]) > 0,
  }));
  // Characters of the text-layer pages before each page: the reading stops once the text fills the budget.
  const before = (page: number) => pages.slice(0, page).reduce((n, t) => n + (isTextless(t) ? 0 : t.length), 0);
  let result: OcrUnits;
  try {
    result = await readUnits(
      units,
      units.map(() => true),
      options,
      (unit, chars) => before(toRead[unit] + 1) + chars >= budget,
    );
  } finally {
    void runOcrJob(options.account, { kind: 'close', docId }, 5000).catch(() => undefined);
  }
  const ocrText = new Map(toRead.map((page, k) => [page, result.texts[k]]));
  const text = new TextCollector(budget);
  let layerChars = 0;
  let used = 0;
  for (let i = 0; i < pages.length && !text.full; i++) {
    const read = ocrText.get(i);
    // A short typed page (a title page) read again by OCR says nothing more: its text layer is exact.
    const useRead = !!read?.trim() && letters(read) > 1.5 * letters(pages[i]);
    if (useRead) used++;
    else layerChars += tidyText(pages[i]).length;
    text.add(`${useRead ? read : pages[i]}\n\n`);
  }
  const out = text.finish();
  if (!out.text) throw noTextError(result);
  if (!used) return out; // nothing the text layer did not already say
  return {
    ...out,
    ocr: summary(
      { ...result, pagesRead: used },
      Math.max(0, out.text.length - layerChars),
      skipped + unread(result, toRead.length),
    ),
  };
}

export async function withPictureText(
  extracted: BudgetedText,
  budget: number,
  options: OcrOptions,
): Promise<ScannedText> {
  const pictures: DocumentPictures = extracted.pictures ?? { data: [], skipped: 0, refused: {} };
  const { pictures: _, ...rest } = extracted;
  const base = withoutPictureMarks(extracted.text).trim();
  if (!pictures.data.length) {
    if (!base) throw noTextError({ refused: pictures.refused, pagesRead: 0 });
    return { ...rest, text: base };
  }
  const units: OcrJob[] = pictures.data.map((data) => ({ kind: 'picture', data }));
  const result = await readUnits(
    units,
    units.map(() => false),
    options,
  );
  result.refused = mergeCounts(result.refused, pictures.refused);
  const filled = fitBudget(fillPictureMarks(extracted.text, result.texts), budget, extracted.truncated);
  if (!filled.text) throw noTextError(result);
  const ocrChars = result.texts.reduce((n, t) => n + t.length, 0);
  return {
    ...rest,
    ...filled,
    ...(result.pagesRead
      ? {
          ocr: summary(result, Math.min(ocrChars, filled.text.length), pictures.skipped + unread(result, units.length)),
        }
      : {}),
  };
}

const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

function summary(result: OcrUnits, chars: number, skipped: number): OcrSummary {
  return {
    pages: result.pagesRead,
    chars,
    confidence: result.confidence,
    ...(result.partial ? { partial: true } : {}),
    ...(skipped > 0 ? { skipped } : {}),
  };
}

/** Units not reached because the reading stopped early (budget kept partial, text budget full). */
const unread = (result: OcrUnits, total: number) => (result.partial ? Math.max(0, total - result.texts.length) : 0);

function mergeCounts<K extends string>(a: Partial<Record<K, number>>, b: Partial<Record<K, number>>) {
  const out = { ...a };
  for (const [k, n] of Object.entries(b) as Array<[K, number]>) out[k] = (out[k] ?? 0) + n;
  return out;
}

/** Nothing at all to keep: the pictures were hostile, broken, or held no text. */
function noTextError(result: Pick<OcrUnits, 'refused' | 'pagesRead'>): ExtractionError {
  if (result.refused['too-large']) return tooComplexError();
  if (result.refused.damaged && !result.pagesRead) return damagedError();
  return new ExtractionError(422, result.pagesRead ? EXTRACTION_MESSAGES.noTextInScan : EXTRACTION_MESSAGES.noText);
}
