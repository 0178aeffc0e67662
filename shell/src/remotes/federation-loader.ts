// Remote locations come from /remotes.json at run time, so a remote is redeployed without
// rebuilding the shell. The build plugin created the federation instance; we only add remotes.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PageLoader } from './page-loader';

let registration: Promise<void> | null = null;

async function register(force: boolean): Promise<void> {
  const res = await fetch('/remotes.json', { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${res.status}: /remotes.json`);
  const manifests = (await res.json()) as Record<string, string>;
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
