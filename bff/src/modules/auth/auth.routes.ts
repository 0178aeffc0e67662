import Router from '@koa/router';
import type { CurrentUser, LoginResponse, SignupResponse } from '@lessonloom/contracts';
import { formBody, formFields } from '../../http/http.body';
import { currentUser, requireUser } from './auth.middleware';
import type { AppDeps } from '../../app-deps';
import { userView } from './auth.user-model';
import { createSession, login, parseCredentials, revokeSession, signup, statusOf } from './auth.service';

export function authRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/auth' });

  router.post('/signup', formBody(), async (ctx) => {
    const { email, password } = parseCredentials(formFields(ctx), true);
    const user = await signup(email, password, ctx.ip, deps.config.signupsPerAddressPerHour);
    const token = await createSession(user, deps.config.sessionTtlDays);
    // The account exists now: a payment provider outage must not turn signup into an error the user
    // cannot retry (a second signup would be 409). /billing offers checkout again.
    const checkout = await deps.billing
      .createCheckoutSession({ userId: user.id, email: user.email, baseUrl: deps.publicBaseUrl(), trial: true })
      .catch((err: unknown) => {
        deps.logger.error('signup: could not create a checkout session', { err, user: user.id });
        return null;
      });
    ctx.status = 201;
    ctx.body = {
      token,
      subscription_status: statusOf(user),
      checkout_url: checkout?.url ?? null,
      requires_payment: true,
    } satisfies SignupResponse;
  });

  router.post('/login', formBody(), async (ctx) => {
    const { email, password } = parseCredentials(formFields(ctx), false);
    const user = await login(email, password, ctx.ip);
    const token = await createSession(user, deps.config.sessionTtlDays);
    ctx.body = { token, subscription_status: statusOf(user) } satisfies LoginResponse;
  });

  router.get('/me', requireUser, async (ctx) => {
    ctx.body = userView(currentUser(ctx)) satisfies CurrentUser;
  });

  router.post('/logout', requireUser, async (ctx) => {
    await revokeSession(ctx.state.sessionTokenHash as string);
    ctx.status = 204;
  });

  return router;
}
