import type { ComponentType } from 'react';

/** Loads one exposed page; `retrying` asks the loader to forget any cached failure first. */
export type PageLoader = (remote: string, module: string, retrying: boolean) => Promise<ComponentType>;

const RETRY_DELAY_MS = 300;

/** One retry after a short pause, then the error goes to the fallback (architecture §1). */
export async function loadWithRetry(
  load: PageLoader,
  remote: string,
  module: string,
  forceFirst = false,
): Promise<ComponentType> {
  try {
    return await load(remote, module, forceFirst);
  } catch {
    await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
    return load(remote, module, true);
  }
}
