// The Chromium the product itself uses (CHROMIUM_PATH, a system Chromium, else the npm package's), found by
// the BFF's own lookup so a benchmark never measures a different browser from the one the docs name.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export async function projectChromium() {
  const { findChromium, npmChromiumPath } = require('../../bff/dist/rendering/rendering.chromium-path.js');
  const found = findChromium();
  if ('path' in found) return found.path;
  if ('npm' in found) return npmChromiumPath();
  throw new Error(found.reason);
}
