import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import { Session } from './auth.session-model';
import { User, type UserDoc } from './auth.user-model';
import { HttpError } from '../../http/http-error';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header ?? '');
  return m ? m[1] : null;
}

/** Loads the signed-in user into ctx.state.user, or answers 401. Every non-public route sits behind it. */
export const requireUser: Middleware = async (ctx, next) => {
  const token = bearerToken(ctx.get('authorization'));
  if (!token) throw new HttpError(401, 'Not authenticated', { 'WWW-Authenticate': 'Bearer' });
  const session = await Session.findOne({ tokenHash: hashToken(token), expiresAt: { $gt: new Date() } }).lean();
  const user = session ? await User.findById(session.userId) : null;
  if (!session || !user) throw new HttpError(401, 'Not authenticated', { 'WWW-Authenticate': 'Bearer' });
  ctx.state.user = user;
  ctx.state.sessionTokenHash = session.tokenHash;
  await next();
};

export const currentUser = (ctx: { state: { user?: UserDoc } }): UserDoc => {
  if (!ctx.state.user) throw new HttpError(401, 'Not authenticated');
  return ctx.state.user;
};
