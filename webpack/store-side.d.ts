// Types for store-side.js (plain CommonJS, read by the webpack configs), so TypeScript tests can import it.
/** Whether a module (its file path) belongs to the store side. */
export function isStoreSide(resource: string | undefined): boolean;
export const STORE_LIBRARIES: RegExp;
/** web-core's store side, relative to packages/web-core/src. */
export const WEB_CORE_STORE_SIDE: RegExp;
