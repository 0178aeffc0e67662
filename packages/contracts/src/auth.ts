// Auth calls of spec §7: login and signup take form data (email, password); /api/auth/me answers the user.
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from './constants';

/** POST /api/auth/login and /api/auth/signup form (signup adds the minimum password length, spec §5). */
export const credentialsRequestSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .email('Enter a valid email address')
    .transform((e) => e.toLowerCase()),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
});
export type CredentialsRequest = z.output<typeof credentialsRequestSchema>;

const subscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);

/** GET /api/auth/me: spec §3's user plus the dates and the cancel flag the billing page shows. */
export const currentUserSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  subscription_status: subscriptionStatus,
  trial_end: z.string().nullable().optional(),
  current_period_end: z.string().nullable().optional(),
  cancel_at_period_end: z.boolean().optional(),
  /** False once the account has had its free trial: checkout then starts the paid plan. */
  trial_available: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginResponseSchema = z.strictObject({ token: z.string(), subscription_status: subscriptionStatus });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const signupResponseSchema = loginResponseSchema.extend({
  checkout_url: z.string().nullable(),
  requires_payment: z.boolean(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;
