import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, chromiumLaunchOptions } from './env';

// Journeys run against the production build served by the BFF on the embedded defaults
// (embedded store in a temp dir, offline generator, test-mode billing): what `npm start` serves.
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json']],
  outputDir: '../test-results',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
  webServer: {
    command: 'node e2e/server.mjs',
    cwd: '..',
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
