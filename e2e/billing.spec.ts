// Subscription journeys (spec §1, §2 /billing and the dashboard's payment return, §8) on the embedded
// default: test-mode billing, whose checkout and portal are pages of the app itself.
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, setSubscriptionStatus, signUpViaApi, signedInAs, toast, uniqueEmail } from './fixtures';

async function signUpInUi(page: Page) {
  await page.goto('/signup');
  await page.getByLabel(/email/i).first().fill(uniqueEmail('billing'));
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByLabel(/confirm password/i).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page).toHaveURL(/\/billing$/);
}

/** From /billing's 'Start 7-Day Free Trial' through the test-mode checkout to the dashboard's welcome. */
async function startTrialFromBilling(page: Page) {
  await expect(page.getByRole('heading', { name: 'Upgrade to Pro' })).toBeVisible();
  await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
  await expect(page).toHaveURL(/\/api\/billing\/test-mode\/checkout\?session_id=/);
  await expect(page.getByText('Test mode — no card is charged')).toBeVisible();
  await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
  await expect(toast(page, 'Your payment method has been added and your 7-day trial has started!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('sign up → test-mode checkout → trial: the dashboard welcomes, /billing shows the Pro Plan marked Trial', async ({
  page,
}) => {
  await signUpInUi(page);
  await expect(page.getByText('Inactive').first()).toBeVisible();
  await startTrialFromBilling(page);
  await expect(page.getByText('Free Trial').first()).toBeVisible();

  await page.getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription Management' })).toBeVisible();
  const plan = page.getByRole('region', { name: 'Pro Plan' });
  await expect(plan.getByText('Trial', { exact: true })).toBeVisible();
  await expect(plan.getByText('$10.99/month • Unlimited generations')).toBeVisible();
  // The trial's real end, seven days out (not the spec's placeholder 'Next month').
  const trialEnd = new Date(Date.now() + 7 * 86400000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  await expect(plan.getByText(`Next billing date: ${trialEnd}`)).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upgrade to Pro' })).toHaveCount(0);
});

test('cancelling within the trial ends it at once, charging nothing', async ({ page }) => {
  await signUpInUi(page);
  await startTrialFromBilling(page);
  await page.goto('/billing');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText('Your free trial ends now and no card is charged.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(toast(page, 'Subscription cancelled')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upgrade to Pro' })).toBeVisible();
  await expect(page.getByText('Inactive').first()).toBeVisible();
});

test('the test-mode portal (Manage Billing) cancels the trial and comes back to /billing', async ({ page }) => {
  await signUpInUi(page);
  await startTrialFromBilling(page);
  await page.goto('/billing');
  await page.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(page).toHaveURL(/\/api\/billing\/test-mode\/portal\?session=/);
  await expect(page.getByText('Test mode — no card is charged')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { name: 'Upgrade to Pro' })).toBeVisible();
});

test("signup's checkout link, cancelled in a browser that is not signed in, returns to /signup with 'Payment setup cancelled'", async ({
  page,
  request,
}) => {
  const res = await request.post('/api/auth/signup', { multipart: { email: uniqueEmail(), password: PASSWORD } });
  expect(res.status()).toBe(201);
  await page.goto((await res.json()).checkout_url);
  await page.getByRole('link', { name: 'Cancel and go back' }).click();
  await expect(toast(page, 'Payment setup cancelled')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
});

test('a signed-in teacher who cancels the checkout started from /billing is back on /billing', async ({
  page,
  request,
}) => {
  await signedInAs(page, request, 'pending_payment');
  await page.goto('/billing');
  await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
  await expect(page).toHaveURL(/\/api\/billing\/test-mode\/checkout\?session_id=/);
  await page.getByRole('link', { name: 'Cancel and go back' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { name: 'Upgrade to Pro' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toHaveCount(0);
});

test("a user who became subscribed meanwhile gets 'Already subscribed' and no checkout", async ({ page, request }) => {
  const account = await signedInAs(page, request, 'pending_payment');
  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Upgrade to Pro' })).toBeVisible();
  await setSubscriptionStatus(account.email, 'active');
  await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
  await expect(toast(page, 'Already subscribed')).toBeVisible();
  await expect(toast(page, 'You already have an active subscription.')).toBeVisible();
  await expect(page).toHaveURL(/\/billing$/);
});

test("an inactive user's generate call gets 402 'Active subscription required to generate content.'", async ({
  request,
}) => {
  const account = await signUpViaApi(request);
  const res = await request.post('/api/generate', {
    headers: { Authorization: `Bearer ${account.token}` },
    multipart: {
      kind: 'quiz',
      topic: 'Photosynthesis',
      difficulty: 'mixed',
      num_questions: '5',
      include_answer_key: 'true',
    },
  });
  expect(res.status()).toBe(402);
  expect(await res.json()).toEqual({ detail: 'Active subscription required to generate content.' });
});
