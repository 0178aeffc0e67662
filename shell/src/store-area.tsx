// What only the pages that use the app's store need: the store, the session guard and the signed-in layout.
// The shell loads this (and with it Redux, RTK Query and web-core's store side) only for those pages; the
// BFF preloads it with them (routes.json names its scripts), so it costs them no extra round trip.
import { Outlet } from 'react-router-dom';
import { appStore, RequireAuth, SignedInLayout, StoreProviders } from '@lessonloom/web-core';
import type { PageLoader } from './remotes/page-loader';
import { RemotePage } from './remotes/remote-page';
import type { RemoteRoute } from './routes/route-table';

/** The app's one store around its pages; the start-up session check runs when it is first shown. */
export function StoreLayout() {
  return (
    <StoreProviders store={appStore()}>
      <Outlet />
    </StoreProviders>
  );
}

/** A page that uses the store; a signed-in one behind the guard, its fallback inside the signed-in layout. */
export function StorePage({ route, loadPage }: { route: RemoteRoute; loadPage: PageLoader }) {
  if (route.access !== 'signed-in') return <RemotePage route={route} loadPage={loadPage} />;
  return (
    <RequireAuth>
      <RemotePage route={route} loadPage={loadPage} frame={SignedInLayout} />
    </RequireAuth>
  );
}
