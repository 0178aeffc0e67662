import { type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../providers/app-providers';
import { RequireAuth } from '../session/require-auth';
import { appStore } from '../store/app-store';
import { DevLogin } from './dev-login';

export interface HarnessRoute {
  path: string;
  element: ReactElement;
  /** Signed-in pages get the same guard as in the shell. */
  auth?: boolean;
}

/**
 * A remote's standalone page (`npm run dev -w <remote>`): its pages with the shell's providers.
 * Remotes without their own /login get a minimal sign-in so guarded pages can be reached.
 */
export function StandaloneApp({ routes }: { routes: HarnessRoute[] }) {
  const hasLogin = routes.some((r) => r.path === '/login');
  return (
    <BrowserRouter>
      <AppProviders store={appStore()}>
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.auth ? <RequireAuth>{r.element}</RequireAuth> : r.element} />
          ))}
          {!hasLogin && <Route path="/login" element={<DevLogin />} />}
          <Route path="*" element={<Navigate to={routes[0].path} replace />} />
        </Routes>
      </AppProviders>
    </BrowserRouter>
  );
}

export function mountStandalone(routes: HarnessRoute[], elementId = 'root'): void {
  const el = document.getElementById(elementId);
  if (!el) throw new Error(`#${elementId} is missing from the harness page`);
  createRoot(el).render(<StandaloneApp routes={routes} />);
}
