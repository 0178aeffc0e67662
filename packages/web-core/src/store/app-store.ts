// The app's one store, made on first use: by the shell when a page that uses the store is shown, or by a
// sign-in that has just succeeded on the store-free sign-in page.
import { linkStore } from '@lessonloom/web-core/public';
import type { CurrentUser } from '@lessonloom/contracts';
import { refreshSession } from '../session/session-thunks';
import { createAppStore, type AppStore } from './create-store';

let current: AppStore | null = null;

export function appStore(): AppStore {
  return current ?? setAppStore(createAppStore());
}

/** Makes `store` the app's store (a harness or a test's own); null forgets it, the next use makes one. */
export function setAppStore<S extends AppStore | null>(store: S): S {
  current = store;
  linkStore(store ? store.dispatch : null);
  return store;
}

/** Fetches the signed-in user again into the app's store. */
export function refreshAppSession(): Promise<CurrentUser | null> {
  return appStore().dispatch(refreshSession());
}
