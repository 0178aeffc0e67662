import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser } from '@lessonloom/contracts';

export interface SessionState {
  user: CurrentUser | null;
  /** 'unknown' until the start-up check has run; guards show a spinner until then. */
  status: 'unknown' | 'loading' | 'ready';
}

const initialState: SessionState = { user: null, status: 'unknown' };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionLoading(state) {
      state.status = 'loading';
    },
    sessionResolved(state, action: PayloadAction<CurrentUser | null>) {
      state.user = action.payload;
      state.status = 'ready';
    },
    sessionCleared(state) {
      state.user = null;
      state.status = 'ready';
    },
  },
  selectors: {
    selectUser: (s) => s.user,
    selectSessionLoading: (s) => s.status !== 'ready',
  },
});

export const { sessionLoading, sessionResolved, sessionCleared } = sessionSlice.actions;
export const { selectUser, selectSessionLoading } = sessionSlice.selectors;
