// A teacher uploads a photocopied page (a PDF whose page is a picture, no text layer) in the real page:
// it is read by OCR, the page says so, and a quiz made from it quotes the original text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SCAN_TEXT } from '@lessonloom/contracts';
import { scanText } from '../bff/src/testing/testing.scanned-pages';
import { scannedPdf } from '../bff/src/testing/testing.scanned-files';
import { normalizeForComparison } from '../bff/src/testing/testing.ocr-accuracy';
import { signedInAs, toast } from './fixtures';

const ORIGINAL = readFileSync(
  join(__dirname, '../bff/src/content/__fixtures__/corpus/os-physics-scientific-methods.txt'),
  'utf8',
);

async function latestGeneration(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const [latest] = (await (await request.get('/api/generations', { headers })).json()) as Array<{ id: string }>;
  const res = await request.get(`/api/generations/${latest.id}`, { headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    content: { source: unknown; sections: Array<{ blocks: Array<Record<string, unknown>> }> };
  };
}

test('a scanned handout is read by OCR, the page says so, and a quiz from it quotes the original', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // One photocopied page: a running head, a page number, a slight turn and some noise.
  const { pages } = scanText(
    ORIGINAL,
    { dpi: 300, angleDeg: 0.5, noise: 8, paper: 245, header: 'Physics — Scientific Methods', pageNumbers: true },
    1,
  );
  const scan = await scannedPdf(pages);
  const account = await signedInAs(page, request, 'active');
  await page.goto('/generate');
  await page.getByRole('tab', { name: 'Upload File' }).click();
  await page
    .getByLabel('Choose a file to upload')
    .setInputFiles({ name: 'scientific-methods-scan.pdf', mimeType: 'application/pdf', buffer: scan });
  await expect(toast(page, 'File uploaded successfully')).toBeVisible({ timeout: 180_000 });
  await expect(page.getByText(SCAN_TEXT.readFromScan)).toBeVisible();
  await expect(page.getByText(/1 page or picture read by OCR, mean confidence \d+%/)).toBeVisible();

  await page.getByLabel('Content Type').selectOption('quiz');
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(toast(page, 'Content generated successfully')).toBeVisible({ timeout: 120_000 });
  const body = await latestGeneration(request, account.token);
  expect(body.content.source).toEqual({ type: 'file', name: 'scientific-methods-scan.pdf' });
  const passages = body.content.sections
    .flatMap((s) => s.blocks)
    .map((b) => b.source_passage)
    .filter((p): p is string => typeof p === 'string');
  expect(passages.length).toBeGreaterThanOrEqual(3);
  // OCR of a clean copy slips about once in a few hundred words: most quotes are the original's own words.
  const original = normalizeForComparison(ORIGINAL);
  const verbatim = passages.filter((p) => original.includes(normalizeForComparison(p)));
  expect(verbatim.length / passages.length).toBeGreaterThanOrEqual(0.8);
  const card = page.getByRole('region', { name: 'Preview of the generated content' });
  // The page shows the question built on that quote (its words up to any blank: a blank may fall in the quote's
  // first words, so the quote itself is not always printed whole).
  const quoted = body.content.sections
    .flatMap((s) => s.blocks)
    .find((b) => b.type === 'question' && b.source_passage === verbatim[0]) as { prompt: string } | undefined;
  const shown = (quoted?.prompt ?? '').split(/_{2,}/)[0].trim().slice(0, 40);
  expect(shown.length).toBeGreaterThan(10);
  await expect(card.getByText(shown, { exact: false }).first()).toBeVisible();
});
