import { readFile, stat } from 'node:fs/promises';

const cache = new Map<string, { mtimeMs: number; size: number; value: unknown }>();

/**
 * A build file (the shell's index.html, a remote's manifest) read once and again only when it changes on
 * disk, so a redeployed front end is served at once without a read per request. Null when it is missing.
 */
export async function readWhenChanged<T>(file: string, parse: (text: string) => T): Promise<T | null> {
  let s;
  try {
    s = await stat(file);
  } catch {
    cache.delete(file);
    return null;
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === s.mtimeMs && hit.size === s.size) return hit.value as T;
  let value: T;
  try {
    value = parse(await readFile(file, 'utf8'));
  } catch {
    // half-written during a deploy, or not what we expect: serve without it and read it again next time
    return null;
  }
  cache.set(file, { mtimeMs: s.mtimeMs, size: s.size, value });
  return value;
}

export const readJsonWhenChanged = <T>(file: string) => readWhenChanged<T>(file, (text) => JSON.parse(text) as T);
