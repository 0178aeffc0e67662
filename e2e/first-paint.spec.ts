// A signed-in page's largest text is painted from the HTML (the remote's first-paint file, shown once the
// session answers) before any script has run, and React's page then takes its place without moving it.
import { expect, test, type Page } from '@playwright/test';
import { signedInAs } from './fixtures';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
}

const PAGES = [
  { path: '/dashboard', parts: ['section h1', 'section p', 'section a'] },
  { path: '/generate', parts: ['h1', 'h1 + p'] },
];

async function boxes(page: Page, scope: string, parts: string[]): Promise<Box[]> {
  return page.evaluate(
    ({ scope, parts }) =>
      parts.map((sel) => {
        const el = document.querySelector(`${scope} ${sel}`);
        if (!el) throw new Error(`no ${scope} ${sel}`);
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height, text: el.textContent!.trim() };
      }),
    { scope, parts },
  );
}

/** Records, from before the page's first byte, when the painted page is removed and every LCP candidate. */
async function watchPaints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { removedAt?: number; lcp: { at: number; text: string }[] };
    w.lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { element?: Element })[])
        w.lcp.push({ at: e.startTime, text: e.element?.textContent?.trim().slice(0, 40) ?? '' });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver(() => {
      if (w.removedAt === undefined && document.getElementById('root') && !document.getElementById('first-paint'))
        w.removedAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

for (const { width, height } of [
  { width: 412, height: 823 }, // Lighthouse's mobile preset
  { width: 1280, height: 800 },
]) {
  for (const { path, parts } of PAGES) {
    test(`${path} at ${width} px: the largest text is painted from the HTML and React's page replaces it in place`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height });
      const account = await signedInAs(page, request, 'active');
      await watchPaints(page);
      // the app's scripts wait: what shows is the HTML and the session answer only
      let release!: () => void;
      const scriptsMayRun = new Promise<void>((r) => (release = r));
      await page.route(/\.js$/, async (route) => {
        await scriptsMayRun;
        await route.continue();
      });
      const meCalls: string[] = [];
      page.on('request', (r) => r.url().endsWith('/api/auth/me') && meCalls.push(r.url()));
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('#first-paint main h1')).toBeVisible();
      await expect(page.locator('#root')).toBeHidden();
      const painted = await boxes(page, '#first-paint main', parts);
      if (path === '/dashboard') expect(painted[0].text).toBe(`Welcome, ${account.email}!`);

      release();
      await expect(page.locator('#first-paint')).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByRole('button', { name: /Logout|Menu/ }).first()).toBeVisible();
      const rendered = await boxes(page, '#root main', parts);
      for (const [i, box] of painted.entries()) {
        expect(rendered[i].text).toBe(box.text);
        for (const k of ['x', 'y', 'width', 'height'] as const)
          expect(Math.abs(rendered[i][k] - box[k]), `${parts[i]} ${k}`).toBeLessThanOrEqual(0.5);
      }
      // the page's largest contentful paint is the painted text: React's copy is no larger, so no later
      // candidate, whatever the time between them
      const { lcp, removedAt } = await page.evaluate(() => {
        const w = window as unknown as { removedAt: number; lcp: { at: number; text: string }[] };
        return { lcp: w.lcp, removedAt: w.removedAt };
      });
      expect(lcp.length).toBeGreaterThan(0);
      expect(lcp.at(-1)!.at).toBeLessThan(removedAt);
      expect(painted.map((b) => b.text.slice(0, 40))).toContain(lcp.at(-1)!.text);
      // the app took the session answer the page asked for: one call, not two
      expect(meCalls).toHaveLength(1);
    });
  }
}

test('signed out: nothing is painted, the spinner and then /login as before', async ({ page, request }) => {
  const html = await (await request.get('/dashboard')).text();
  expect(html).toContain('Turn your lesson notes');
  expect(html).toMatch(/<div id="first-paint" hidden>/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText('Turn your lesson notes')).toHaveCount(0);
});

test('an expired session: the teacher is sent to /login and nothing painted stays', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('auth_token', 'no-such-session'));
  await page.goto('/generate');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Generate Content' })).toHaveCount(0);
});

test('/generate is painted with the HTML, spinner below, while the session check runs; /dashboard waits for it', async ({
  page,
  request,
}) => {
  await signedInAs(page, request, 'active');
  let release!: () => void;
  const answer = new Promise<void>((r) => (release = r));
  await page.route('**/api/auth/me', async (route) => {
    await answer;
    await route.continue();
  });
  await page.route(/\.js$/, () => undefined); // no script ever runs: what shows is the HTML's doing
  await page.goto('/generate', { waitUntil: 'commit' });
  await expect(page.locator('#first-paint').getByRole('heading', { name: 'Generate Content' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();

  // the dashboard greets the teacher by email: painted only once the session answers
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.locator('#first-paint h1')).toBeHidden();
  release();
  await expect(page.locator('#first-paint h1')).toHaveText(/^Welcome, .+@school\.test!$/);
});
