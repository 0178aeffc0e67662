import { expect, test } from '@playwright/test';
import { PASSWORD, loginViaUi, setSubscriptionStatus, signUpViaApi, toast, uniqueEmail } from './fixtures';

test('sign up creates the account and lands on /billing', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await page.getByLabel(/email/i).first().fill(uniqueEmail('signup'));
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByLabel(/confirm password/i).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page).toHaveURL(/\/billing$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
});

test("signup with mismatched passwords says 'Passwords don't match' and stays", async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel(/email/i).first().fill(uniqueEmail());
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByLabel(/confirm password/i).fill(PASSWORD + 'x');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(toast(page, "Passwords don't match")).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('?error=payment_cancelled shows the toast and rewrites the address to /signup', async ({ page }) => {
  await page.goto('/signup?error=payment_cancelled');
  await expect(toast(page, 'Payment setup cancelled')).toBeVisible();
  await expect(toast(page, 'Please complete payment setup to start your free trial.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test("login of a pending_payment user shows 'Payment Required' and goes to /billing", async ({ page, request }) => {
  const account = await signUpViaApi(request);
  await loginViaUi(page, account.email, account.password);
  await expect(toast(page, 'Payment Required')).toBeVisible();
  await expect(page).toHaveURL(/\/billing$/);
});

test("login of an active user shows 'Welcome back!' and goes to /dashboard", async ({ page, request }) => {
  const account = await signUpViaApi(request);
  await setSubscriptionStatus(account.email, 'active');
  await loginViaUi(page, account.email, account.password);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Pro Active').first()).toBeVisible();
});

test("a wrong password shows 'Login failed' with the server's detail", async ({ page, request }) => {
  const account = await signUpViaApi(request);
  await loginViaUi(page, account.email, 'not-the-password');
  await expect(toast(page, 'Login failed')).toBeVisible();
  await expect(toast(page, 'Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('remember me pre-fills the email and ticks the box after the session ends; logout clears it', async ({
  page,
  request,
}) => {
  const account = await signUpViaApi(request);
  await setSubscriptionStatus(account.email, 'active');
  await loginViaUi(page, account.email, account.password, true);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => [localStorage.getItem('savedEmail'), localStorage.getItem('rememberMe')])).toEqual([
    account.email,
    'true',
  ]);

  // The session ends without a logout (token gone), then /login opens again.
  await page.evaluate(() => localStorage.removeItem('auth_token'));
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Remember me')).toBeChecked();

  // Logout clears both.
  await loginViaUi(page, account.email, account.password, true);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: /logout/i }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('auth_token'),
      localStorage.getItem('savedEmail'),
      localStorage.getItem('rememberMe'),
    ]),
  ).toEqual([null, null, null]);
  await expect(page.getByLabel('Email')).toHaveValue('');
});

test('signed-out users are sent to /login from every signed-in route', async ({ page }) => {
  for (const route of ['/dashboard', '/generate', '/billing', '/question-bank', '/resources']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test("/ goes to /dashboard and unknown paths show '404 Page Not Found'", async ({ page, request }) => {
  const account = await signUpViaApi(request);
  await setSubscriptionStatus(account.email, 'active');
  await loginViaUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
