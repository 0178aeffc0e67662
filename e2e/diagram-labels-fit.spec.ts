// No label leaves its shape in the page: every diagram type is drawn from three tuning sections of the
// reading corpus (a process told in prose, a lesson's long numbered steps, a field's history with its dates
// and founders) through the real page, and each node's, period's and participant's text box is measured
// against its shape's box in the SVG (labelFit, the same function the print rasterizer runs). A label too
// long for its shape is drawn as its number with its whole text in the key under the drawing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DIAGRAM_TYPES } from '@lessonloom/contracts';
import { labelFit, type LabelFit } from '@lessonloom/document';
import { signedInAs, toast } from './fixtures';

const CORPUS = join(__dirname, '../bff/src/content/__fixtures__/corpus');
const SECTIONS = ['os-physics-scientific-methods', 'cs-unplugged-sorting-network', 'os-anthropology-kinship'];

async function drawAndMeasure(page: Page, type: string): Promise<{ fit: LabelFit; key: string[]; sample: string }> {
  await page.getByLabel('Content Type').selectOption('diagram');
  await page.getByLabel('Diagram Type').selectOption(type);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/generate') && r.request().method() === 'POST', {
    timeout: 90_000,
  });
  const drawn = page.locator('[data-testid="generated-preview"] svg[aria-roledescription]');
  const before = (await drawn.count()) ? await drawn.first().elementHandle() : null;
  await page.getByRole('button', { name: 'Generate Content' }).click();
  expect((await answered).status()).toBe(200);
  // The drawing measured is the new result's: the one before has left the page.
  if (before) await expect.poll(() => before.evaluate((el) => el.isConnected)).toBe(false);
  const card = page.getByRole('region', { name: 'Preview of the generated content' });
  // The new result's drawing (the card of the one before is replaced by the new result's).
  const svg = card.locator(`svg[aria-roledescription]`).first();
  await expect(svg).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(/Error rendering diagram/)).toHaveCount(0);
  const fit = await svg.evaluate(labelFit as (el: SVGElement) => LabelFit);
  const key = await card
    .getByRole('list', { name: 'Key to the numbered labels' })
    .getByRole('listitem')
    .allInnerTexts();
  const sample = await svg.evaluate((el) => (el.querySelector('g.node, g.mindmap-node') ?? el).outerHTML.slice(0, 600));
  return { fit, key, sample };
}

for (const id of SECTIONS)
  test(`every diagram type from ${id}: no label outside its shape in the page`, async ({ page, request }) => {
    test.setTimeout(400_000);
    await signedInAs(page, request, 'active');
    await page.goto('/generate');
    await page.getByRole('tab', { name: 'Upload File' }).click();
    await page.getByLabel('Choose a file to upload').setInputFiles({
      name: `${id}.txt`,
      mimeType: 'text/plain',
      buffer: readFileSync(join(CORPUS, `${id}.txt`)),
    });
    await expect(toast(page, 'File uploaded successfully')).toBeVisible({ timeout: 30_000 });
    const keys: string[] = [];
    for (const type of DIAGRAM_TYPES) {
      const { fit, key, sample } = await drawAndMeasure(page, type);
      // The Venn's items sit in regions, not shapes of their own: every other type has labelled shapes.
      if (type !== 'venn') expect(fit.checked, `${type}: labelled shapes measured in ${sample}`).toBeGreaterThan(1);
      expect(fit.overflowing, `${type}: labels outside their shapes`).toEqual([]);
      for (const line of key) expect(line).toMatch(/^\d+\. \S/);
      keys.push(...key);
    }
    // A long label is keyed, whole, never cut. (The sorting-network lesson's numbered steps, the long labels
    // this once drew, are directions to the teacher now and are no longer drawn as its process.)
    expect(keys.join('\n')).not.toContain('…');
  });
