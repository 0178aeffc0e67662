// Spec §7/§8: generated files are fetched with the bearer token and saved as {kind}.docx etc.
import type { DownloadFormat } from '@lessonloom/contracts';
import { clearAuthToken, getAuthToken, navigateTo, sessionCleared, type AppDispatch } from '@lessonloom/web-core';
import { browser } from './browser';

/** kind.docx, kind.pdf, kind_answer_key.docx or kind_answer_key.pdf, for the API's format spelling. */
export function downloadFileName(kind: string, format: DownloadFormat): string {
  const key = format.startsWith('key-');
  const ext = format.endsWith('pdf') ? 'pdf' : 'docx';
  return `${kind}${key ? '_answer_key' : ''}.${ext}`;
}

export type DownloadOutcome =
  | { ok: true; filename: string }
  | { ok: false; title: string; description: string };

const FALLBACK = 'Failed to download file. Please try again.';

export async function downloadGeneratedFile(url: string, filename: string, dispatch: AppDispatch): Promise<DownloadOutcome> {
  const token = getAuthToken();
  if (!token) return { ok: false, title: 'Authentication required', description: 'Please log in to download files.' };
  try {
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` }, credentials: 'include' });
    if (!res.ok) {
      if (res.status === 401) {
        // Spec §8: any 401 signs the browser out and goes to /login.
        clearAuthToken();
        dispatch(sessionCleared());
        navigateTo('/login');
      }
      // HTTP/2 has no status text; the code is the next best thing to show.
      throw new Error(`Download failed: ${res.statusText || res.status}`);
    }
    browser.saveBlob(await res.blob(), filename);
    return { ok: true, filename };
  } catch (err) {
    const message = err instanceof Error && err.message ? err.message : FALLBACK;
    return { ok: false, title: 'Download failed', description: message };
  }
}
