// Fetches an export file through the one door (downloadFile) and hands it to the browser: the server names
// the file (Content-Disposition) and lists any questions a quiz game could not take (LEFT_OUT_HEADER).
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { LEFT_OUT_HEADER, type ExportFormat } from '@lessonloom/contracts';
import { getAuthToken, saveBlob, type ApiError } from '@lessonloom/web-core/public';
import { downloadFile } from '../api/download';

/** The browser effect behind one object, so tests can observe it (jsdom cannot save files). */
export const exportEffects = { saveBlob };

export interface ExportRequest {
  url: string;
  /** Present for POST exports (question-bank selections); GET otherwise. */
  json?: unknown;
}
export interface LeftOutItem {
  number: number;
  reason: string;
}
export type ExportOutcome =
  | { ok: true; filename: string; leftOut: LeftOutItem[] }
  /** `error` is absent when no call was made; `fallback` is the toast's text when the server sent no detail. */
  | { ok: false; error?: ApiError; fallback: string };

/** RFC 6266: prefer the UTF-8 filename*, else the quoted ASCII one. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) return decodeURIComponent(star[1]);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

export function readLeftOut(header: string | null): LeftOutItem[] {
  if (!header) return [];
  try {
    const items = JSON.parse(decodeURIComponent(header)) as LeftOutItem[];
    return Array.isArray(items) ? items : [];
  } catch {
    return [];
  }
}

const fallbackFor = (error: ApiError): string =>
  error.status === 'FETCH_ERROR'
    ? error.message || 'Export failed. Please try again.'
    : `Export failed: ${error.statusText || error.status}`;

export function downloadExport(
  req: ExportRequest,
  format: ExportFormat,
): ThunkAction<Promise<ExportOutcome>, unknown, unknown, UnknownAction> {
  return async (dispatch) => {
    if (!getAuthToken()) return { ok: false, fallback: 'Please log in to export.' };
    const result = await dispatch(downloadFile(req.url, req.json === undefined ? {} : { body: req.json }));
    if (!result.ok) return { ok: false, error: result.error, fallback: fallbackFor(result.error) };
    const filename = attachmentName(result.headers.get('Content-Disposition'), `questions.${format}`);
    exportEffects.saveBlob(result.blob, filename);
    return { ok: true, filename, leftOut: readLeftOut(result.headers.get(LEFT_OUT_HEADER)) };
  };
}
