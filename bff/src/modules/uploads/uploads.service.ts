import { withoutBidiControls, xmlSafe, type UploadResult } from '@lessonloom/contracts';
import {
  ExtractionError,
  extractText,
  inExtractionTurn,
  type Extracted,
  type OcrOptions,
  type UploadType,
} from '../../extraction';
import { HttpError } from '../../http/http.error';
import { deleteFiles, putFile } from '../../storage/storage.gridfs';
import type { AuthUser } from '../auth/auth.user-model';
import { keepIfAccountLive, requireLiveAccount } from '../auth/auth.account-live';
import { keepIfRoom, requireRoom, type QuotaConfig } from '../storage-quota/storage-quota.service';
import { Upload, type UploadDoc } from './uploads.model';
import { readUploadOffThread, type SourceReading } from '../../content';

const CONTENT_TYPES: Record<UploadType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
};

export const MAX_FILENAME_CHARS = 200;

/**
 * The name the teacher sees and generates from: no directories a browser might send, no control
 * characters, nothing XML cannot hold, no bidirectional controls (U+202E can make "gpj.exe" read "exe.jpg").
 */
export const uploadName = (raw: string): string =>
  withoutBidiControls(xmlSafe(raw.split(/[\\/]/).pop()!))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim();

export function cleanFilename(raw: string | null | undefined): string {
  const name = uploadName(raw ?? '');
  if (!name) throw new HttpError(400, 'The uploaded file has no name.');
  if (name.length > MAX_FILENAME_CHARS)
    throw new HttpError(
      400,
      `The file name is too long (at most ${MAX_FILENAME_CHARS} characters). Rename the file and upload it again.`,
    );
  return name;
}

/** How an upload's scanned pages are read (OCR): the configured limits and the teacher's choice. */
export interface ScanReading {
  maxPages: number;
  pageTimeoutMs: number;
  /** When a page overruns its time: keep the pages read so far instead of refusing the upload. */
  keepPartial: boolean;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Extracts the text (scanned pages and pictures of text read by OCR, in the teacher's turn), stores the
 * bytes in GridFS and keeps the text with the user. A file of the same name replaces the earlier one
 * (its GridFS bytes are deleted once the record points at the new ones).
 */
export async function saveUpload(
  user: AuthUser,
  rawName: string | null | undefined,
  data: Buffer,
  scan?: ScanReading,
  quota?: QuotaConfig,
): Promise<UploadResult> {
  const filename = cleanFilename(rawName);
  // The storage quota, before the file is read: a re-upload under the same name frees the earlier copy.
  const replacing = quota ? ((await Upload.findOne({ owner: user._id, filename }, { size: 1 }).lean())?.size ?? 0) : 0;
  if (quota) await requireRoom(quota, user, { file: data.length }, replacing);
  // Extraction and the reading after it run in the account's turn (fair between teachers); the bytes
  // are stored while the reader thread reads.
  // Scanned pages are read by OCR inside this turn, a page at a time in turns with other teachers' scans.
  const ocr: OcrOptions | undefined = scan && { account: user.id, ...scan };
  const { extracted, fileId, reading } = await inExtractionTurn(user.id, async () => {
    const extracted = await extract(filename, data, ocr);
    // deleted while the file was read: nothing is stored
    await requireLiveAccount(user._id);
    const stored = putFile(data, {
      filename,
      metadata: { owner: user.id, contentType: CONTENT_TYPES[extracted.type], role: 'upload' },
    });
    stored.catch(() => {}); // awaited below; a failure must not go unhandled while the reading runs
    const reading = await readOrNothing(extracted.text, filename, extracted.marks);
    const fileId = await stored;
    // ... and again now that the bytes are in, still in the account's turn, so of two uploads racing for
    // the last room the first keeps it and the second is refused
    if (quota) await keepIfRoom(quota, user, { file: data.length }, () => deleteFiles([fileId]), replacing);
    return { extracted, fileId, reading };
  });
  let previous: UploadDoc | null;
  try {
    previous = await Upload.findOneAndUpdate(
      { owner: user._id, filename },
      {
        $set: {
          fileId,
          size: data.length,
          type: extracted.type,
          text: extracted.text,
          chars: extracted.chars,
          truncated: extracted.truncated,
          ...(reading ? { reading } : {}),
          ...(extracted.ocr ? { ocr: extracted.ocr } : {}),
        },
      },
      { upsert: true, returnDocument: 'before', runValidators: true },
    );
  } catch (err) {
    await deleteFiles([fileId]);
    throw err;
  }
  if (previous) await deleteFiles([previous.fileId]);
  // deleted while the file was stored: the file and its record go again
  await keepIfAccountLive(user._id, async () => {
    await deleteFiles([fileId]);
    await Upload.deleteOne({ owner: user._id, filename, fileId });
  });
  return {
    filename,
    chars: extracted.chars,
    truncated: extracted.truncated,
    size_bytes: data.length,
    ...(extracted.ocr ? { ocr: extracted.ocr } : {}),
  };
}

async function extract(filename: string, data: Buffer, ocr?: OcrOptions): Promise<Extracted> {
  try {
    return await extractText(filename, data, { ocr });
  } catch (err) {
    if (err instanceof ExtractionError) throw new HttpError(err.status, err.detail);
    throw err;
  }
}

/**
 * The reading of an upload, or nothing if the reader thread failed or overran: the upload itself is
 * sound, so it is kept, and the first generation from it reads it again (generations.service.ts).
 */
export function readOrNothing(...args: Parameters<typeof readUploadOffThread>): Promise<SourceReading | undefined> {
  return readUploadOffThread(...args).catch(() => undefined);
}

/** One of this user's uploads by name; other users' files are invisible. */
export function findUpload(user: AuthUser, filename: string) {
  return Upload.findOne({ owner: user._id, filename: uploadName(filename) });
}
