import { randomBytes } from 'node:crypto';
import {
  credentialsRequestSchema,
  INVALID_CREDENTIALS_DETAIL,
  LIMITS,
  type SubscriptionStatus,
} from '@lessonloom/contracts';
import { HttpError } from '../../http/http.error';
import { hashToken } from './auth.middleware';
import { hashPassword, verifyPassword } from './auth.password';
import { Session } from './auth.session-model';
import { User, type AuthUser, type UserDoc } from './auth.user-model';
import { LOGIN_LIMITS, reserveAttempt, signupLimit } from './auth.rate-limit';

export function parseCredentials(fields: Record<string, string>, forSignup: boolean) {
  const parsed = credentialsRequestSchema.safeParse(fields);
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

/** `perHour` signups from one address (the default is in config: SIGNUPS_PER_ADDRESS_PER_HOUR). */
export async function signup(email: string, password: string, ip: string, perHour: number): Promise<UserDoc> {
  // Counted before anything is checked, so a burst from one address cannot create accounts past the cap.
  await reserveAttempt([{ limit: signupLimit(perHour), key: ip }], 'sign-up');
  if (await User.exists({ email })) throw new HttpError(409, 'An account with this email already exists');
  try {
    return await User.create({ email, passwordHash: await hashPassword(password) });
  } catch (err) {
    // Two signups racing for one email: the unique index decides.
    if ((err as { code?: number }).code === 11000)
      throw new HttpError(409, 'An account with this email already exists');
    throw err;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Every password check first reserves its place in the limits (auth.rate-limit.ts) by an atomic update in
 * the database, so concurrent requests — on one instance or several — can never check more passwords than
 * the caps allow. A successful login hands its reservation back.
 */
export async function login(email: string, password: string, ip: string): Promise<UserDoc> {
  const reservation = await reserveAttempt(
    [
      ...LOGIN_LIMITS.pair.map((limit) => ({ limit, key: `${email}|${ip}` })),
      ...LOGIN_LIMITS.address.map((limit) => ({ limit, key: ip })),
      ...LOGIN_LIMITS.account.map((limit) => ({ limit, key: email })),
    ],
    'sign-in',
  );
  const found = await User.findOne({ email });
  const user = found?.deletedAt ? null : found;
  // Verify against a dummy hash for unknown emails so timing does not reveal which accounts exist.
  const ok = user
    ? await verifyPassword(password, user.passwordHash)
    : (await verifyPassword(password, await (dummyHash ??= hashPassword(randomBytes(12).toString('hex')))), false);
  if (!user || !ok) throw new HttpError(401, INVALID_CREDENTIALS_DETAIL);
  await reservation.release();
  return user;
}

export async function revokeSession(tokenHash: string): Promise<void> {
  await Session.deleteOne({ tokenHash });
}

export const statusOf = (user: Pick<AuthUser, 'subscription'>): SubscriptionStatus =>
  user.subscription?.status ?? 'pending_payment';
