// pdfkit's built-in Helvetica silently garbles Greek, Cyrillic and math, so every PDF embeds DejaVu Sans.
// Resolved through require.resolve so it works from src (jest) and from dist alike; Debian's
// fonts-dejavu-core is the fallback when the npm package is missing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';

export type FontFace = 'regular' | 'bold';
const FILES: Record<FontFace, string> = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' };
const SYSTEM_DIR = '/usr/share/fonts/truetype/dejavu';
const cache = new Map<FontFace, Buffer>();

export function fontPath(face: FontFace): string {
  const file = FILES[face];
  try {
    return require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
  } catch {
    const system = join(SYSTEM_DIR, file);
    if (existsSync(system)) return system;
    throw new Error(`Font ${file} not found: install the npm package dejavu-fonts-ttf or Debian's fonts-dejavu-core`);
  }
}

/** Read once per process: the PDF renderer embeds (a subset of) these in every file. */
export function fontData(face: FontFace): Buffer {
  let data = cache.get(face);
  if (!data) {
    data = readFileSync(fontPath(face));
    cache.set(face, data);
  }
  return data;
}

/** A parsed font, shared by every PDF: parsing DejaVu's tables took most of a small PDF's render time. */
export interface ParsedFont {
  layout: (...args: unknown[]) => unknown;
}
const parsed = new Map<FontFace, ParsedFont>();

export function parsedFont(face: FontFace): ParsedFont {
  let font = parsed.get(face);
  if (!font) {
    font = fontkit.create(fontData(face));
    parsed.set(face, font);
  }
  return font;
}
