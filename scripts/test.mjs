// `npm test`: install what is missing, build what is stale, then type-check, lint, run every jest
// project (unit, component, integration) and the Playwright journeys in Chromium.
// Ends with one summary line 'N passed, N failed' over every test that ran.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib/workspace.mjs';

const args = new Set(process.argv.slice(2));
const only = (step) => args.size === 0 || args.has(`--${step}`);
const TYPECHECK = [
  'packages/contracts',
  'packages/document',
  'packages/embedded-mongo',
  'packages/web-core',
  'packages/ui',
  'bff',
  'shell',
  'mf-auth',
  'mf-generate',
  'mf-billing',
  'mf-question-bank',
  'mf-resources',
];

const results = [];
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

async function step(name, fn) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  let ok = false;
  try {
    ok = await fn();
  } catch (err) {
    console.error(err);
  }
  results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
}

await ensureInstalled();
await step('build', async () => (await ensureBuilt(), true));

if (only('typecheck'))
  await step('typecheck (tsc --noEmit)', async () => {
    let ok = true;
    // Two at a time: the machine has two cores.
    for (let i = 0; i < TYPECHECK.length; i += 2) {
      const codes = await Promise.all(
        TYPECHECK.slice(i, i + 2).map((ws) => run('npx', ['tsc', '--noEmit', '-p', `${ws}/tsconfig.json`])),
      );
      if (codes.some((c) => c !== 0)) ok = false;
    }
    return ok;
  });

if (only('lint') && existsSync(join(root, 'eslint.config.mjs')))
  await step('lint (eslint, prettier --check)', async () => {
    const eslint = await run('npx', ['eslint', '--max-warnings=0', '.']);
    const prettier = await run('npx', ['prettier', '--check', '--log-level=warn', '.']);
    return eslint === 0 && prettier === 0;
  });

let jestCounts = { passed: 0, failed: 0 };
if (only('unit'))
  await step('jest: unit, component and integration tests', async () => {
    const out = join(tmp, 'jest.json');
    rmSync(out, { force: true });
    const code = await run('npx', ['jest', '--ci', '--maxWorkers=2', '--forceExit', '--json', `--outputFile=${out}`]);
    if (existsSync(out)) {
      const r = JSON.parse(readFileSync(out, 'utf8'));
      jestCounts = { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) };
    }
    return code === 0;
  });

let e2eCounts = { passed: 0, failed: 0 };
if (only('e2e'))
  await step('playwright: end-to-end journeys in Chromium', async () => {
    const out = join(tmp, 'playwright.json');
    rmSync(out, { force: true });
    const code = await run('npx', ['playwright', 'test', '-c', 'e2e'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    if (existsSync(out)) {
      const s = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
      e2eCounts = { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0 };
    }
    return code === 0;
  });

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds.toFixed(1)} s)`);
const failedSteps = results.filter((r) => !r.ok).length;
const passed = jestCounts.passed + e2eCounts.passed;
const failed =
  jestCounts.failed + e2eCounts.failed + (failedSteps && !jestCounts.failed && !e2eCounts.failed ? failedSteps : 0);
console.log(
  `jest: ${jestCounts.passed} passed, ${jestCounts.failed} failed; e2e: ${e2eCounts.passed} passed, ${e2eCounts.failed} failed`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps ? 1 : 0);
