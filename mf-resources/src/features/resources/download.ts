// Spec §7: GET /api/resources/{id}/download, the blob saved under fileName.
import { STORAGE_KEYS, type Resource } from '@lessonloom/contracts';
import { clearAuthToken, getStored, navigateTo, removeStored, sessionCleared, type AppDispatch } from '@lessonloom/web-core';
import { browser } from './browser';

/**
 * Spec §7 says this call reads its bearer token from the storage key `token`, not `auth_token`.
 * We honour that key first and fall back to `auth_token` (which the app actually writes) when `token`
 * is missing or refused, so a stale `token` never signs a teacher out. See docs/resources.md.
 */
export const RESOURCE_TOKEN_KEY = STORAGE_KEYS.resourceToken;

export function resourceDownloadToken(storage: Storage = window.localStorage): string | null {
  return storage.getItem(RESOURCE_TOKEN_KEY) || storage.getItem(STORAGE_KEYS.authToken);
}

export type ResourceDownload = 'started' | 'subscription-required' | 'failed';

const request = (id: string, token: string | null) =>
  fetch(`/api/resources/${encodeURIComponent(id)}/download`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });

export async function downloadResource(
  resource: Pick<Resource, 'id' | 'fileName'>,
  dispatch: AppDispatch,
): Promise<ResourceDownload> {
  try {
    const specToken = getStored(RESOURCE_TOKEN_KEY);
    const session = getStored(STORAGE_KEYS.authToken);
    let res = await request(resource.id, specToken || session);
    if (res.status === 401 && specToken && session && session !== specToken) {
      // The `token` key holds something the server refuses (left by an older session): forget it and use
      // the session the app signed in with. Only the session itself being refused signs the teacher out.
      removeStored(RESOURCE_TOKEN_KEY);
      res = await request(resource.id, session);
    }
    if (res.status === 401) {
      // Spec §8: any 401 signs the browser out and goes to /login.
      clearAuthToken();
      removeStored(RESOURCE_TOKEN_KEY);
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
