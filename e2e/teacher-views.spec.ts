// The product as a teacher meets it, at a phone's width (390 px) and a laptop's (1280 px): named tabs, the
// sign-in card in the first screen, a header of at most two rows, readable diagrams that open full screen,
// toasts that never cover the button just pressed, legal pages. Screenshots are kept as test artefacts.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signedInAs, toast } from './fixtures';

const LESSON = [
  'The Water Cycle',
  'The water cycle has four stages.',
  'First, evaporation turns liquid water into water vapour when the sun heats lakes and seas.',
  'Then condensation forms clouds as the vapour cools high in the atmosphere.',
  'Next, precipitation returns water to the ground as rain, snow, sleet or hail.',
  'Finally, collection gathers the water in rivers, lakes and oceans, and the cycle begins again.',
].join('\n\n');

async function snap(page: Page, info: TestInfo, name: string) {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: false });
  await info.attach(name, { path, contentType: 'image/png' });
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('login: named tab, the sign-in card in the first screen, terms and privacy one tap away', async ({
      page,
    }, info) => {
      await page.goto('/login');
      await expect(page).toHaveTitle('Sign in · Lessonloom');
      const card = page.getByRole('heading', { name: 'Welcome Back' });
      await expect(card).toBeVisible();
      const box = (await card.boundingBox())!;
      expect(box.y + box.height).toBeLessThan(page.viewportSize()!.height);
      await snap(page, info, `login-${width}`);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page).toHaveTitle('Privacy Policy · Lessonloom');
      await expect(page.getByRole('heading', { name: 'Your data in your hands' })).toBeVisible();
      expect((await page.request.get('/favicon.ico')).status()).toBe(200);
    });

    test('generate: a short header, a readable diagram that opens full screen, a toast that leaves the button visible', async ({
      page,
      request,
    }, info) => {
      test.setTimeout(120_000);
      await signedInAs(page, request, 'active');
      await page.goto('/generate');
      await expect(page).toHaveTitle('Generate · Lessonloom');
      const header = page.getByRole('banner');
      // The painted page top shows first, then the app's page with its header takes over.
      await expect(header).toBeVisible({ timeout: 30_000 });
      const lineHeight = 44;
      // The painted header may be replaced between the two checks (no box for that moment): ask until it holds.
      await expect
        .poll(async () => (await header.boundingBox())?.height ?? Infinity, { timeout: 30_000 })
        .toBeLessThanOrEqual(2 * lineHeight + 24);
      const menu = page.getByRole('button', { name: 'Menu' });
      if (width === 390) {
        await expect(page.getByRole('link', { name: 'Resources' })).toBeHidden();
        await menu.click();
        await expect(page.getByRole('link', { name: 'Resources' })).toBeVisible();
        await page.keyboard.press('Escape');
      } else {
        await expect(menu).toBeHidden();
        await expect(page.getByRole('link', { name: 'Resources' })).toBeVisible();
      }

      await page.getByRole('tab', { name: 'Upload File' }).click();
      await page
        .getByLabel('Choose a file to upload')
        .setInputFiles({ name: 'water-cycle.txt', mimeType: 'text/plain', buffer: Buffer.from(LESSON) });
      await expect(toast(page, 'File uploaded successfully')).toBeVisible({ timeout: 30_000 });
      await page.getByLabel('Content Type').selectOption('diagram');
      await page.getByLabel('Diagram Type').selectOption('cycle');
      const generate = page.getByRole('button', { name: 'Generate Content' });
      await generate.click();
      await expect(toast(page, 'Content generated successfully')).toBeVisible({ timeout: 90_000 });
      // The toast never sits on the button the teacher just pressed.
      const t = (await page
        .getByRole('region', { name: /Notifications/ })
        .getByRole('status')
        .boundingBox())!;
      const b = await generate.boundingBox();
      if (b) expect(t.y + t.height <= b.y || b.y + b.height <= t.y).toBe(true);

      const drawing = page.getByRole('img', { name: /^Diagram:/ }).first();
      await expect(drawing.locator('svg')).toBeVisible({ timeout: 30_000 });
      const labelHeights = await drawing
        .locator('svg text, svg foreignObject div, svg .nodeLabel')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height).filter((h) => h > 0));
      expect(labelHeights.length).toBeGreaterThan(0);
      expect(Math.min(...labelHeights)).toBeGreaterThanOrEqual(12);
      await drawing.scrollIntoViewIfNeeded();
      await snap(page, info, `generate-diagram-${width}`);

      await page.getByRole('button', { name: 'Open diagram full screen' }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('svg')).toBeVisible();
      await snap(page, info, `diagram-full-screen-${width}`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });

    test('subscribe without a payment key: no request to the payment provider, app navigation when signed in', async ({
      page,
      request,
    }, info) => {
      const asked: string[] = [];
      page.on('request', (r) => {
        if (/stripe\.com/.test(r.url())) asked.push(r.url());
      });
      await signedInAs(page, request, 'pending_payment');
      await page.goto('/subscribe');
      await expect(page.getByText('Payment Coming Soon')).toBeVisible();
      await expect(page).toHaveTitle('Subscribe · Lessonloom');
      await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveCount(0);
      await snap(page, info, `subscribe-${width}`);
      expect(asked).toEqual([]);
    });
  });
}
