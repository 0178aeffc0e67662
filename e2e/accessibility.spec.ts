// axe-core (the standard accessibility engine, through @axe-core/playwright) on every page and main
// state at a laptop's width (1280 px) and a phone's (390 px): a result of each kind shown, menus and
// dialogs open. The bar is zero serious or critical violations; lesser ones are attached to the report.
import { CONTENT_KINDS } from '@lessonloom/contracts';
import { expect, test, type Page } from '@playwright/test';
import { axe } from './axe-check';
import { generateViaApi, signedInAs, signUpViaApi } from './fixtures';

const LESSON = [
  'The Water Cycle',
  'The water cycle has four stages. Evaporation is the change of liquid water into water vapour.',
  'First, evaporation turns liquid water into water vapour when the sun heats lakes and seas.',
  'Then condensation forms clouds as the vapour cools high in the atmosphere.',
  'Next, precipitation returns water to the ground as rain, snow, sleet or hail.',
  'Finally, collection gathers the water in rivers, lakes and oceans, and the cycle begins again.',
  'Transpiration is the release of water vapour by plants through their leaves.',
  // enough terms of its own for every sheet of terms (a matching sheet or puzzle takes only the file's terms)
  'Condensation is the change of water vapour into liquid water. Precipitation is water that falls from clouds.',
  'Collection is the gathering of water in rivers, lakes and oceans.',
].join('\n\n');

async function openMenuIfPhone(page: Page, width: number) {
  if (width !== 390) return;
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

for (const width of [1280, 390]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('public pages: login, signup, terms, privacy, subscribe, 404', async ({ page }, info) => {
      for (const [path, heading] of [
        ['/login', 'Welcome Back'],
        ['/signup', 'Create Your Account'],
        ['/terms', /Terms/],
        ['/privacy', /Your data/],
        ['/subscribe', 'Payment Coming Soon'],
        ['/no/such/page', '404 Page Not Found'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
        await axe(page, info, `${path} ${width}`);
      }
    });

    test('dashboard, history, question bank, resources, billing: empty and filled, menus and forms open', async ({
      page,
      request,
    }, info) => {
      test.setTimeout(180_000);
      const account = await signedInAs(page, request, 'active');
      await page.goto('/dashboard');
      await expect(page.getByText('No activity yet. Start by generating your first worksheet!')).toBeVisible();
      await axe(page, info, `dashboard empty ${width}`);
      await page.goto('/history');
      await expect(page.getByText('Nothing here yet. Everything you generate is kept here.')).toBeVisible();
      await axe(page, info, `history empty ${width}`);

      for (const fields of [
        { kind: 'test', topic: 'Fractions', num_questions: '5' },
        { kind: 'quiz', topic: 'Adding fractions', num_questions: '4' },
        { kind: 'lesson_plan', topic: 'The water cycle' },
      ])
        await generateViaApi(request, account.token, fields);
      const tests = await request.get('/api/generations', { headers: { Authorization: `Bearer ${account.token}` } });
      const testId = (await tests.json()).find((g: { kind: string }) => g.kind === 'test').id;
      const versions = await request.post('/api/question-bank/randomize-test', {
        headers: { Authorization: `Bearer ${account.token}` },
        multipart: { test_id: testId, num_versions: '2' },
      });
      expect(versions.status()).toBe(200);

      await page.goto('/dashboard');
      await expect(page.getByText(/Generated quiz from/)).toBeVisible();
      await axe(page, info, `dashboard with activity ${width}`);
      await openMenuIfPhone(page, width);
      await axe(page, info, `dashboard menu open ${width}`);

      await page.goto('/history');
      await expect(page.getByText(/Showing 1–3 of 3 generations/)).toBeVisible();
      await axe(page, info, `history ${width}`);
      await page
        .getByRole('button', { name: /^Export to… / })
        .first()
        .click();
      await expect(page.getByRole('button', { name: /Canvas/ })).toBeVisible();
      await axe(page, info, `history export menu open ${width}`);
      await page.keyboard.press('Escape');
      await page.getByLabel('Search by title or source').fill('nothing matches this');
      await expect(page.getByText('No generations match these filters.')).toBeVisible();
      await axe(page, info, `history no match ${width}`);

      await page.goto('/question-bank');
      for (const tab of ['Search Questions', 'Generate Specific', 'Randomize Test']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
        await axe(page, info, `question bank ${tab} ${width}`);
      }

      await page.goto('/resources');
      await expect(page.getByRole('heading', { level: 1, name: 'Premium Resources' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Download / }).first()).toBeVisible();
      await axe(page, info, `resources ${width}`);

      await page.goto('/billing');
      await expect(page.getByRole('heading', { name: 'Subscription Management' })).toBeVisible();
      await axe(page, info, `billing active ${width}`);
      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await axe(page, info, `billing cancel and delete open ${width}`);
    });

    test('billing and resources without a subscription', async ({ page, request }, info) => {
      await signedInAs(page, request, 'inactive');
      await page.goto('/billing');
      await expect(page.getByRole('heading', { name: 'Upgrade to Pro' })).toBeVisible();
      await axe(page, info, `billing upgrade ${width}`);
      await page.goto('/resources');
      await expect(page.getByRole('heading', { name: 'Subscribe to Access Resources' })).toBeVisible();
      await axe(page, info, `resources not subscribed ${width}`);
    });

    test('generate: the form, then a result of each kind, and the diagram full screen', async ({
      page,
      request,
    }, info) => {
      test.setTimeout(300_000);
      await signedInAs(page, request, 'active');
      await page.goto('/generate');
      await expect(page.getByRole('heading', { name: 'Generate Content' })).toBeVisible();
      await axe(page, info, `generate empty ${width}`);
      await page.getByRole('tab', { name: 'Upload File' }).click();
      await page
        .getByLabel('Choose a file to upload')
        .setInputFiles({ name: 'water-cycle.txt', mimeType: 'text/plain', buffer: Buffer.from(LESSON) });
      await expect(page.getByText('Extracted', { exact: false }).first()).toBeVisible({ timeout: 30_000 });
      await axe(page, info, `generate file chosen ${width}`);
      for (const kind of CONTENT_KINDS) {
        await page.getByLabel('Content Type').selectOption(kind);
        await page.getByRole('button', { name: 'Generate Content' }).click();
        const title = page.getByRole('heading', { name: 'Generated Content' });
        await expect(title).toBeFocused({ timeout: 90_000 });
        await expect(page.getByRole('region', { name: 'Preview of the generated content' })).toBeVisible();
        await axe(page, info, `generate result ${kind} ${width}`);
      }
      // the last kind drawn with a diagram: open it full screen
      await page.getByLabel('Content Type').selectOption('diagram');
      await page.getByRole('button', { name: 'Generate Content' }).click();
      await expect(page.getByRole('heading', { name: 'Generated Content' })).toBeFocused({ timeout: 90_000 });
      await page
        .getByRole('button', { name: /full screen/i })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await axe(page, info, `generate diagram full screen ${width}`);
      await page.keyboard.press('Escape');
      const exportButton = page.getByRole('button', { name: /^Export to…/ }).first();
      if (await exportButton.count()) {
        await exportButton.click();
        await axe(page, info, `generate export menu open ${width}`);
        await page.keyboard.press('Escape');
      }
    });
  });
}

test('a signed-up teacher is greeted "Welcome" (no history yet)', async ({ page, request }) => {
  const account = await signUpViaApi(request);
  await page.addInitScript((token) => localStorage.setItem('auth_token', token), account.token);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${account.email}!`);
});
