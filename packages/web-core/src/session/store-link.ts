// The app's store (Redux, RTK Query, the session) is made only where a page needs it: the signed-in pages,
// or a sign-in that has just succeeded. The sign-in and sign-up pages load none of it. What they need of it
// comes through here: the store registers its dispatch when it is made, and its code loads on demand.

/** The one action the store-free side sends the store: sessionCleared of the session slice. */
export const SESSION_CLEARED = 'session/sessionCleared';

export type StoreDispatch = (action: { type: string }) => unknown;

let appDispatch: StoreDispatch | null = null;

/** Called by the store side when the app's store is made (or replaced, in tests and harnesses). */
export function linkStore(dispatch: StoreDispatch | null): void {
  appDispatch = dispatch;
}

/** Empties the session of the given store, else of the app's store if one was made. */
export function clearStoredSession(dispatch?: StoreDispatch): void {
  (dispatch ?? appDispatch)?.({ type: SESSION_CLEARED });
}

/**
 * The store side of web-core (store, session, RTK Query), fetched on first use. The sign-in form asks for it
 * when it gets focus, so it is usually here by the time the teacher submits.
 */
export const loadStoreSide = () => import('@lessonloom/web-core');

/** Starts fetching the store side ahead of need; a failure here is met again, and reported, at the use. */
export function preloadStoreSide(): void {
  loadStoreSide().catch(() => undefined);
}
