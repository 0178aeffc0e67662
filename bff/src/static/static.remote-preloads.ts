import path from 'node:path';
import { readJsonWhenChanged } from './static.file-cache';
import { localRemoteDir } from './static.remotes';

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

/**
 * The manifest, the remote entry and the exposed page's own chunks of one remote, read from the remote's
 * build on disk (its mf-manifest.json) as it is now: a redeployed remote is named in the next page served.
 * A remote configured at another origin (REMOTE_URLS) cannot be read here, so only its manifest is named.
 */
export async function remotePagePreloads(staticRoot: string, manifestUrl: string, module: string): Promise<Preload[]> {
  const manifestLink: Preload = { href: manifestUrl, as: 'fetch' };
  const dir = localRemoteDir(manifestUrl);
  if (!dir) return [manifestLink];
  const base = `/remotes/${dir}/`;
  const manifest = await readJsonWhenChanged<Manifest>(path.join(staticRoot, dir, 'dist', 'mf-manifest.json'));
  if (!manifest) return [manifestLink];
  const entry = manifest.metaData?.remoteEntry;
  const links: Preload[] = [manifestLink];
  if (entry?.name) links.push({ href: base + path.posix.join(entry.path ?? '', entry.name), as: 'script' });
  const assets = manifest.exposes?.find((e) => e.name === module)?.assets;
  for (const file of assets?.js?.sync ?? []) links.push({ href: base + file, as: 'script' });
  for (const file of assets?.css?.sync ?? []) links.push({ href: base + file, as: 'style' });
  return links;
}
