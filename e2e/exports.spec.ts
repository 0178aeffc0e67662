// LMS export from the dashboard in a real browser: the "Export to…" menu names each platform and where
// to import, and the file it saves is the real package (a QTI zip with its manifest).
import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { generateViaApi, signedInAs, toast } from './fixtures';

test('the dashboard exports a quiz to Canvas as a QTI zip', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await signedInAs(page, request, 'active');
  await generateViaApi(request, account.token, { kind: 'quiz', num_questions: '3', topic: 'Fractions' });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Export to… quiz from Fractions' }).click();
  const canvas = page.getByRole('button', { name: /^Canvas/ });
  await expect(canvas).toContainText('Settings → Import Course Content → QTI .zip file');
  const saved = page.waitForEvent('download');
  await canvas.click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/\.qti\.zip$/);
  await expect(toast(page, 'Export started')).toBeVisible();
  const zip = await JSZip.loadAsync(await readFile((await file.path())!));
  expect(Object.keys(zip.files)).toContain('imsmanifest.xml');
});
