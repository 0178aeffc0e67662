import { existsSync } from 'node:fs';

const USUAL = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

/** The browser to launch, or why there is none (shown in start-up logs). */
export function findChromium(explicit?: string): { path: string } | { reason: string } {
  const configured = explicit ?? process.env.CHROMIUM_PATH;
  if (configured) {
    return existsSync(configured)
      ? { path: configured }
      : { reason: `CHROMIUM_PATH is ${configured}, which does not exist` };
  }
  const found = USUAL.find((p) => existsSync(p));
  return found ? { path: found } : { reason: `no Chromium found (set CHROMIUM_PATH; looked in ${USUAL.join(', ')})` };
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
