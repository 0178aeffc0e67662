// First load in the browser, as a teacher on a school Chromebook meets it: Lighthouse (the npm package, its
// default mobile preset: simulated slow 4G and a 4x slower CPU) on /login, /dashboard and /generate of the
// production build served by the BFF, in the project's Chromium. Each page is measured on a cold cache, three
// times; the table shows the median of each figure. /dashboard and /generate are measured signed in: the
// teacher signs in through the /login page first, and Lighthouse keeps that session (storage is not reset,
// the HTTP cache is emptied before every run).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { activate, signup, startBff } from './lib/bff-process.mjs';
import { pct } from './lib/percentile.mjs';
import { projectChromium } from './lib/chromium.mjs';

// firstload's port range (TEAM.md): 3350-3359; another engineer's run names its own
const PORTS = {
  bff: Number(process.env.BENCH_WEB_PORT ?? 3350),
  mongo: Number(process.env.BENCH_WEB_MONGO_PORT ?? 3351),
};
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const PASSWORD = 'correct horse battery';
const KB = 1000;

/** Goals on this machine: bytes over the wire per page, and for every page performance and LCP. */
const BYTE_GOALS = { '/login': 300 * KB, '/generate': 450 * KB };
const SCORE_GOAL = 90;
const LCP_GOAL_MS = 2500;

async function signInThroughThePage(page, base, email) {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(PASSWORD);
  await page.locator('button[type=submit]').click();
  await page.waitForFunction(() => globalThis.location.pathname === '/dashboard', { timeout: 30_000 });
}

async function measure(page, url, attempt = 1) {
  await page.goto('about:blank');
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    undefined,
    page,
  );
  const lhr = result.lhr;
  // BENCH_WEB_LHR_DIR=dir keeps every full report, to open in Lighthouse's viewer
  if (process.env.BENCH_WEB_LHR_DIR) {
    mkdirSync(process.env.BENCH_WEB_LHR_DIR, { recursive: true });
    const name = `${new URL(url).pathname.slice(1)}-${Date.now()}.json`;
    writeFileSync(join(process.env.BENCH_WEB_LHR_DIR, name), result.report);
  }
  if (lhr.runtimeError) {
    // A trace Chromium failed to record (NO_NAVSTART on a busy machine) says nothing about the page: once more.
    if (attempt < 3 && lhr.runtimeError.code === 'NO_NAVSTART') return measure(page, url, attempt + 1);
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
  const requests = lhr.audits['network-requests'].details.items;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    bytes: lhr.audits['total-byte-weight'].numericValue,
    requests: requests.length,
    scripts: requests.filter((r) => r.resourceType === 'Script').length,
    scriptBytes: requests.filter((r) => r.resourceType === 'Script').reduce((s, r) => s + r.transferSize, 0),
    finalUrl: lhr.finalDisplayedUrl,
    lighthouse: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
  };
}

async function measurePage(page, base, path) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await measure(page, `${base}${path}`);
    if (new URL(run.finalUrl).pathname !== path) throw new Error(`${path} ended on ${run.finalUrl}`);
    runs.push(run);
  }
  const med = (key) =>
    pct(
      runs.map((r) => r[key]),
      50,
    );
  return {
    path,
    runs,
    score: med('score'),
    lcp: med('lcp'),
    fcp: med('fcp'),
    tbt: med('tbt'),
    cls: med('cls'),
    bytes: med('bytes'),
    requests: med('requests'),
    scripts: med('scripts'),
    scriptBytes: med('scriptBytes'),
  };
}

function rows(m) {
  const byteGoal = BYTE_GOALS[m.path];
  return [
    {
      metric: `${m.path} performance score`,
      value: m.score,
      unit: '/100',
      goal: `>= ${SCORE_GOAL}`,
      pass: m.score >= SCORE_GOAL,
    },
    {
      metric: `${m.path} largest contentful paint`,
      value: m.lcp,
      unit: 'ms',
      goal: `<= ${LCP_GOAL_MS}`,
      pass: m.lcp <= LCP_GOAL_MS,
    },
    { metric: `${m.path} first contentful paint`, value: m.fcp, unit: 'ms' },
    { metric: `${m.path} total blocking time`, value: m.tbt, unit: 'ms' },
    { metric: `${m.path} cumulative layout shift`, value: m.cls, unit: '' },
    {
      metric: `${m.path} bytes over the wire`,
      value: m.bytes / KB,
      unit: 'KB',
      ...(byteGoal ? { goal: `<= ${byteGoal / KB}`, pass: m.bytes <= byteGoal } : {}),
    },
    { metric: `${m.path} script bytes over the wire`, value: m.scriptBytes / KB, unit: 'KB' },
    { metric: `${m.path} requests`, value: m.requests, unit: 'requests' },
    { metric: `${m.path} script requests`, value: m.scripts, unit: 'requests' },
  ];
}

export default async function run() {
  const load = loadavg();
  const bff = await startBff({ port: PORTS.bff, mongoPort: PORTS.mongo });
  let browser;
  try {
    const email = 'bench-web@school.test';
    await signup(bff.base, email);
    await activate(bff.mongoUri, email);
    const chromium = await projectChromium();
    browser = await puppeteer.launch({
      executablePath: chromium,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const page = await browser.newPage();
    const pages = [await measurePage(page, bff.base, '/login')];
    await signInThroughThePage(page, bff.base, email);
    for (const path of ['/dashboard', '/generate']) pages.push(await measurePage(page, bff.base, path));
    const after = loadavg();
    return {
      name: 'web',
      rows: pages.flatMap(rows),
      pages,
      chromium,
      loadAverage: { before: load, after },
      notes: [
        `Lighthouse ${pages[0].runs[0].lighthouse}, mobile preset, median of ${RUNS} cold-cache runs per page (${chromium})`,
        `load average before ${load.map((l) => l.toFixed(2)).join(' ')}, after ${after.map((l) => l.toFixed(2)).join(' ')}`,
      ],
    };
  } finally {
    await browser?.close();
    await bff.stop();
  }
}
