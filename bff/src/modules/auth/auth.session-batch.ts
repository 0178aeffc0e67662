// Requests that arrive together share one session lookup. Node reads every request that is waiting
// on its sockets in one pass of the event loop, and each asks for its session before anything else;
// their lookups are collected until that pass ends (setImmediate) and sent as one command, so the
// driver's fixed cost per round trip (pool check-out, implicit session, BSON, the socket write and the
// reply reader: most of a session lookup's CPU) is paid once per pass instead of once per request.
// Nothing outlives the pass: every request still reads its session after it arrived, so a revoked
// session or a changed subscription shows on the next request exactly as before.
import { findSessionUsers, type SessionJoin, type SessionUser } from './auth.session-lookup';

/** Sessions per command: small documents alone; with a join (a history of up to ~1 MB each) few, to stay far below 16 MB. */
export const MAX_SESSIONS_PER_LOOKUP = 64;
export const MAX_JOINED_SESSIONS_PER_LOOKUP = 8;

interface Waiter {
  tokenHash: string;
  resolve: (found: SessionUser | null) => void;
  reject: (err: unknown) => void;
}

const pending = new Map<SessionJoin | null, Waiter[]>();
let scheduled = false;

/**
 * This request's session, user and join, read together with those of the requests that arrived with it.
 * Requests share a command when they pass the same `join` object, so a route keeps one per distinct join.
 */
export function lookupSession(tokenHash: string, join: SessionJoin | null): Promise<SessionUser | null> {
  // requests with the same join (the same object: routes keep one per page size) share a command
  let waiters = pending.get(join);
  if (!waiters) pending.set(join, (waiters = []));
  const group = waiters;
  const answer = new Promise<SessionUser | null>((resolve, reject) => group.push({ tokenHash, resolve, reject }));
  if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
  return answer;
}

function flush(): void {
  scheduled = false;
  const groups = [...pending];
  pending.clear();
  for (const [join, waiters] of groups) {
    const size = join ? MAX_JOINED_SESSIONS_PER_LOOKUP : MAX_SESSIONS_PER_LOOKUP;
    for (let i = 0; i < waiters.length; i += size) void answer(join, waiters.slice(i, i + size));
  }
}

/** Each request gets its own copy: nothing one route does to its user can reach another request. */
const own = (found: SessionUser | undefined): SessionUser | null =>
  found ? { ...found, user: { ...found.user, subscription: { ...found.user.subscription } } } : null;

async function answer(join: SessionJoin | null, waiters: Waiter[]): Promise<void> {
  const hashes = [...new Set(waiters.map((w) => w.tokenHash))];
  try {
    const found = await findSessionUsers(hashes, join);
    for (const w of waiters) w.resolve(own(found.get(w.tokenHash)));
  } catch (err) {
    if (hashes.length === 1) {
      for (const w of waiters) w.reject(err);
      return;
    }
    // a lookup that failed for the group is asked again per request, so one bad answer fails only its own
    for (const w of waiters)
      findSessionUsers([w.tokenHash], join).then((m) => w.resolve(own(m.get(w.tokenHash))), w.reject);
  }
}
