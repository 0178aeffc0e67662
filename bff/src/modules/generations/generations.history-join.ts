// The history page in the same round trip as the session: GET /api/generations without `before` joins
// the user's generations to the session lookup, newest first, each only its stored list entry, and
// answers those entries' bytes as they came off the wire (no decoding into strings and back).
import { mongo } from 'mongoose';
import type { Context } from 'koa';
import type { SessionJoin } from '../auth/auth.middleware';
import { Generation } from './generations.model';
import { parseHistoryPage } from './generations.request';

/** Longest whole history answered through the join; a longer one (the reply is one document, ≤ 16 MB) reads through a cursor. */
export const JOINED_HISTORY_MAX = 1_000;

export const HISTORY_SORT = { createdAt: -1, _id: -1 } as const;

/** The request's page, or null when it is not one the join answers (invalid input is reported after the user is known). */
function joinablePage(ctx: Context): ReturnType<typeof parseHistoryPage> | null {
  try {
    const page = parseHistoryPage(ctx.query);
    return page.before ? null : page;
  } catch {
    return null;
  }
}

const joins = new Map<number | undefined, SessionJoin>();

/**
 * The session join for this request's history page (for requireUserJoining), or null to read it
 * separately. One object per page size, so requests for the same page share their session lookup.
 */
export function historyJoin(ctx: Context): SessionJoin | null {
  const page = joinablePage(ctx);
  if (!page) return null;
  let join = joins.get(page.limit);
  if (!join) {
    join = {
      $lookup: {
        from: Generation.collection.collectionName,
        localField: 'userId',
        foreignField: 'owner',
        pipeline: [
          { $sort: HISTORY_SORT },
          { $limit: page.limit ?? JOINED_HISTORY_MAX + 1 },
          { $project: { _id: 0, listEntry: 1 } },
        ],
        as: 'history',
      },
    };
    joins.set(page.limit, join);
  }
  return join;
}

const LIST_ENTRY = 'listEntry';

/** A raw `{listEntry: "<json>"}` document's string bytes, or null if it holds no stored entry. */
function listEntryBytes(doc: Buffer): Buffer | null {
  for (const [type, nameAt, nameLength, at, length] of mongo.BSON.onDemand.parseToElements(doc)) {
    if (nameLength !== LIST_ENTRY.length || doc.toString('latin1', nameAt, nameAt + nameLength) !== LIST_ENTRY)
      continue;
    // a string element: int32 byte count (with its NUL), the UTF-8 bytes, NUL
    return type === 2 ? doc.subarray(at + 4, at + length - 1) : null;
  }
  return null;
}

/**
 * The JSON list's bytes from what the join brought back, or null when it cannot answer alone: a
 * whole history longer than JOINED_HISTORY_MAX, or records made before list entries were stored.
 */
export function joinedHistoryBody(ctx: Context): Buffer | null {
  const docs = (ctx.state.joined as Record<string, Buffer[]> | undefined)?.history;
  if (!docs) return null;
  // a page's own limit is at most 500, so only a whole history can come back longer
  if (docs.length > JOINED_HISTORY_MAX) return null;
  const parts: Buffer[] = [OPEN];
  for (let i = 0; i < docs.length; i++) {
    const entry = listEntryBytes(docs[i]);
    if (!entry) return null;
    if (i) parts.push(COMMA);
    parts.push(entry);
  }
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
