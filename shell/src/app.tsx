import { Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders, RequireAuth, type AppStore } from '@lessonloom/web-core';
import { SkipLink } from '@lessonloom/ui';
import { NotFoundPage } from './pages/not-found-page';
import type { PageLoader } from './remotes/page-loader';
import { RemotePage } from './remotes/remote-page';
import { DocumentTitle } from './routes/document-title';
import { NOT_FOUND_TITLE, ROUTES } from './routes/route-table';

/** The shell: providers, the spec §2 route table, the guard and the 404. It holds no feature page. */
export function App({ store, loadPage }: { store: AppStore; loadPage: PageLoader }) {
  return (
    <AppProviders store={store}>
      <SkipLink />
      <Routes>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        {ROUTES.map((route) => {
          // key by path: each route gets its own loader state and error boundary.
          const page = <RemotePage key={route.path} route={route} loadPage={loadPage} />;
          return (
            <Route
              key={route.path}
              path={route.path}
              element={
                <DocumentTitle title={route.title}>
                  {route.access === 'signed-in' ? <RequireAuth>{page}</RequireAuth> : page}
                </DocumentTitle>
              }
            />
          );
        })}
        <Route
          path="*"
          element={
            <DocumentTitle title={NOT_FOUND_TITLE}>
              <NotFoundPage />
            </DocumentTitle>
          }
        />
      </Routes>
    </AppProviders>
  );
}
