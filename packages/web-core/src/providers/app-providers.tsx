import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PublicProviders } from '@lessonloom/web-core/public';
import type { AppStore } from '../store/create-store';
import { SessionStarter } from '../session/session-starter';

/** The store and the start-up session check, for the pages that use the store (inside PublicProviders). */
export function StoreProviders({
  store,
  children,
  startSession = true,
}: {
  store: AppStore;
  children: ReactNode;
  startSession?: boolean;
}) {
  return (
    <Provider store={store}>
      {startSession && <SessionStarter />}
      {children}
    </Provider>
  );
}

/**
 * Everything a page needs around it: the public providers (theme, toasts, navigation bridge) and the
 * store's. Every remote's dev harness and the tests mount exactly this, inside a router; the shell mounts
 * the two parts apart, so the public pages load no store.
 */
export function AppProviders({
  store,
  children,
  startSession = true,
}: {
  store: AppStore;
  children: ReactNode;
  startSession?: boolean;
}) {
  return (
    <StoreProviders store={store} startSession={startSession}>
      <PublicProviders>{children}</PublicProviders>
    </StoreProviders>
  );
}
