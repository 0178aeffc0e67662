import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { INVALID_CREDENTIALS_DETAIL, LIMITS, type SubscriptionStatus } from '@lessonloom/contracts';
import { HttpError } from '../../http/http-error';
import { hashToken } from '../../http/auth-middleware';
import { hashPassword, verifyPassword } from './password';
import { Session } from './session.model';
import { User, type UserDoc } from './user.model';
import { LoginFailure } from './login-failure.model';

const MAX_FAILURES = 10;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

const credentialsSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .email('Enter a valid email address')
    .transform((e) => e.toLowerCase()),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is too long'),
});

export function parseCredentials(fields: Record<string, string>, forSignup: boolean) {
  const parsed = credentialsSchema.safeParse(fields);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0].message);
  if (forSignup && parsed.data.password.length < LIMITS.passwordMinLength)
    throw new HttpError(400, `Password must be at least ${LIMITS.passwordMinLength} characters`);
  return parsed.data;
}

export async function createSession(user: UserDoc, ttlDays: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await Session.create({
    tokenHash: hashToken(token),
    userId: user._id,
    expiresAt: new Date(Date.now() + ttlDays * 24 * 3600 * 1000),
  });
  return token;
}

export async function signup(email: string, password: string): Promise<UserDoc> {
  if (await User.exists({ email })) throw new HttpError(409, 'An account with this email already exists');
  try {
    return await User.create({ email, passwordHash: await hashPassword(password) });
  } catch (err) {
    // Two signups racing for one email: the unique index decides.
    if ((err as { code?: number }).code === 11000) throw new HttpError(409, 'An account with this email already exists');
    throw err;
  }
}

let dummyHash: Promise<string> | undefined;

export async function login(email: string, password: string, ip: string): Promise<UserDoc> {
  const key = `${email}|${ip}`;
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  if ((await LoginFailure.countDocuments({ key, at: { $gt: since } })) >= MAX_FAILURES)
    throw new HttpError(429, 'Too many failed sign-in attempts. Please wait 15 minutes and try again.', {
      'Retry-After': String(FAILURE_WINDOW_MS / 1000),
    });
  const user = await User.findOne({ email });
  // Verify against a dummy hash for unknown emails so timing does not reveal which accounts exist.
  const ok = user
    ? await verifyPassword(password, user.passwordHash)
    : (await verifyPassword(password, await (dummyHash ??= hashPassword(randomBytes(12).toString('hex')))), false);
  if (!user || !ok) {
    await LoginFailure.create({ key, at: new Date() });
    throw new HttpError(401, INVALID_CREDENTIALS_DETAIL);
  }
  await LoginFailure.deleteMany({ key });
  return user;
}

export async function revokeSession(tokenHash: string): Promise<void> {
  await Session.deleteOne({ tokenHash });
}

export const statusOf = (user: UserDoc): SubscriptionStatus => user.subscription?.status ?? 'pending_payment';
