// Pictures of text inside a Word file or a deck (a pasted screenshot, a slide that is a photo of a
// handout), read in document order. The docx/pptx thread leaves a mark in the text where each picture
// sits and hands the pictures over; the OCR thread reads them; their text then takes the marks' places.
// Pictures are judged by their header where they are found: a drawing (EMF, SVG) is not a picture of
// text, and a decompression bomb or a broken header is counted as refused without being decoded.
import { judgePicture } from './extraction.ocr-picture';
import type { RefusedReason } from './extraction.ocr-worker';

export interface DocumentPictures {
  /** The pictures to read, in document order; picture i sits at pictureMark(i) in the text. */
  data: Uint8Array[];
  /** Pictures past the per-upload limit, not read. */
  skipped: number;
  refused: Partial<Record<RefusedReason, number>>;
}

/** Pictures of one file bigger than this (compressed, as stored) are refused unread. */
export const MAX_PICTURE_BYTES = 25 * 1024 * 1024;

// Private-use characters: no real text holds this pair around a number.
export const pictureMark = (i: number) => `\uE000${i}\uE001`;
const MARKS = /\uE000(\d+)\uE001/g;

export class PictureCollector {
  readonly pictures: DocumentPictures = { data: [], skipped: 0, refused: {} };

  /** `max` pictures are kept; 0 keeps none (no OCR asked). */
  constructor(private readonly max: number) {}

  get wanted(): boolean {
    return this.max > 0;
  }

  /** The mark to put in the text where this picture sits ('' when it is not read). */
  add(bytes: Uint8Array): string {
    if (!this.wanted) return '';
    const verdict =
      bytes.length > MAX_PICTURE_BYTES ? { ok: false as const, reason: 'too-large' as const } : judgePicture(bytes);
    if (!verdict.ok) {
      // Drawings and icons are simply not text; only hostile or broken pictures are counted.
      if (verdict.reason === 'too-large' || verdict.reason === 'damaged')
        this.pictures.refused[verdict.reason] = (this.pictures.refused[verdict.reason] ?? 0) + 1;
      return '';
    }
    if (this.pictures.data.length >= this.max) {
      this.pictures.skipped++;
      return '';
    }
    this.pictures.data.push(new Uint8Array(bytes)); // its own buffer: it can move to another thread alone
    return `\n\n${pictureMark(this.pictures.data.length - 1)}\n\n`;
  }
}

/** Puts each picture's text at its mark; marks of pictures that gave none disappear. */
export function fillPictureMarks(text: string, texts: string[]): string {
  return text.replace(MARKS, (_, i: string) => texts[Number(i)] ?? '');
}

/** The text without any picture mark (no OCR ran, or a cut left half a mark). */
export const withoutPictureMarks = (text: string): string => fillPictureMarks(text, []).replace(/[\uE000\uE001]/g, '');
