// Federation name -> dist folder; the shell reads /remotes.json at run time so a remote can be
// redeployed (or moved to another origin via REMOTE_URLS) without rebuilding the shell.
export const REMOTES = {
  mf_auth: 'mf-auth',
  mf_generate: 'mf-generate',
  mf_billing: 'mf-billing',
  mf_question_bank: 'mf-question-bank',
  mf_resources: 'mf-resources',
} as const;

export function remoteManifestUrls(overrides: Record<string, string>): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [name, dir] of Object.entries(REMOTES)) urls[name] = overrides[name] ?? `/remotes/${dir}/mf-manifest.json`;
  return urls;
}

export function remoteOrigins(overrides: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(overrides)) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // a same-origin path needs no CSP entry
    }
  }
  return [...origins];
}

const SAME_ORIGIN_MANIFEST = /^\/remotes\/([a-z-]+)\/mf-manifest\.json$/;

/** The dist folder's parent of a remote served from this origin and this disk; null for one elsewhere. */
export function localRemoteDir(manifestUrl: string): string | null {
  const local = SAME_ORIGIN_MANIFEST.exec(manifestUrl);
  return local && (Object.values(REMOTES) as string[]).includes(local[1]) ? local[1] : null;
}
