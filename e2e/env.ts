import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_MONGO_PORT = Number(process.env.E2E_MONGO_PORT ?? 3211);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_MONGO_URI = process.env.MONGODB_URI ?? `mongodb://127.0.0.1:${E2E_MONGO_PORT}/lessonloom`;

let npmChromium: string | undefined;

/**
 * No system Chromium and no CHROMIUM_PATH (a fresh machine): the Chromium shipped in @sparticuz/chromium,
 * unpacked once (the same fallback as the diagram renderer, bff/src/rendering/rendering.chromium-path.ts).
 */
function chromiumFromNpm(): string | undefined {
  if (npmChromium === undefined) {
    try {
      npmChromium = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          "import c from '@sparticuz/chromium'; process.stdout.write(await c.executablePath());",
        ],
        {
          cwd: __dirname,
          timeout: 120_000,
        },
      )
        .toString()
        .trim();
      process.stderr.write(`e2e: no system Chromium, using ${npmChromium} from @sparticuz/chromium\n`);
    } catch {
      npmChromium = '';
    }
  }
  return npmChromium || undefined;
}

/** Debian's chromium by default; CHROMIUM_PATH overrides; with neither, the npm package's Chromium. */
// E2E_CHROMIUM_SEARCH (colon-separated) replaces the system paths looked at, e.g. '/nonexistent' to run the
// journeys on the npm package's Chromium as a fresh machine would.
const SYSTEM_CHROMIUM = process.env.E2E_CHROMIUM_SEARCH?.split(':') ?? [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

export function chromiumLaunchOptions(systemPaths = SYSTEM_CHROMIUM) {
  const candidates = [process.env.CHROMIUM_PATH, ...systemPaths].filter(Boolean) as string[];
  const executablePath =
    candidates.find((p) => existsSync(p)) ?? (process.env.CHROMIUM_PATH ? undefined : chromiumFromNpm());
  return {
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
