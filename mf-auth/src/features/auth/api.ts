import type { LoginResponse, SignupResponse } from '@lessonloom/contracts';
import { api } from '@lessonloom/web-core';

/** Spec §7: both calls take form data (email, password). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, FormData>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    signup: build.mutation<SignupResponse, FormData>({
      query: (body) => ({ url: '/api/auth/signup', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useSignupMutation } = authApi;

export function credentialsForm(email: string, password: string): FormData {
  const form = new FormData();
  form.append('email', email);
  form.append('password', password);
  return form;
}
