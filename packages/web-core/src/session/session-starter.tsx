import { useEffect } from 'react';
import { useAppDispatch } from '../store/hooks';
import { loadSession } from './session-thunks';

/** Runs the start-up session check once (spec §4). */
export function SessionStarter(): null {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(loadSession());
  }, [dispatch]);
  return null;
}
