// Remote locations are resolved at run time, so a remote is redeployed without rebuilding the shell: the
// BFF inlines its current map (what /remotes.json answers) in the page it serves, and /remotes.json is read
// when the map is missing (a page served by another host) or on a retry. The build plugin created the
// federation instance; we only add remotes.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PageLoader } from './page-loader';

/** Same id as bff/src/static/static.shell-page.ts writes. */
const REMOTE_MAP_ELEMENT_ID = 'lessonloom-remotes';

let registration: Promise<void> | null = null;

function inlinedMap(): Record<string, string> | null {
  const text = document.getElementById(REMOTE_MAP_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, string>;
  } catch {
    return null;
  }
}

async function fetchedMap(): Promise<Record<string, string>> {
  const res = await fetch('/remotes.json', { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${res.status}: /remotes.json`);
  return (await res.json()) as Record<string, string>;
}

async function register(force: boolean): Promise<void> {
  // A retry asks the server again: the remote may have moved since the page was served.
  const manifests = (!force && inlinedMap()) || (await fetchedMap());
  registerRemotes(
    Object.entries(manifests).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })),
    { force },
  );
}

export const loadFederatedPage: PageLoader = async (remote, module, retrying) => {
  if (!registration || retrying) {
    // force drops the runtime's cached (possibly failed) remote entry before trying again.
    registration = register(retrying).catch((err: unknown) => {
      registration = null;
      throw err;
    });
  }
  await registration;
  const mod = await loadRemote<{ default?: ComponentType }>(`${remote}/${module}`);
  if (!mod?.default) throw new Error(`${remote}/${module} did not load`);
  return mod.default;
};
