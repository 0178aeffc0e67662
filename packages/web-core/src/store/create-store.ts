import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { rootReducer } from './root-reducer';

export type RootState = ReturnType<typeof rootReducer>;

/** One store per app start (and one per test: pass preloaded state to start anywhere). */
export function createAppStore(preloaded?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
