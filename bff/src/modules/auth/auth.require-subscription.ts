import type { Middleware } from 'koa';
import { isEntitled, SUBSCRIPTION_REQUIRED_DETAIL } from '@lessonloom/contracts';
import { HttpError } from '../../http/http.error';
import { currentUser } from './auth.middleware';

/**
 * 402 unless the signed-in user is active or trialing (docs/decisions: trialing may generate).
 * Place after requireUser.
 */
export const requireSubscription =
  (detail: string = SUBSCRIPTION_REQUIRED_DETAIL): Middleware =>
  async (ctx, next) => {
    if (!isEntitled(currentUser(ctx).subscription?.status)) throw new HttpError(402, detail);
    await next();
  };
