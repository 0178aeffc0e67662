// Which threshold a scanned page gets: Otsu's global one for a copier's evenly lit page, Sauvola's local
// one when the paper's brightness varies across the page (a spine's shadow), where one global threshold
// blackens the dark side or washes out the light one.
import { decode } from 'jpeg-js';
import { unevenBackground, type GrayImage } from '../extraction.ocr-engine';
import { scanText, type ScanOptions } from '../../testing/testing.scanned-pages';

const TEXT =
  'Encoding is the input of information into the memory system. Storage is the creation of a permanent ' +
  'record of information. Retrieval is the act of getting information out of storage and back into awareness.\n\n';

/** The scan as the engine sees it: one grey byte a pixel. */
function scanned(options: ScanOptions): GrayImage {
  const page = scanText(TEXT.repeat(12), options, 1).pages[0];
  const { width, height, data } = decode(page.jpeg, { useTArray: true });
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = data[i * 4]; // the scan is grey: R = G = B
  return { width, height, data: grey, dpi: options.dpi };
}

describe('the threshold a scanned page is read with', () => {
  it.each([
    ['a clean 300-dpi page', { dpi: 300 }],
    [
      'a copier’s page: grey paper, noise, specks, turned',
      { dpi: 150, paper: 236, noise: 16, speckle: 0.001, angleDeg: 1.4 },
    ],
  ])('global (Otsu) for %s', (_, options) => {
    expect(unevenBackground(scanned(options))).toBe(false);
  });

  it.each([
    ['a strong spine shadow', { dpi: 200, paper: 244, noise: 10, shadow: 0.6 }],
    ['a milder one', { dpi: 200, paper: 244, shadow: 0.35 }],
  ])('local (Sauvola) for %s', (_, options) => {
    expect(unevenBackground(scanned(options))).toBe(true);
  });
});
