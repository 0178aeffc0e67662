// What only the pages that use the app's store need, so the shell can put it in a chunk of its own that
// sign-in, sign-up, terms and privacy never load: Redux Toolkit, RTK Query, react-redux and their parts, and
// web-core's store side (everything of web-core but its store-free part, `@lessonloom/web-core/public`).
// A file listed here that a store-free page needs would bring this chunk back to those pages: the shell's
// build fails then (StoreFreeBootPlugin), and packages/web-core's store-side test keeps the list honest.
const STORE_LIBRARIES =
  /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|react-redux|redux|redux-thunk|reselect|immer)[\\/]/;

/** web-core's store side, relative to packages/web-core/src. */
const WEB_CORE_STORE_SIDE = new RegExp(
  `^(${[
    'index\\.ts',
    'testing[\\\\/].*',
    'store[\\\\/].*',
    'layout[\\\\/].*',
    'exports[\\\\/].*',
    'standalone[\\\\/].*',
    'providers[\\\\/]app-providers\\.tsx',
    'api[\\\\/](api|base-query|download)\\.ts',
    'session[\\\\/](session-slice|session-api|session-thunks|session-starter|use-session|require-auth|subscription-badge|early-session)\\.tsx?',
  ].join('|')})$`,
);

const WEB_CORE_SRC = /[\\/]packages[\\/]web-core[\\/]src[\\/](.+)$/;

/** Whether a module (its file path) belongs to the store side. */
function isStoreSide(resource) {
  if (!resource) return false;
  if (STORE_LIBRARIES.test(resource)) return true;
  const inWebCore = WEB_CORE_SRC.exec(resource);
  return Boolean(inWebCore && WEB_CORE_STORE_SIDE.test(inWebCore[1]));
}

module.exports = { isStoreSide, STORE_LIBRARIES, WEB_CORE_STORE_SIDE };
