import { randomBytes } from 'node:crypto';
import { HttpError } from '../../http/http.error';
import { AttemptBucket } from './auth.attempt-model';

/** A cap of `max` attempts in any `windowMs` for one bucket kind. */
export interface AttemptLimit {
  kind: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;

/**
 * Login limits (docs/bff-platform.md "Login and signup limits"). Every password check reserves a hit in
 * each bucket first; a successful login hands its hits back, so these count failures and checks in flight.
 * - per account and address: 10 checks per 15 minutes;
 * - per address across accounts (password spraying): 20 per 15 minutes, 60 per hour;
 * - per account across addresses: 20 per 15 minutes, then 40 per hour, then 100 per day — each tier
 *   makes a persistent attacker (and the locked-out owner) wait longer.
 */
export const LOGIN_LIMITS = {
  pair: [{ kind: 'login-pair', max: 10, windowMs: 15 * MINUTE }],
  // Longest window first: when several are full, the answer names the longest wait.
  address: [
    { kind: 'login-ip-hour', max: 60, windowMs: 60 * MINUTE },
    { kind: 'login-ip', max: 20, windowMs: 15 * MINUTE },
  ],
  account: [
    { kind: 'login-account-day', max: 100, windowMs: 24 * 60 * MINUTE },
    { kind: 'login-account-hour', max: 40, windowMs: 60 * MINUTE },
    { kind: 'login-account', max: 20, windowMs: 15 * MINUTE },
  ],
} satisfies Record<string, AttemptLimit[]>;

export const signupLimit = (perHour: number): AttemptLimit => ({
  kind: 'signup-ip',
  max: perHour,
  windowMs: 60 * MINUTE,
});

interface Held {
  id: string;
  n: string;
}

/** Reservations taken together; `release` hands them back (a successful login is not an attempt against the limit). */
export interface Reservation {
  release(): Promise<void>;
}

export function tooManyAttempts(retryAfterMs: number, what: 'sign-in' | 'sign-up'): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE));
  return new HttpError(
    429,
    `Too many ${what} attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  );
}

const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;

/**
 * Takes one hit in the bucket, or answers how long until one frees up. The push only matches while the
 * bucket holds fewer than `max` hits, so concurrent callers can never exceed it; when it is full the upsert
 * collides with the existing _id, and expired hits are pruned before one more try.
 */
async function takeHit(
  limit: AttemptLimit,
  key: string,
  n: string,
): Promise<{ ok: true; id: string } | { ok: false; retryAfterMs: number }> {
  const id = `${limit.kind}:${key}`;
  for (let attempt = 0; attempt < 4; attempt++) {
    const now = Date.now();
    try {
      await AttemptBucket.updateOne(
        { _id: id, [`hits.${limit.max - 1}`]: { $exists: false } },
        { $push: { hits: { at: new Date(now), n } }, $set: { expiresAt: new Date(now + limit.windowMs) } },
        { upsert: true },
      );
      return { ok: true, id };
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const cutoff = new Date(now - limit.windowMs);
    const bucket = await AttemptBucket.findById(id).lean();
    const live = (bucket?.hits ?? []).filter((h) => h.at > cutoff);
    if (bucket && live.length >= limit.max) {
      const oldest = Math.min(...live.map((h) => h.at.getTime()));
      return { ok: false, retryAfterMs: oldest + limit.windowMs - now };
    }
    // Full of expired hits (or a racing first insert): drop the old ones and try again.
    await AttemptBucket.updateOne({ _id: id }, { $pull: { hits: { at: { $lte: cutoff } } } });
  }
  return { ok: false, retryAfterMs: MINUTE };
}

async function giveBack(held: Held[]): Promise<void> {
  await Promise.all(held.map((h) => AttemptBucket.updateOne({ _id: h.id }, { $pull: { hits: { n: h.n } } })));
}

/**
 * Reserves one attempt in every (limit, key) pair, in order; if any is full, the ones already taken are
 * handed back and the caller gets a 429 saying when to try again.
 */
export async function reserveAttempt(
  buckets: Array<{ limit: AttemptLimit; key: string }>,
  what: 'sign-in' | 'sign-up',
): Promise<Reservation> {
  const n = randomBytes(9).toString('base64url');
  const held: Held[] = [];
  for (const { limit, key } of buckets) {
    const r = await takeHit(limit, key, n);
    if (!r.ok) {
      await giveBack(held);
      throw tooManyAttempts(r.retryAfterMs, what);
    }
    held.push({ id: r.id, n });
  }
  return { release: () => giveBack(held) };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Drops every login-limit bucket keyed by this email (the account's own buckets and each account+address
 * pair): a deleted account leaves no trace of its address in the counters. Address-only buckets are
 * not the account's and stay.
 */
export async function forgetLoginAttempts(email: string): Promise<void> {
  const own = LOGIN_LIMITS.account.map((limit) => `${limit.kind}:${email}`);
  const pairs = LOGIN_LIMITS.pair.map((limit) => new RegExp(`^${escapeRegExp(`${limit.kind}:${email}|`)}`));
  await AttemptBucket.deleteMany({ $or: [{ _id: { $in: own } }, ...pairs.map((re) => ({ _id: re }))] });
}
