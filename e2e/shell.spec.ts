import { expect, test } from '@playwright/test';
import { signedInAs } from './fixtures';

test('with the billing remote down, /billing shows a fallback naming the section and the rest still works', async ({
  page,
  request,
}) => {
  await page.route('**/remotes/mf-billing/**', (route) => route.abort());
  await signedInAs(page, request, 'active');
  await page.goto('/billing');
  await expect(page.getByText(/Billing is (temporarily )?unavailable/i)).toBeVisible({ timeout: 20_000 });
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: /logout/i })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
});

test('the shell reads remote locations at run time from the map the BFF inlines in its page', async ({
  page,
  request,
}) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  await page.goto('/login');
  await expect(page.getByText('Welcome Back')).toBeVisible();
  expect(urls).toContain('/remotes/mf-auth/mf-manifest.json');
  // the map comes with the page (no /remotes.json round trip), and each preloaded file is fetched once
  expect(urls).not.toContain('/remotes.json');
  expect(urls.filter((u) => u === '/remotes/mf-auth/remoteEntry.js')).toHaveLength(1);
  expect(urls.filter((u) => u === '/remotes/mf-auth/mf-manifest.json')).toHaveLength(1);
  const remotes = await (await request.get('/remotes.json')).json();
  expect(Object.keys(remotes).sort()).toEqual([
    'mf_auth',
    'mf_billing',
    'mf_generate',
    'mf_question_bank',
    'mf_resources',
  ]);
  const inlined = await page.locator('script#lessonloom-remotes').textContent();
  expect(JSON.parse(inlined ?? '')).toEqual(remotes);
});

test('shared libraries load once, from the shell: no remote fetches its own copy of React, the router or the store', async ({
  page,
  request,
}) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  await signedInAs(page, request, 'active');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  // a second remote in the same page
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription Management' })).toBeVisible();
  for (const dir of ['mf-generate', 'mf-billing']) {
    expect(urls).toContain(`/remotes/${dir}/remoteEntry.js`);
    const manifest = await (await request.get(`/remotes/${dir}/mf-manifest.json`)).json();
    const copies = (manifest.shared as { assets: { js: { sync: string[]; async: string[] } } }[])
      .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async])
      .map((f) => `/remotes/${dir}/${f}`);
    expect(copies.length).toBeGreaterThan(5);
    expect(urls.filter((u) => copies.includes(u))).toEqual([]);
  }
});

test('a spinner shows while the session check loads on a signed-in route', async ({ page, request }) => {
  await signedInAs(page, request, 'active');
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/api/auth/me', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('status', { name: /loading/i })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
});

test('login page works at phone width with visible keyboard focus', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/login');
  await expect(page.getByText('Welcome Back')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.getByLabel('Email').focus();
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return { tag: el.tagName, outline: s.outlineStyle, shadow: s.boxShadow };
  });
  expect(outline.tag).toBe('INPUT');
  expect(outline.outline !== 'none' || outline.shadow !== 'none').toBe(true);
});

test('the sign-in page loads no store: the store chunk comes on first use of the form, and with signed-in pages', async ({
  page,
  request,
}) => {
  const dashboardHtml = await (await request.get('/dashboard')).text();
  const storeChunk = /href="(\/store\.[0-9a-f]+\.js)"/.exec(dashboardHtml)?.[1];
  expect(storeChunk, 'the signed-in page preloads the store chunk').toBeTruthy();
  expect(await (await request.get('/login')).text()).not.toContain('/store.');

  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(2);
  expect(scripts).not.toContain(storeChunk);
  // the teacher starts typing: the session code is fetched then, before the submit needs it
  await page.getByLabel('Email').focus();
  await expect.poll(() => scripts.includes(storeChunk!)).toBe(true);

  scripts.length = 0;
  await signedInAs(page, request, 'active');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  expect(scripts).toContain(storeChunk);
  // the shared store comes from the shell: no other remote's entry is fetched to compare versions
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /^\/remotes\/(?!mf-generate\/)/.test(s))).toEqual([]);
});
