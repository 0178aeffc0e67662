// `@lessonloom/web-core`: the store side (Redux, RTK Query, the session, the signed-in layout, exports) and,
// re-exported, the store-free side (`@lessonloom/web-core/public`). Store-side files reach the public side
// only through that name, never by a relative path: it is its own federation singleton, and a relative
// import would build a second copy of its state (the toast, the navigator) into this one.
export * from '@lessonloom/web-core/public';
export { api } from './api/api';
export { baseQuery, type RequestArgs } from './api/base-query';
export { downloadFile, type DownloadResult } from './api/download';
export { rootReducer, type LazyLoadedSlices } from './store/root-reducer';
export { createAppStore, type AppStore, type AppDispatch, type RootState } from './store/create-store';
export { appStore, setAppStore, refreshAppSession } from './store/app-store';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export {
  sessionSlice,
  selectUser,
  selectSessionLoading,
  sessionResolved,
  sessionCleared,
} from './session/session-slice';
export { sessionApi } from './session/session-api';
export { loadSession, refreshSession, logoutSession } from './session/session-thunks';
export { useSession, type Session } from './session/use-session';
export { subscriptionBadge, badgeTone, type BadgeLabel } from './session/subscription-badge';
export { RequireAuth } from './session/require-auth';
export { SessionStarter } from './session/session-starter';
export { AppProviders, StoreProviders } from './providers/app-providers';
export { SignedInLayout, type SignedInLayoutProps } from './layout/signed-in-layout';
export { NAV, SECTIONS, SPEC_NAV } from './layout/nav-links';
export { StandaloneApp, mountStandalone, type HarnessRoute } from './standalone/standalone-app';
export { ExportMenu, leftOutText, type ExportMenuProps } from './exports/export-menu';
export {
  downloadExport,
  exportEffects,
  attachmentName,
  readLeftOut,
  type ExportRequest,
  type ExportOutcome,
} from './exports/download-export';
