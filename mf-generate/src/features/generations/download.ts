// Spec §7/§8: generated files are fetched with the bearer token and saved as {kind}.docx etc.
import type { DownloadFormat } from '@lessonloom/contracts';
import { downloadName, generationFileName, type DownloadFile } from '@lessonloom/document';
import { downloadFile, getAuthToken, isApiError, type ApiError, type AppDispatch } from '@lessonloom/web-core';
import { browser } from './browser';

const FILE_OF: Record<DownloadFormat, DownloadFile> = {
  docx: 'docx',
  pdf: 'pdf',
  'key-docx': 'keyDocx',
  'key-pdf': 'keyPdf',
};

/** kind.docx, kind.pdf, kind_answer_key.docx or kind_answer_key.pdf: the document package's one naming rule. */
export const downloadFileName = (kind: string, format: DownloadFormat): string => downloadName(kind, FILE_OF[format]);

/**
 * Where the spec names no file (history, dashboard, versions, accommodated copies): the file says what
 * it is, "Waves - Test - Version B - Answer key.pdf" (docs/teacher-experience.md).
 */
export const namedFileName = generationFileName;

export type DownloadOutcome =
  { ok: true; filename: string } | { ok: false; signedOut: true } | { ok: false; error: ApiError };

/** Spec §8's words for a failed download: 'Download failed: {status text}', or the error's message. */
export function downloadFailure(error: unknown): string {
  if (!isApiError(error)) return 'Failed to download file. Please try again.';
  // HTTP/2 has no status text; the code is the next best thing to show.
  if (typeof error.status === 'number') return `Download failed: ${error.statusText || error.status}`;
  return error.message || 'Failed to download file. Please try again.';
}

/** web-core's door does the call (and the 401 -> logout); this saves the file or says why it could not. */
export async function downloadGeneratedFile(
  url: string,
  filename: string,
  dispatch: AppDispatch,
): Promise<DownloadOutcome> {
  if (!getAuthToken()) return { ok: false, signedOut: true };
  const result = await dispatch(downloadFile(url));
  if (!result.ok) return result;
  browser.saveBlob(result.blob, filename);
  return { ok: true, filename };
}
