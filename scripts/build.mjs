// `npm run build`: rebuild every app from scratch.
import { ensureBuilt, ensureInstalled } from './lib/workspace.mjs';

await ensureInstalled();
await ensureBuilt({ force: true });
