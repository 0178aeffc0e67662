import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatFileSize, type Resource } from '@lessonloom/contracts';
import { signedInAs, toast } from './fixtures';

async function listResources(request: APIRequestContext, token: string): Promise<Resource[]> {
  const res = await request.get('/api/resources', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test('an active subscriber sees the library and downloads a real PDF under its fileName', async ({ page, request }) => {
  const account = await signedInAs(page, request, 'active');
  const resources = await listResources(request, account.token);
  expect(resources.map((r) => r.title)).toEqual(
    expect.arrayContaining([
      'Classroom Management Checklist',
      'Differentiation Strategies Guide',
      'Parent–Teacher Conference Checklist',
      'Formative Assessment Quick Guide',
      'Back-to-School Planning Ebook',
      'Exit Ticket Ideas Guide',
    ]),
  );

  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Resources' })).toBeVisible();
  await expect(page.getByText('Pro Active').first()).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  for (const link of ['Dashboard', 'Generate', 'Resources', 'Billing']) {
    await expect(page.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Subscribe to Access Resources')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: "What's Included in Your Subscription" })).toBeVisible();

  for (const r of resources) {
    const card = page.getByRole('article', { name: r.title });
    await expect(card.getByText(formatFileSize(r.sizeBytes), { exact: true })).toBeVisible();
    await expect(card.getByText(r.description)).toBeVisible();
    for (const tag of r.tags) await expect(card.getByText(tag, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Download' })).toBeEnabled();
  }

  const target = resources.find((r) => r.fileName.includes('checklist'))!;
  const saved = page.waitForEvent('download');
  await page.getByRole('article', { name: target.title }).getByRole('button', { name: 'Download' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toBe(target.fileName);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBe(target.sizeBytes);
  await expect(toast(page, 'Download Started')).toBeVisible();
});

test('a trialing subscriber can download too', async ({ page, request }) => {
  await signedInAs(page, request, 'trialing');
  await page.goto('/resources');
  await expect(page.getByText('Free Trial').first()).toBeVisible();
  const card = page.getByRole('article', { name: 'Exit Ticket Ideas Guide' });
  const saved = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download' }).click();
  expect((await saved).suggestedFilename()).toBe('exit-ticket-ideas-guide.pdf');
  await expect(toast(page, 'Download Started')).toBeVisible();
});

test('a user without a subscription sees the upsell and disabled Subscribe to Download buttons', async ({
  page,
  request,
}) => {
  const account = await signedInAs(page, request, 'pending_payment');
  const resources = await listResources(request, account.token);
  await page.goto('/resources');
  await expect(page.getByRole('heading', { name: 'Subscribe to Access Resources' })).toBeVisible();
  await expect(page.getByText('Inactive').first()).toBeVisible();
  const buttons = page.getByRole('button', { name: 'Subscribe to Download' });
  await expect(buttons).toHaveCount(resources.length);
  for (const b of await buttons.all()) await expect(b).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Download', exact: true })).toHaveCount(0);

  // The server refuses the download as well (spec §6).
  const res = await request.get(`/api/resources/${resources[0].id}/download`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(res.status()).toBe(402);

  await page.getByRole('link', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/billing$/);
});

test('the resource API needs a signed-in user', async ({ request }) => {
  expect((await request.get('/api/resources')).status()).toBe(401);
});

test('Logout on /resources returns to /login', async ({ page, request }) => {
  await signedInAs(page, request, 'active');
  await page.goto('/resources');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
