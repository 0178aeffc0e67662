// `npm start`: install what is missing, build what is stale, serve the whole product on PORT (3000).
import { ensureBuilt, ensureInstalled, root } from './lib/workspace.mjs';
import { spawn } from 'node:child_process';

await ensureInstalled();
await ensureBuilt();
const child = spawn(process.execPath, ['bff/dist/index.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, LESSONLOOM_PRINT_URL: '1' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
