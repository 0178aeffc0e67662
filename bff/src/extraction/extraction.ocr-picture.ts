// What a picture is and how big, read from its first bytes, before anything decodes it: a PNG that
// declares 60,000 × 60,000 pixels (a decompression bomb) is refused from its header, and a picture
// whose header is broken never reaches a decoder. Only PNG and JPEG are read: Word and PowerPoint keep
// screenshots and photos in them. Drawings (EMF, WMF, SVG) are not pictures of text, and GIF, BMP and
// WebP pictures (rare in teachers' files) are passed over like them.

export type PictureFormat = 'png' | 'jpeg';

export interface PictureInfo {
  format: PictureFormat;
  width: number;
  height: number;
}

export const PICTURE_LIMITS = {
  /** Decoded, such a picture takes 4 bytes a pixel: 36 million pixels is 144 MB, a 48-megapixel photo is not read. */
  maxPixels: 36_000_000,
  maxSide: 20_000,
  /** Smaller than this on either side (an icon, a bullet) holds no text worth reading. */
  minSide: 48,
} as const;

export type PictureVerdict =
  { ok: true; info: PictureInfo } | { ok: false; reason: 'not-raster' | 'damaged' | 'too-large' | 'too-small' };

/** Sniffs the format and size and judges them against PICTURE_LIMITS. */
export function judgePicture(bytes: Uint8Array): PictureVerdict {
  const format = sniffFormat(bytes);
  if (!format) return { ok: false, reason: 'not-raster' };
  const size = SIZE_READERS[format](bytes);
  if (!size || size.width < 1 || size.height < 1) return { ok: false, reason: 'damaged' };
  const { width, height } = size;
  if (width > PICTURE_LIMITS.maxSide || height > PICTURE_LIMITS.maxSide) return { ok: false, reason: 'too-large' };
  if (width * height > PICTURE_LIMITS.maxPixels) return { ok: false, reason: 'too-large' };
  if (width < PICTURE_LIMITS.minSide || height < PICTURE_LIMITS.minSide) return { ok: false, reason: 'too-small' };
  // A JPEG cut short still decodes, its lower part grey: that is a damaged file, not a picture to read.
  if (format === 'jpeg' && !endsWithEoi(bytes)) return { ok: false, reason: 'damaged' };
  return { ok: true, info: { format, width, height } };
}

function sniffFormat(b: Uint8Array): PictureFormat | undefined {
  if (b.length < 12) return undefined;
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'png';
  if (b[0] === 0xff && b[1] === 0xd8) return 'jpeg';
  return undefined;
}

const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));
const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;

type Size = { width: number; height: number } | undefined;

const SIZE_READERS: Record<PictureFormat, (b: Uint8Array) => Size> = {
  png: (b) =>
    b.length >= 24 && ascii(b, 12, 4) === 'IHDR' ? { width: u32be(b, 16), height: u32be(b, 20) } : undefined,
  jpeg: jpegSize,
};

/** The frame header (SOF0–SOF15 but DHT, JPG and DAC) gives the size; markers before it are skipped by length. */
function jpegSize(b: Uint8Array): Size {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    const length = u16be(b, at + 2);
    if (length < 2) return undefined;
    const frame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (frame) return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    if (marker === 0xda || marker === 0xd9) return undefined; // image data before any frame header
    at += 2 + length;
  }
  return undefined;
}

function endsWithEoi(b: Uint8Array): boolean {
  // Some writers pad after the end marker; look at the last few bytes.
  for (let at = b.length - 2; at >= Math.max(0, b.length - 64); at--)
    if (b[at] === 0xff && b[at + 1] === 0xd9) return true;
  return false;
}
