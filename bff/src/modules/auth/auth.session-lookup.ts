// Sessions by token hash, each with its user (and whatever a route joins to it), in one aggregate command.
import type { Types } from 'mongoose';
import { Session } from './auth.session-model';
import { User, type AuthUser, type Subscription } from './auth.user-model';

interface SessionWithUser {
  tokenHash: string;
  user: { _id: Types.ObjectId; email: string; subscription?: Subscription; createdAt: Date; deletedAt?: Date }[];
  [joined: string]: unknown;
}

/**
 * A `$lookup` from the session's `userId` that a route wants in the same round trip as the session
 * (a history page joined to its owner). What it joins comes back as raw BSON documents (Buffers),
 * so a route that answers stored bytes never decodes them.
 */
export interface SessionJoin {
  $lookup: {
    from: string;
    localField: 'userId';
    foreignField: string;
    pipeline?: Record<string, unknown>[];
    as: string;
  };
}

export interface SessionUser {
  tokenHash: string;
  user: AuthUser;
  /** The join's documents, raw, by its `as`. */
  joined: Record<string, Buffer[]>;
}

/**
 * The live sessions among `tokenHashes`, each with its user, by token hash. One aggregate command
 * ($lookup on the users' _id index): the user's current subscription status is read on every request,
 * so a webhook's change shows at once, and nothing user-related is cached or kept in sync on the
 * session. Sent as a command rather than through a cursor: the answer is in the first batch (the
 * cursor's bookkeeping was a third of a lookup's CPU); token hashes are unique, so there are at most
 * as many documents as hashes.
 */
export async function findSessionUsers(
  tokenHashes: string[],
  join: SessionJoin | null = null,
): Promise<Map<string, SessionUser>> {
  const as = join?.$lookup.as;
  const reply = await Session.db.db!.command(
    {
      aggregate: Session.collection.collectionName,
      pipeline: [
        {
          $match: {
            tokenHash: tokenHashes.length === 1 ? tokenHashes[0] : { $in: tokenHashes },
            expiresAt: { $gt: new Date() },
          },
        },
        ...(tokenHashes.length === 1 ? [{ $limit: 1 }] : []),
        { $lookup: { from: User.collection.collectionName, localField: 'userId', foreignField: '_id', as: 'user' } },
        ...(join ? [join] : []),
        {
          $project: {
            _id: 0,
            tokenHash: 1,
            'user._id': 1,
            'user.email': 1,
            'user.subscription': 1,
            'user.createdAt': 1,
            'user.deletedAt': 1,
            ...(as ? { [as]: 1 } : {}),
          },
        },
      ],
      cursor: { batchSize: tokenHashes.length },
    },
    as ? { fieldsAsRaw: { [as]: true } } : {},
  );
  const cursor = reply.cursor as { id: unknown; firstBatch: SessionWithUser[] };
  if (String(cursor.id) !== '0') {
    // the answers did not fit one reply (joins near 16 MB together): the caller asks again per session
    await Session.db
      .db!.command({ killCursors: Session.collection.collectionName, cursors: [cursor.id] })
      .catch(() => {});
    throw new Error(`sessions lookup for ${tokenHashes.length} tokens did not fit one reply`);
  }
  const out = new Map<string, SessionUser>();
  for (const found of cursor.firstBatch) {
    const u = found.user[0];
    // an account being deleted is signed out at once, even where a session survived for a moment
    if (!u || u.deletedAt) continue;
    out.set(found.tokenHash, {
      tokenHash: found.tokenHash,
      user: {
        _id: u._id,
        id: String(u._id),
        email: u.email,
        subscription: u.subscription ?? { status: 'pending_payment' },
        createdAt: u.createdAt,
      },
      joined: as ? { [as]: (found[as] as Buffer[] | undefined) ?? [] } : {},
    });
  }
  return out;
}

/** One session with its user (and a join's documents), or null when the token is unknown or expired. */
export async function findSessionUser(tokenHash: string, join: SessionJoin | null = null): Promise<SessionUser | null> {
  return (await findSessionUsers([tokenHash], join)).get(tokenHash) ?? null;
}
