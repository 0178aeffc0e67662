export {
  callApi,
  callJson,
  failedCall,
  httpError,
  parseDetail,
  readBody,
  type CallArgs,
  type CallResult,
  type ResponseHandler,
} from './api/call-api';
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
export { applyRememberMe, readRememberedLogin } from './session/remember-me';
export { loginDestination, refreshSignedInUser, useCompleteLogin, type LoginSuccess } from './session/login-result';
export { linkStore, loadStoreSide, preloadStoreSide, SESSION_CLEARED, type StoreDispatch } from './session/store-link';
export { useToast, type ToastInput } from './toast/use-toast';
export { useFailureToast, failureDescription, type FailureText } from './toast/failure-toast';
export { dismissToast, type ToastItem, type ToastVariant } from './toast/toast-store';
export { ToastHost } from './toast/toast-host';
export { PublicProviders } from './providers/public-providers';
export { NavigationBridge } from './providers/navigation-bridge';
export { saveBlob } from './browser/save-blob';
