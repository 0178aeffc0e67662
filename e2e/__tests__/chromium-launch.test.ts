// Which browser the journeys launch (e2e/env.ts chromiumLaunchOptions): a fresh machine without a system
// Chromium and without CHROMIUM_PATH runs them on the Chromium of @sparticuz/chromium, the same fallback
// as the diagram renderer; the resolved path must really launch with playwright-core.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../env';

const NO_SYSTEM_CHROMIUM = ['/nonexistent/usr/bin/chromium', '/nonexistent/usr/bin/chromium-browser'];
let dir: string;
let savedPath: string | undefined;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'e2e-chromium-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  savedPath = process.env.CHROMIUM_PATH;
  delete process.env.CHROMIUM_PATH;
});
afterEach(() => {
  if (savedPath === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = savedPath;
});

/** A file standing in for an installed browser: only its presence is looked at when resolving. */
function fakeBrowser(name: string): string {
  const path = join(dir, name);
  writeFileSync(path, '');
  return path;
}

test('a system Chromium is used when one exists', () => {
  const system = fakeBrowser('chromium');
  expect(chromiumLaunchOptions(['/nonexistent/chromium', system]).executablePath).toBe(system);
});

test('CHROMIUM_PATH wins over a system Chromium', () => {
  const system = fakeBrowser('system-chromium');
  process.env.CHROMIUM_PATH = fakeBrowser('configured-chromium');
  expect(chromiumLaunchOptions([system]).executablePath).toBe(process.env.CHROMIUM_PATH);
});

test('a CHROMIUM_PATH that does not exist is not replaced by the npm Chromium', () => {
  process.env.CHROMIUM_PATH = '/nonexistent/configured-chromium';
  expect(chromiumLaunchOptions(NO_SYSTEM_CHROMIUM).executablePath).toBeUndefined();
});

test('with no system Chromium and CHROMIUM_PATH unset, the journeys launch the npm package Chromium', async () => {
  const { executablePath, args } = chromiumLaunchOptions(NO_SYSTEM_CHROMIUM);
  expect(executablePath).toBeDefined();
  expect(NO_SYSTEM_CHROMIUM).not.toContain(executablePath);
  // the same path the package itself answers (it unpacks its browser into the temp directory); the
  // package is ESM-only, so it is asked from a Node process of its own
  const fromPackage = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import c from '@sparticuz/chromium'; process.stdout.write(await c.executablePath());",
    ],
    { cwd: __dirname },
  ).toString();
  expect(executablePath).toBe(fromPackage);

  const browser = await chromium.launch({ executablePath, args });
  try {
    const page = await browser.newPage();
    await page.setContent('<main><h1>Photosynthesis</h1><button>Generate</button></main>');
    expect(await page.getByRole('button', { name: 'Generate' }).count()).toBe(1);
    expect(await page.locator('h1').textContent()).toBe('Photosynthesis');
    expect(browser.version()).toMatch(/^\d+\./);
  } finally {
    await browser.close();
  }
}, 120_000);

test('the Playwright config launches the npm Chromium when the machine has none', () => {
  const fromPackage = chromiumLaunchOptions(NO_SYSTEM_CHROMIUM).executablePath;
  process.env.E2E_CHROMIUM_SEARCH = NO_SYSTEM_CHROMIUM.join(':');
  try {
    jest.isolateModules(() => {
      const config = require('../playwright.config').default;
      expect(config.use.launchOptions.executablePath).toBe(fromPackage);
      expect(
        config.projects.map(
          (p: { use: { launchOptions: { executablePath?: string } } }) => p.use.launchOptions.executablePath,
        ),
      ).toEqual([fromPackage]);
    });
  } finally {
    delete process.env.E2E_CHROMIUM_SEARCH;
  }
});
