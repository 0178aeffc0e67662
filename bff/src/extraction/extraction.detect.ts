// Cheap, synchronous sniffing: is this upload really what its extension says?
// The authoritative checks (zip directory, parser errors) come later in extractText.
import { EXTRACTION_MESSAGES, ExtractionError, typeError } from './extraction.errors';

export type UploadType = 'pdf' | 'docx' | 'pptx' | 'txt';

const BY_EXTENSION: Record<string, UploadType> = { '.pdf': 'pdf', '.docx': 'docx', '.pptx': 'pptx', '.txt': 'txt' };
const LABEL: Record<UploadType, string> = { pdf: 'PDF', docx: 'Word (DOCX)', pptx: 'PowerPoint (PPTX)', txt: 'text' };

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
// Office saves a password-protected docx/pptx as an OLE container holding this stream (UTF-16LE name).
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
// Zip entry names are never compressed, so they can be found in the raw bytes.
const MAIN_PART: Record<'docx' | 'pptx', Buffer> = {
  docx: Buffer.from('word/document'),
  pptx: Buffer.from('ppt/presentation.xml'),
};
const BINARY_MAGICS = [
  '%PDF-',
  'PK\x03\x04',
  '\x89PNG',
  '\xff\xd8\xff',
  'GIF8',
  '\xd0\xcf\x11\xe0',
  '\x7fELF',
  'MZ',
].map((s) => Buffer.from(s, 'latin1'));

export function uploadTypeOf(filename: string): UploadType | null {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? null : (BY_EXTENSION[filename.slice(dot).toLowerCase()] ?? null);
}

/** `head` should be the whole upload (at most 10 MB): zip checks look for entry names anywhere in it. */
export function detectUploadType(filename: string, head: Buffer): UploadType {
  const type = uploadTypeOf(filename);
  if (!type) throw typeError();
  const real = type === 'pdf' ? isPdf(head) : type === 'txt' ? !looksBinary(head) : isOfficeZip(head, MAIN_PART[type]);
  if (!real) {
    const encryptedOffice = type !== 'pdf' && type !== 'txt' && isEncryptedOffice(head);
    if (encryptedOffice) throw new ExtractionError(422, EXTRACTION_MESSAGES.officePassword);
    const ext = filename.slice(filename.lastIndexOf('.'));
    throw new ExtractionError(415, EXTRACTION_MESSAGES.mismatch(LABEL[type], ext));
  }
  return type;
}

function isPdf(head: Buffer): boolean {
  // Readers accept a few junk bytes before the header, so do we (as pdf.js does).
  const at = head.subarray(0, 1024).indexOf('%PDF-');
  return at >= 0;
}

function isOfficeZip(head: Buffer, mainPart: Buffer): boolean {
  return head.subarray(0, 4).equals(ZIP_LOCAL_HEADER) && head.includes(mainPart);
}

function isEncryptedOffice(head: Buffer): boolean {
  return head.subarray(0, 8).equals(OLE_MAGIC) && head.includes(ENCRYPTED_PACKAGE);
}

export function hasUtf16Bom(b: Buffer): boolean {
  return b.length >= 2 && ((b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff));
}

/** UTF-16 without a BOM: ASCII-range text puts a NUL in every other byte, all on one side. */
export function bomlessUtf16(head: Buffer): 'utf-16le' | 'utf-16be' | null {
  const sample = head.subarray(0, 8192);
  let nulEven = 0;
  let nulOdd = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] === 0) {
      if (i % 2 === 0) nulEven++;
      else nulOdd++;
    }
  }
  const enough = (sample.length / 2) * 0.1;
  if (nulOdd > enough && nulEven === 0) return 'utf-16le';
  if (nulEven > enough && nulOdd === 0) return 'utf-16be';
  return null;
}

/** Text has no NUL bytes (or only UTF-16's regular ones) and few control characters. */
export function looksBinary(head: Buffer): boolean {
  if (hasUtf16Bom(head)) return false;
  if (BINARY_MAGICS.some((m) => head.subarray(0, m.length).equals(m))) return true;
  // UTF-16's non-Latin code units look like control bytes, so the control count does not apply.
  if (bomlessUtf16(head)) return false;
  const sample = head.subarray(0, 8192);
  let suspicious = 0;
  for (const c of sample) {
    if (c === 0) return true;
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c && c !== 0x1b) suspicious++;
  }
  return suspicious > sample.length * 0.05;
}
