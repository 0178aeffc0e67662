// Spec §7: GET /api/resources/{id}/download, the blob saved under fileName.
import { STORAGE_KEYS, type Resource } from '@lessonloom/contracts';
import { clearAuthToken, navigateTo, sessionCleared, type AppDispatch } from '@lessonloom/web-core';
import { browser } from './browser';

/**
 * Spec §7 says this call reads its bearer token from the storage key `token`, not `auth_token`.
 * We honour that key first and fall back to `auth_token` (which the app actually writes), so a
 * signed-in teacher can always download. See docs/resources.md.
 */
export const RESOURCE_TOKEN_KEY = 'token';

export function resourceDownloadToken(storage: Storage = window.localStorage): string | null {
  return storage.getItem(RESOURCE_TOKEN_KEY) || storage.getItem(STORAGE_KEYS.authToken);
}

export type ResourceDownload = 'started' | 'subscription-required' | 'failed';

export async function downloadResource(
  resource: Pick<Resource, 'id' | 'fileName'>,
  dispatch: AppDispatch,
): Promise<ResourceDownload> {
  const token = resourceDownloadToken();
  try {
    const res = await fetch(`/api/resources/${encodeURIComponent(resource.id)}/download`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
    if (res.status === 401) {
      // Spec §8: any 401 signs the browser out and goes to /login.
      clearAuthToken();
      dispatch(sessionCleared());
      navigateTo('/login');
      return 'failed';
    }
    // The subscription lapsed since the page loaded: the server has the last word.
    if (res.status === 402) return 'subscription-required';
    if (!res.ok) return 'failed';
    browser.saveBlob(await res.blob(), resource.fileName);
    return 'started';
  } catch {
    return 'failed';
  }
}
