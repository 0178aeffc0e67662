import path from 'node:path';
import { readJsonWhenChanged } from './static.file-cache';
import { REMOTES } from './static.remotes';

/** What a page should start fetching with the HTML: `as` is the <link rel="preload"> destination. */
export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch';
}

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: ManifestAssets }[];
}

const SAME_ORIGIN_MANIFEST = /^\/remotes\/([a-z-]+)\/mf-manifest\.json$/;

/**
 * The manifest, the remote entry and the exposed page's own chunks of one remote, read from the remote's
 * build on disk (its mf-manifest.json) as it is now: a redeployed remote is named in the next page served.
 * A remote configured at another origin (REMOTE_URLS) cannot be read here, so only its manifest is named.
 */
export async function remotePagePreloads(staticRoot: string, manifestUrl: string, module: string): Promise<Preload[]> {
  const manifestLink: Preload = { href: manifestUrl, as: 'fetch' };
  const local = SAME_ORIGIN_MANIFEST.exec(manifestUrl);
  if (!local || !(Object.values(REMOTES) as string[]).includes(local[1])) return [manifestLink];
  const base = `/remotes/${local[1]}/`;
  const manifest = await readJsonWhenChanged<Manifest>(path.join(staticRoot, local[1], 'dist', 'mf-manifest.json'));
  if (!manifest) return [manifestLink];
  const entry = manifest.metaData?.remoteEntry;
  const links: Preload[] = [manifestLink];
  if (entry?.name) links.push({ href: base + path.posix.join(entry.path ?? '', entry.name), as: 'script' });
  const assets = manifest.exposes?.find((e) => e.name === module)?.assets;
  for (const file of assets?.js?.sync ?? []) links.push({ href: base + file, as: 'script' });
  for (const file of assets?.css?.sync ?? []) links.push({ href: base + file, as: 'style' });
  return links;
}
