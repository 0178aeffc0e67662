// No markup from content in the page: for every diagram type, a hostile topic and hostile file text go
// through the real page; the drawn preview holds SVG shapes and text only (no <img>, <script>,
// <foreignObject> or HTML), and no Mermaid escape code such as #quot; shows.
import { expect, test, type Page } from '@playwright/test';
import { DIAGRAM_TYPES } from '@lessonloom/contracts';
import { signedInAs, toast } from './fixtures';

const TOPIC =
  'The water cycle: <img src=x onerror=alert(1)>, "evaporation", <script>alert(2)</script> and condensation';
const FILE_TEXT = [
  'Evaporation <img src=x onerror=alert(3)> turns "liquid" water into vapour. <b>Condensation</b> forms clouds.',
  'Precipitation <iframe src=x></iframe> falls as rain. Collection <svg onload=alert(4)> gathers water in lakes and #quot;oceans#quot;.',
  'In 1789 <a href="javascript:alert(5)">the cycle</a> was studied. Then evaporation starts the cycle again.',
].join('\n');

const SVG_ONLY = [
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'marker',
  'defs',
  'style',
  'title',
  'desc',
  'filter',
  'fedropshadow',
  'symbol',
  'use',
  'lineargradient',
  'stop',
];

/**
 * Mermaid's venn-beta writes each item in its region as a span in a foreignObject, its words set as text
 * (textContent): a wrapping box, never markup from the content. Only that pair is allowed, only for the
 * Venn, and only holding text (a span with any element inside is reported).
 */
const VENN_TEXT_BOXES = ['foreignobject', 'span'];

async function generateAndInspect(page: Page, type: string) {
  await page.getByLabel('Content Type').selectOption('diagram');
  await page.getByLabel('Diagram Type').selectOption(type);
  const card = page.getByRole('region', { name: 'Preview of the generated content' });
  const drawn = card.locator('svg[aria-roledescription]').first();
  // the previous type's drawing stays on the page until the new one replaces it: inspect the new one
  const before = (await drawn.count()) ? await drawn.getAttribute('id') : null;
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/generate') && r.request().method() === 'POST', {
    timeout: 90_000,
  });
  await page.getByRole('button', { name: 'Generate Content' }).click();
  expect((await answered).status()).toBe(200);
  await expect(drawn).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => drawn.getAttribute('id'), { timeout: 30_000 }).not.toBe(before);
  await expect(card.getByText(/Error rendering diagram/)).toHaveCount(0);
  const allowed = type === 'venn' ? [...SVG_ONLY, ...VENN_TEXT_BOXES] : SVG_ONLY;
  const found = await drawn.evaluate((el, ok) => {
    const tags = [...el.querySelectorAll('*')].map((e) => e.tagName.toLowerCase());
    const spansWithMarkup = [...el.querySelectorAll('span')].filter((s) => s.children.length > 0).length;
    return {
      foreign: [...new Set(tags.filter((t) => !ok.includes(t)))],
      spansWithMarkup,
      text: el.textContent ?? '',
    };
  }, allowed);
  expect(found.foreign, `${type}: elements other than SVG shapes and text`).toEqual([]);
  expect(found.spansWithMarkup, `${type}: text boxes holding elements`).toBe(0);
  expect(found.text).not.toMatch(/#quot;|&quot;|&amp;|#lt;/);
  expect(found.text.length).toBeGreaterThan(0);
  await expect(toast(page, 'Content generated successfully').first()).toBeVisible();
}

test('hostile topics draw only text in every diagram type', async ({ page, request }) => {
  test.setTimeout(300_000);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signedInAs(page, request, 'active');
  await page.goto('/generate');
  await page.getByRole('tab', { name: 'Enter Topic' }).click();
  await page.getByRole('textbox', { name: 'Topic' }).fill(TOPIC);
  for (const type of DIAGRAM_TYPES) await generateAndInspect(page, type);
  expect(dialogs).toEqual([]);
});

test('hostile file text draws only text in every diagram type', async ({ page, request }) => {
  test.setTimeout(300_000);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signedInAs(page, request, 'active');
  await page.goto('/generate');
  await page.getByRole('tab', { name: 'Upload File' }).click();
  await page
    .getByLabel('Choose a file to upload')
    .setInputFiles({ name: 'cycle <img src=x>.txt', mimeType: 'text/plain', buffer: Buffer.from(FILE_TEXT) });
  await expect(toast(page, 'File uploaded successfully')).toBeVisible({ timeout: 30_000 });
  for (const type of DIAGRAM_TYPES) await generateAndInspect(page, type);
  expect(dialogs).toEqual([]);
});
