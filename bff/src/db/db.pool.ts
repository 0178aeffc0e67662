// The driver's connection pool, bounded. Left at the driver's defaults (100 connections, never closed
// while idle) the pool grew with every burst of concurrent requests and kept what it reached: each
// connection holds buffers in the BFF and in the embedded store's process, and the store serves one
// operation at a time anyway, so more than a few in flight only queue there instead of in the driver.
// Measured under `npm run soak`: 54 connections after 30 s of 100 users (docs/performance.md).

/** Connections at most, per BFF process (a request waits in the driver's queue for a free one). */
export const MAX_POOL_SIZE = 10;
/** A connection idle this long is closed, so the pool shrinks back after a burst. */
export const MAX_IDLE_MS = 30_000;

/**
 * Pool options for mongoose.connect. A MONGODB_URI that names its own `maxPoolSize`/`maxIdleTimeMS`
 * (an operator's choice for a real MongoDB) keeps them: connect-time options would override the URI's.
 */
export function poolOptions(uri: string): { maxPoolSize?: number; maxIdleTimeMS?: number } {
  const query = new URLSearchParams(uri.split('?')[1] ?? '');
  const named = (key: string) => [...query.keys()].some((k) => k.toLowerCase() === key.toLowerCase());
  return {
    ...(named('maxPoolSize') ? {} : { maxPoolSize: MAX_POOL_SIZE }),
    ...(named('maxIdleTimeMS') ? {} : { maxIdleTimeMS: MAX_IDLE_MS }),
  };
}
