import type { ReactNode } from 'react';
import { GlobalStyle, ThemeProvider, theme } from '@lessonloom/ui';
import { ToastHost } from '../toast/toast-host';
import { NavigationBridge } from './navigation-bridge';

/**
 * What every page needs around it and needs no store: theme, toasts and the navigation bridge. The shell
 * mounts it once around every route; the store's providers go inside it, around the pages that use one.
 */
export function PublicProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <NavigationBridge />
      {children}
      <ToastHost />
    </ThemeProvider>
  );
}
