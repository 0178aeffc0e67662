import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Types } from 'mongoose';
import { Session } from './auth.session-model';
import { User, type AuthUser, type Subscription } from './auth.user-model';
import { HttpError } from '../../http/http-error';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

export function bearerToken(header: string | undefined): string | null {
  const m = BEARER.exec(header ?? '');
  return m ? m[1] : null;
}

const unauthenticated = () => new HttpError(401, 'Not authenticated', { 'WWW-Authenticate': 'Bearer' });

interface SessionWithUser {
  tokenHash: string;
  user: { _id: Types.ObjectId; email: string; subscription?: Subscription; createdAt: Date }[];
}

/**
 * The session and its user in one round trip ($lookup on the users' _id index): the user's current
 * subscription status is read on every request, so a webhook's change shows at once, and nothing
 * user-related has to be cached or kept in sync on the session. Sent as one aggregate command rather
 * than through a cursor: the answer is at most one document, always in the first batch (MongoDB
 * closes such a cursor itself), and the cursor's bookkeeping was a third of this lookup's CPU.
 */
export async function findSessionUser(tokenHash: string): Promise<{ tokenHash: string; user: AuthUser } | null> {
  const reply = await Session.db.db!.command({
    aggregate: Session.collection.collectionName,
    pipeline: [
      { $match: { tokenHash, expiresAt: { $gt: new Date() } } },
      { $limit: 1 },
      { $lookup: { from: User.collection.collectionName, localField: 'userId', foreignField: '_id', as: 'user' } },
      { $project: { _id: 0, tokenHash: 1, 'user._id': 1, 'user.email': 1, 'user.subscription': 1, 'user.createdAt': 1 } },
    ],
    cursor: {},
  });
  const found = (reply.cursor as { firstBatch: SessionWithUser[] }).firstBatch[0];
  const u = found?.user[0];
  if (!u) return null;
  return {
    tokenHash: found.tokenHash,
    user: { _id: u._id, id: String(u._id), email: u.email, subscription: u.subscription ?? { status: 'pending_payment' }, createdAt: u.createdAt },
  };
}

/** Loads the signed-in user into ctx.state.user, or answers 401. Every non-public route sits behind it. */
export const requireUser: Middleware = async (ctx, next) => {
  const token = bearerToken(ctx.get('authorization'));
  if (!token) throw unauthenticated();
  const found = await findSessionUser(hashToken(token));
  if (!found) throw unauthenticated();
  ctx.state.user = found.user;
  ctx.state.sessionTokenHash = found.tokenHash;
  await next();
};

export const currentUser = (ctx: { state: { user?: AuthUser } }): AuthUser => {
  if (!ctx.state.user) throw new HttpError(401, 'Not authenticated');
  return ctx.state.user;
};
