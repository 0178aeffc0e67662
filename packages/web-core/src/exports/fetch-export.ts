// Fetches an export file with the session's token and hands it to the browser: the server names the file
// (Content-Disposition) and lists any questions a quiz game could not take (LEFT_OUT_HEADER).
import { LEFT_OUT_HEADER, type ExportFormat } from '@lessonloom/contracts';
import { clearAuthToken, getAuthToken } from '../api/auth-storage';
import { navigateTo } from '../api/navigation';
import { saveBlob } from '../browser/save-blob';
import { sessionCleared } from '../session/session-slice';
import type { AppDispatch } from '../store/create-store';

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
export type ExportOutcome = { ok: true; filename: string; leftOut: LeftOutItem[] } | { ok: false; detail: string };

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

async function detailOf(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const detail = (JSON.parse(text) as { detail?: unknown }).detail;
    if (typeof detail === 'string' && detail) return detail;
  } catch {
    /* not JSON: fall through to the status */
  }
  return `Export failed: ${res.statusText || res.status}`;
}

export async function fetchExport(
  req: ExportRequest,
  format: ExportFormat,
  dispatch: AppDispatch,
): Promise<ExportOutcome> {
  const token = getAuthToken();
  if (!token) return { ok: false, detail: 'Please log in to export.' };
  try {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (req.json !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(req.url, {
      method: req.json === undefined ? 'GET' : 'POST',
      headers,
      body: req.json === undefined ? undefined : JSON.stringify(req.json),
      credentials: 'include',
    });
    if (res.status === 401) {
      clearAuthToken();
      dispatch(sessionCleared());
      navigateTo('/login');
    }
    if (!res.ok) return { ok: false, detail: await detailOf(res) };
    const filename = attachmentName(res.headers.get('Content-Disposition'), `questions.${format}`);
    exportEffects.saveBlob(await res.blob(), filename);
    return { ok: true, filename, leftOut: readLeftOut(res.headers.get(LEFT_OUT_HEADER)) };
  } catch (err) {
    return {
      ok: false,
      detail: err instanceof Error && err.message ? err.message : 'Export failed. Please try again.',
    };
  }
}
