import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
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
  [joined: string]: unknown;
}

/**
 * A `$lookup` from the session's `userId` that a route wants in the same round trip as the session
 * (a history page joined to its owner). What it joins comes back as raw BSON documents (Buffers),
 * so a route that answers stored bytes never decodes them.
 */
export interface SessionJoin {
  $lookup: { from: string; localField: 'userId'; foreignField: string; pipeline?: Record<string, unknown>[]; as: string };
}

export interface SessionUser {
  tokenHash: string;
  user: AuthUser;
  /** Each join's documents, raw, by its `as`. */
  joined: Record<string, Buffer[]>;
}

/**
 * The session and its user in one round trip ($lookup on the users' _id index): the user's current
 * subscription status is read on every request, so a webhook's change shows at once, and nothing
 * user-related has to be cached or kept in sync on the session. Sent as one aggregate command rather
 * than through a cursor: the answer is at most one document, always in the first batch (MongoDB
 * closes such a cursor itself), and the cursor's bookkeeping was a third of this lookup's CPU.
 */
export async function findSessionUser(tokenHash: string, joins: SessionJoin[] = []): Promise<SessionUser | null> {
  const joinedAs = joins.map((j) => j.$lookup.as);
  const reply = await Session.db.db!.command(
    {
      aggregate: Session.collection.collectionName,
      pipeline: [
        { $match: { tokenHash, expiresAt: { $gt: new Date() } } },
        { $limit: 1 },
        { $lookup: { from: User.collection.collectionName, localField: 'userId', foreignField: '_id', as: 'user' } },
        ...joins,
        {
          $project: {
            _id: 0,
            tokenHash: 1,
            'user._id': 1,
            'user.email': 1,
            'user.subscription': 1,
            'user.createdAt': 1,
            ...Object.fromEntries(joinedAs.map((as) => [as, 1])),
          },
        },
      ],
      cursor: {},
    },
    joinedAs.length ? { fieldsAsRaw: Object.fromEntries(joinedAs.map((as) => [as, true])) } : {},
  );
  const found = (reply.cursor as { firstBatch: SessionWithUser[] }).firstBatch[0];
  const u = found?.user[0];
  if (!u) return null;
  return {
    tokenHash: found.tokenHash,
    user: { _id: u._id, id: String(u._id), email: u.email, subscription: u.subscription ?? { status: 'pending_payment' }, createdAt: u.createdAt },
    joined: Object.fromEntries(joinedAs.map((as) => [as, (found[as] as Buffer[] | undefined) ?? []])),
  };
}

/**
 * Loads the signed-in user into ctx.state.user, or answers 401. `join` may name a $lookup to run in the
 * same round trip (its documents land raw in ctx.state.joined); it must not throw, a route validates its
 * own input after the user is known, so an anonymous caller still gets 401 first.
 */
export function requireUserJoining(join: (ctx: Context) => SessionJoin | null): Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx.get('authorization'));
    if (!token) throw unauthenticated();
    const stage = join(ctx);
    const found = await findSessionUser(hashToken(token), stage ? [stage] : []);
    if (!found) throw unauthenticated();
    ctx.state.user = found.user;
    ctx.state.sessionTokenHash = found.tokenHash;
    if (stage) ctx.state.joined = found.joined;
    await next();
  };
}

/** Loads the signed-in user into ctx.state.user, or answers 401. Every non-public route sits behind it. */
export const requireUser: Middleware = requireUserJoining(() => null);

export const currentUser = (ctx: { state: { user?: AuthUser } }): AuthUser => {
  if (!ctx.state.user) throw new HttpError(401, 'Not authenticated');
  return ctx.state.user;
};
