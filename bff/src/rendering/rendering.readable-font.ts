// Atkinson Hyperlegible (Braille Institute, SIL Open Font License 1.1), the readability font an
// accommodated copy may ask for. The TTFs come from @expo-google-fonts/atkinson-hyperlegible (fonts under
// OFL-1.1, its LICENSE_FONT), the npm package that ships them as TrueType, which both pdfkit and Word embed.
// It covers Latin scripts only; text in other scripts needs the standard font.
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import type { FontFace, ParsedFont } from './rendering.fonts';

export const READABLE_FONT_NAME = 'Atkinson Hyperlegible';
const FILES: Record<FontFace, string> = {
  regular: '@expo-google-fonts/atkinson-hyperlegible/400Regular/AtkinsonHyperlegible_400Regular.ttf',
  bold: '@expo-google-fonts/atkinson-hyperlegible/700Bold/AtkinsonHyperlegible_700Bold.ttf',
};
const data = new Map<FontFace, Buffer>();
const parsed = new Map<FontFace, ParsedFont>();

export function readableFontData(face: FontFace): Buffer {
  let d = data.get(face);
  if (!d) {
    d = readFileSync(require.resolve(FILES[face]));
    data.set(face, d);
  }
  return d;
}

export function parsedReadableFont(face: FontFace): ParsedFont {
  let f = parsed.get(face);
  if (!f) {
    f = fontkit.create(readableFontData(face));
    parsed.set(face, f);
  }
  return f;
}
