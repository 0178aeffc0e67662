import { useEffect } from 'react';
import { useAppStore } from '../store/hooks';
import { loadSession } from './session-thunks';

/**
 * Runs the start-up session check once (spec §4): when the store is first shown. A store made by a sign-in
 * that just loaded the user has its session already, so the first signed-in page does not load it again.
 */
export function SessionStarter(): null {
  const store = useAppStore();
  useEffect(() => {
    if (store.getState().session.status === 'unknown') void store.dispatch(loadSession());
  }, [store]);
  return null;
}
