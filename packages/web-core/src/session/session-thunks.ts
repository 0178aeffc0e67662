// Session transitions of spec §4, as thunks so the start-up check, refresh and logout share code.
import type { CurrentUser } from '@lessonloom/contracts';
import { STORAGE_KEYS } from '@lessonloom/contracts';
import type { AppDispatch } from '../store/create-store';
import { clearAuthToken, getAuthToken, removeStored } from '@lessonloom/web-core/public';
import { takeEarlySession } from './early-session';
import { sessionApi } from './session-api';
import { sessionCleared, sessionLoading, sessionResolved } from './session-slice';

/**
 * Loads the current user when a token is stored; on failure the token is removed. Loading ends either way.
 * The answer the shell's page asked for with the HTML is used when there is one; a refusal is asked again, so
 * what signs the browser out stays in one place (refreshSession).
 */
export const loadSession =
  () =>
  async (dispatch: AppDispatch): Promise<CurrentUser | null> => {
    const token = getAuthToken();
    if (!token) {
      dispatch(sessionResolved(null));
      return null;
    }
    dispatch(sessionLoading());
    const early = takeEarlySession(token);
    const user = early && (await early.catch(() => null));
    if (user) {
      dispatch(sessionResolved(user));
      return user;
    }
    return dispatch(refreshSession());
  };

/** Fetches the user again (never from cache); a failure signs the browser out locally. */
export const refreshSession =
  () =>
  async (dispatch: AppDispatch): Promise<CurrentUser | null> => {
    const result = await dispatch(
      sessionApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (result.data) {
      dispatch(sessionResolved(result.data));
      return result.data;
    }
    clearAuthToken();
    dispatch(sessionResolved(null));
    return null;
  };

/** Spec §4: logout removes the token, the saved email and the remember flag and empties the user. */
export const logoutSession =
  () =>
  async (dispatch: AppDispatch): Promise<void> => {
    // The server revokes the session; the browser forgets it whatever the server says.
    await dispatch(sessionApi.endpoints.logout.initiate()).catch(() => undefined);
    clearAuthToken();
    // The resource download's spec key (§7) too: a token left there would outlive the session.
    removeStored(STORAGE_KEYS.resourceToken);
    removeStored(STORAGE_KEYS.savedEmail);
    removeStored(STORAGE_KEYS.rememberMe);
    dispatch(sessionCleared());
    dispatch(sessionApi.util.resetApiState());
  };
