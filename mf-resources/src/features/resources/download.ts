// Spec §7: GET /api/resources/{id}/download, the blob saved under fileName.
import { STORAGE_KEYS, type Resource } from '@lessonloom/contracts';
import { downloadFile, type ApiError, type AppDispatch } from '@lessonloom/web-core';
import { browser } from './browser';

export type ResourceDownload = 'started' | 'subscription-required' | { failed: ApiError };

/**
 * Spec §7 says this call reads its bearer token from the storage key `token`; web-core's bearerToken is
 * the one place that picks it (and falls back to `auth_token`, see docs/resources.md).
 */
export async function downloadResource(
  resource: Pick<Resource, 'id' | 'fileName'>,
  dispatch: AppDispatch,
): Promise<ResourceDownload> {
  const result = await dispatch(
    downloadFile(`/api/resources/${encodeURIComponent(resource.id)}/download`, {
      tokenKey: STORAGE_KEYS.resourceToken,
    }),
  );
  if (result.ok) {
    browser.saveBlob(result.blob, resource.fileName);
    return 'started';
  }
  // The subscription lapsed since the page loaded: the server has the last word.
  return result.error.status === 402 ? 'subscription-required' : { failed: result.error };
}
