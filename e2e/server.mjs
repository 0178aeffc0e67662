// Serves the built product for the journeys: a fresh data dir each run, fixed ports from e2e/env.ts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3210';
const mongoPort = process.env.E2E_MONGO_PORT ?? '3211';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lessonloom-e2e-'));
const child = spawn(process.execPath, ['bff/dist/index.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    EMBEDDED_MONGO_PORT: process.env.MONGODB_URI ? undefined : mongoPort,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // The journeys create many accounts from one loopback address.
    SIGNUPS_PER_ADDRESS_PER_HOUR: process.env.SIGNUPS_PER_ADDRESS_PER_HOUR ?? '10000',
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
