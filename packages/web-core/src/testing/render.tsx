import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CurrentUser } from '@lessonloom/contracts';
import { AppProviders } from '../providers/app-providers';
import { createAppStore, type AppStore, type RootState } from '../store/create-store';
import { setAppStore } from '../store/app-store';
import { dismissToast } from '../toast/toast-store';

/** Shows where the router is, so tests can assert navigation. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function signedInState(user: CurrentUser): Partial<RootState> {
  return { session: { user, status: 'ready' } } as Partial<RootState>;
}

export interface RenderOptions {
  /** Where the router starts. */
  route?: string;
  /** The route pattern `ui` answers (default: the route's path). */
  path?: string;
  store?: AppStore;
  preloaded?: Partial<RootState>;
  /** Run the start-up session check (off by default: most tests preload the session). */
  startSession?: boolean;
}

/** Renders `ui` inside the real providers at `route`; other paths render only the location. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const route = options.route ?? '/';
  const path = options.path ?? route.split('?')[0];
  // The app's one store is this test's (what a sign-in refreshes), and no toast is left from a test before.
  const store = setAppStore(options.store ?? createAppStore(options.preloaded));
  dismissToast();
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders store={store} startSession={options.startSession ?? false}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationDisplay />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...result, store };
}
