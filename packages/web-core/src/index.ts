export { api } from './api/api';
export { baseQuery, type RequestArgs } from './api/base-query';
export { callApi, failedCall, httpError, parseDetail, type CallArgs, type CallResult } from './api/call-api';
export { isEventStream, readEventStream } from './api/event-stream';
export { errorDetail, errorMessage, isApiError, type ApiError } from './api/errors';
export { navigateTo, setNavigator } from './api/navigation';
export {
  getAuthToken,
  setAuthToken,
  clearAuthToken,
  getStored,
  setStored,
  removeStored,
  bearerToken,
} from './api/auth-storage';
export { downloadFile, type DownloadResult } from './api/download';
export { rootReducer, type LazyLoadedSlices } from './store/root-reducer';
export { createAppStore, type AppStore, type AppDispatch, type RootState } from './store/create-store';
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
export { applyRememberMe, readRememberedLogin } from './session/remember-me';
export { subscriptionBadge, badgeTone, type BadgeLabel } from './session/subscription-badge';
export { loginDestination, useCompleteLogin, type LoginSuccess } from './session/login-result';
export { RequireAuth } from './session/require-auth';
export { SessionStarter } from './session/session-starter';
export { useToast, type ToastInput } from './toast/use-toast';
export { useFailureToast, failureDescription, type FailureText } from './toast/failure-toast';
export {
  toastSlice,
  toastShown,
  toastDismissed,
  selectToast,
  type ToastItem,
  type ToastVariant,
} from './toast/toast-slice';
export { ToastHost } from './toast/toast-host';
export { AppProviders } from './providers/app-providers';
export { NavigationBridge } from './providers/navigation-bridge';
export { SignedInLayout, type SignedInLayoutProps } from './layout/signed-in-layout';
export { NAV, SECTIONS, SPEC_NAV } from './layout/nav-links';
export { StandaloneApp, mountStandalone, type HarnessRoute } from './standalone/standalone-app';
export { saveBlob } from './browser/save-blob';
export { ExportMenu, leftOutText, type ExportMenuProps } from './exports/export-menu';
export {
  downloadExport,
  exportEffects,
  attachmentName,
  readLeftOut,
  type ExportRequest,
  type ExportOutcome,
} from './exports/download-export';
