// Zip-bomb guard for docx/pptx. A 5 MB docx that unpacks to 1.2 GB cost mammoth 12 s and 2.5 GB
// before failing, so the central directory is judged first (checkZipDirectory, in the request's
// thread, before any worker starts or a byte is inflated). The directory can lie, so inside the
// capped worker every entry is then inflated once with the output capped at its declared size
// (verifyZipEntries): the libraries that follow only ever unpack entries proven to be what the
// directory said. (yauzl's own streaming check does the same but cost 3-8x more CPU here.)
import yauzl from 'yauzl';
import { inflateRawSync } from 'node:zlib';
import { damagedError, tooComplexError } from './extraction.errors';

export interface ZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
  /** uncompressed / compressed, for entries of at least `ratioFloorBytes` */
  maxRatio: number;
  ratioFloorBytes: number;
}

export interface ZipEntryInfo {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  headerOffset: number;
}

const MB = 1024 * 1024;
// Real teacher files: a 100-slide deck has ~700 entries; text XML compresses 5–30×, so a 10 MB
// docx that is all text (a novel) holds a word/document.xml of ~80-100 MB, which is allowed:
// it is read by the streaming scanner, which stops at the character budget.
export const ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxEntryBytes: 128 * MB,
  maxTotalBytes: 256 * MB,
  maxRatio: 200,
  ratioFloorBytes: 1 * MB,
};

export async function checkZipDirectory(data: Buffer, limits: ZipLimits = ZIP_LIMITS): Promise<ZipEntryInfo[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (err, z) =>
      err || !z ? reject(damagedError(err)) : resolve(z),
    ),
  );
  if (zip.entryCount > limits.maxEntries) throw tooComplexError();
  return new Promise((resolve, reject) => {
    const entries: ZipEntryInfo[] = [];
    let total = 0;
    zip.on('error', (err: Error) => reject(damagedError(err)));
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      const size = entry.uncompressedSize;
      total += size;
      const ratio = size / Math.max(entry.compressedSize, 1);
      if (entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)) {
        return reject(damagedError());
      }
      if (size > limits.maxEntryBytes || total > limits.maxTotalBytes) return reject(tooComplexError());
      if (size >= limits.ratioFloorBytes && ratio > limits.maxRatio) return reject(tooComplexError());
      entries.push({
        name: entry.fileName,
        method: entry.compressionMethod,
        compressedSize: entry.compressedSize,
        size,
        headerOffset: entry.relativeOffsetOfLocalHeader,
      });
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/** Inflates each entry into a buffer no larger than its declared size, then drops it. */
export function verifyZipEntries(data: Uint8Array, entries: ZipEntryInfo[]): void {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  for (const e of entries) {
    if (e.method !== 8) continue; // stored: yauzl already matched both sizes
    const at = e.headerOffset;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) throw damagedError();
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    let out: Buffer;
    try {
      out = inflateRawSync(bytes.subarray(start, start + e.compressedSize), { maxOutputLength: Math.max(e.size, 1) });
    } catch (err) {
      throw (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? tooComplexError(err) : damagedError(err);
    }
    if (out.length !== e.size) throw damagedError();
  }
}

export async function checkZip(data: Buffer, limits: ZipLimits = ZIP_LIMITS): Promise<void> {
  verifyZipEntries(data, await checkZipDirectory(data, limits));
}
