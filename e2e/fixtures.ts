// Helpers shared by the journeys. Accounts are made through the real API; a subscription status that
// no UI can reach quickly (e.g. `active`) is set directly in the database the server uses.
import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_MONGO_URI } from './env';

export const uniqueEmail = (prefix = 'teacher') => `${prefix}.${randomBytes(5).toString('hex')}@school.test`;
export const PASSWORD = 'lesson-plans-2026';

export interface Account {
  email: string;
  password: string;
  token: string;
}

export async function signUpViaApi(request: APIRequestContext, email = uniqueEmail()): Promise<Account> {
  const res = await request.post('/api/auth/signup', { multipart: { email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password: PASSWORD, token: (await res.json()).token };
}

export async function setSubscriptionStatus(
  email: string,
  status: 'active' | 'trialing' | 'inactive' | 'pending_payment' | 'past_due',
) {
  const client = await MongoClient.connect(E2E_MONGO_URI);
  try {
    const r = await client
      .db()
      .collection('users')
      .updateOne({ email }, { $set: { 'subscription.status': status } });
    expect(r.matchedCount).toBe(1);
  } finally {
    await client.close();
  }
}

/** An account with the given status, signed in (token in localStorage) before the first page loads. */
export async function signedInAs(
  page: Page,
  request: APIRequestContext,
  status: Parameters<typeof setSubscriptionStatus>[1] = 'active',
) {
  const account = await signUpViaApi(request);
  if (status !== 'pending_payment') await setSubscriptionStatus(account.email, status);
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('e2e-init')) {
      localStorage.setItem('auth_token', token);
      sessionStorage.setItem('e2e-init', '1');
    }
  }, account.token);
  return account;
}

/** The toast region shows one toast at a time (spec §9); this finds it by its title. */
export function toast(page: Page, title: string | RegExp) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: typeof title === 'string' });
}

export async function loginViaUi(page: Page, email: string, password: string, remember = false) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Makes a generation through the API as `token`'s teacher (the spec's form fields, every one text). */
export async function generateViaApi(request: APIRequestContext, token: string, fields: Record<string, string>) {
  const made = await request.post('/api/generate', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: fields,
  });
  expect(made.status(), await made.text()).toBe(200);
  return made;
}
