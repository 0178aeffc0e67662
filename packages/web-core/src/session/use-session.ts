import { useCallback } from 'react';
import type { CurrentUser } from '@lessonloom/contracts';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectSessionLoading, selectUser } from './session-slice';
import { logoutSession, refreshSession } from './session-thunks';

export interface Session {
  user: CurrentUser | null;
  loading: boolean;
  refresh: () => Promise<CurrentUser | null>;
  logout: () => Promise<void>;
}

export function useSession(): Session {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const loading = useAppSelector(selectSessionLoading);
  const refresh = useCallback(() => dispatch(refreshSession()), [dispatch]);
  const logout = useCallback(() => dispatch(logoutSession()), [dispatch]);
  return { user, loading, refresh, logout };
}
