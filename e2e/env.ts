import { existsSync } from 'node:fs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_MONGO_PORT = Number(process.env.E2E_MONGO_PORT ?? 3211);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_MONGO_URI = process.env.MONGODB_URI ?? `mongodb://127.0.0.1:${E2E_MONGO_PORT}/lessonloom`;

/** Debian's chromium by default; CHROMIUM_PATH overrides (or leave it to Playwright's own browser). */
export function chromiumLaunchOptions() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const executablePath = candidates.find((p) => existsSync(p));
  return {
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  };
}
