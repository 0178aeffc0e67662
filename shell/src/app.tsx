import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PublicProviders } from '@lessonloom/web-core/public';
import { FullPageSpinner, SkipLink } from '@lessonloom/ui';
import { NotFoundPage } from './pages/not-found-page';
import type { PageLoader } from './remotes/page-loader';
import { RemotePage } from './remotes/remote-page';
import { DocumentTitle } from './routes/document-title';
import { NOT_FOUND_TITLE, ROUTES } from './routes/route-table';

// The store side loads only with a page that uses it: sign-in and sign-up start without Redux or RTK Query.
const storeArea = () => import('./store-area');
const StoreLayout = lazy(() => storeArea().then((m) => ({ default: m.StoreLayout })));
const StorePage = lazy(() => storeArea().then((m) => ({ default: m.StorePage })));

/** The shell: providers, the spec §2 route table, the guard and the 404. It holds no feature page. */
export function App({ loadPage }: { loadPage: PageLoader }) {
  // key by path: each route gets its own loader state and error boundary.
  const route = (r: (typeof ROUTES)[number], page: ReactElement) => (
    <Route key={r.path} path={r.path} element={<DocumentTitle title={r.title}>{page}</DocumentTitle>} />
  );
  return (
    <PublicProviders>
      <SkipLink />
      <Routes>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        {ROUTES.filter((r) => r.store === false).map((r) =>
          route(r, <RemotePage key={r.path} route={r} loadPage={loadPage} />),
        )}
        <Route
          element={
            <Suspense fallback={<FullPageSpinner />}>
              <StoreLayout />
            </Suspense>
          }
        >
          {ROUTES.filter((r) => r.store !== false).map((r) =>
            route(r, <StorePage key={r.path} route={r} loadPage={loadPage} />),
          )}
        </Route>
        <Route
          path="*"
          element={
            <DocumentTitle title={NOT_FOUND_TITLE}>
              <NotFoundPage />
            </DocumentTitle>
          }
        />
      </Routes>
    </PublicProviders>
  );
}
