import { hash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { AuthUser } from './auth.user-model';
import { HttpError } from '../../http/http.error';
import { lookupSession } from './auth.session-batch';
import type { SessionJoin } from './auth.session-lookup';

export { findSessionUser, type SessionJoin, type SessionUser } from './auth.session-lookup';

export const hashToken = (token: string) => hash('sha256', token, 'hex');

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

export function bearerToken(header: string | undefined): string | null {
  const m = BEARER.exec(header ?? '');
  return m ? m[1] : null;
}

const unauthenticated = () => new HttpError(401, 'Not authenticated', { 'WWW-Authenticate': 'Bearer' });

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
    const found = await lookupSession(hashToken(token), stage);
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
