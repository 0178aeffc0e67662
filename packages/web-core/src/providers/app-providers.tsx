import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { GlobalStyle, ThemeProvider, theme } from '@lessonloom/ui';
import type { AppStore } from '../store/create-store';
import { SessionStarter } from '../session/session-starter';
import { ToastHost } from '../toast/toast-host';
import { NavigationBridge } from './navigation-bridge';

/**
 * Everything a page needs around it: store, theme, toasts, the start-up session check and the
 * navigation bridge. The shell and every remote's dev harness mount exactly this, inside a router.
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
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <NavigationBridge />
        {startSession && <SessionStarter />}
        {children}
        <ToastHost />
      </ThemeProvider>
    </Provider>
  );
}
