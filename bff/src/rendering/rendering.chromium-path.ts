import { execFile, execFileSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';

export const USUAL_CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

/** The npm package that ships a headless Chromium (unpacked on first use), for machines without one. */
export const NPM_CHROMIUM = '@sparticuz/chromium';

/** A file this process may run (a missing path, a folder or a file without the execute bit is not). */
export function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export type ChromiumChoice = { path: string } | { npm: true; instead?: string } | { reason: string };

/**
 * The browser to launch, or why there is none (shown in start-up logs). CHROMIUM_PATH wins when it names a
 * file that can be run; then a system Chromium; then the Chromium of the npm package (`npm: true`; its path
 * is known once unpacked, see npmChromiumPath) — also when CHROMIUM_PATH names nothing that can run, and
 * `instead` says why. A browser that exists but fails to start falls back the same way at launch.
 */
export function findChromium(
  explicit?: string,
  systemPaths: readonly string[] = USUAL_CHROMIUM_PATHS,
  npmAvailable = npmChromiumInstalled(),
): ChromiumChoice {
  const configured = explicit ?? process.env.CHROMIUM_PATH;
  if (configured) {
    if (isExecutableFile(configured)) return { path: configured };
    const why = `CHROMIUM_PATH is ${configured}, which is not a file that can be run`;
    return npmAvailable ? { npm: true, instead: why } : { reason: why };
  }
  const found = systemPaths.find(isExecutableFile);
  if (found) return { path: found };
  if (npmAvailable) return { npm: true };
  return {
    reason: `no Chromium found (set CHROMIUM_PATH; looked in ${systemPaths.join(', ')}; ${NPM_CHROMIUM} is not installed)`,
  };
}

export function npmChromiumInstalled(): boolean {
  try {
    require.resolve(NPM_CHROMIUM);
    return true;
  } catch {
    return false;
  }
}

// The package is ESM-only and unpacks itself (a few seconds, once per machine boot into the temp dir), so it
// runs in a child Node process: it works the same from CommonJS, worker threads and jest.
const UNPACK = `import c from '${NPM_CHROMIUM}'; process.stdout.write(await c.executablePath());`;

/** Unpacks the npm package's Chromium (if needed) and answers its path. */
export function npmChromiumPath(): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', UNPACK],
      { cwd: __dirname, timeout: 120_000 },
      (err, stdout) => {
        if (err) reject(new Error(`${NPM_CHROMIUM} could not unpack its Chromium: ${err.message.split('\n')[0]}`));
        else resolve(stdout.trim());
      },
    );
  });
}

/** The same, synchronously (for tools that need a path before they start, e.g. the Playwright config). */
export function npmChromiumPathSync(): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', UNPACK], { cwd: __dirname, timeout: 120_000 })
    .toString()
    .trim();
}

/** The mermaid bundle the page also uses, read from disk so the render page never touches the network. */
export function mermaidBundlePath(): string | null {
  try {
    return require.resolve('mermaid/dist/mermaid.min.js');
  } catch {
    return null;
  }
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
