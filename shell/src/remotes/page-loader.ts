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

/**
 * A loader that has already started one page: the page of the address the browser opened, asked for at
 * boot. A signed-in page is otherwise asked for only once the session check has answered; its scripts are
 * preloaded with the HTML, so starting the remote (its entry, shared modules, the page's module) at once
 * overlaps that round trip. The first plain load of that page gets the started one; retries start afresh.
 */
export function startedWith(load: PageLoader, remote: string, module: string): PageLoader {
  let early: Promise<ComponentType> | null = load(remote, module, false);
  early.catch(() => undefined); // a failure is met, and retried, where the page is shown
  return (r, m, retrying) => {
    if (early && !retrying && r === remote && m === module) {
      const started = early;
      early = null;
      return started;
    }
    return load(r, m, retrying);
  };
}
