// The sign-in and sign-up calls, without the app's store: these pages load no Redux or RTK Query
// (docs/performance.md, first load), so they call through the one door directly.
import type { LoginResponse, SignupResponse } from '@lessonloom/contracts';
import { callJson } from '@lessonloom/web-core/public';

export function credentialsForm(email: string, password: string): FormData {
  const form = new FormData();
  form.append('email', email);
  form.append('password', password);
  return form;
}

/** Spec §7: both calls take form data (email, password). */
export const login = (email: string, password: string) =>
  callJson<LoginResponse>({ url: '/api/auth/login', method: 'POST', body: credentialsForm(email, password) });

export const signup = (email: string, password: string) =>
  callJson<SignupResponse>({ url: '/api/auth/signup', method: 'POST', body: credentialsForm(email, password) });
