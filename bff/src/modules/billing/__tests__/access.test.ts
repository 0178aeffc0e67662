import Koa from 'koa';
import Router from '@koa/router';
import request from 'supertest';
import { RESOURCE_SUBSCRIPTION_REQUIRED_DETAIL, SUBSCRIPTION_REQUIRED_DETAIL } from '@lessonloom/contracts';
import { createLogger } from '../../../logger';
import { errorMiddleware } from '../../../http/http.error-middleware';
import { requireUser } from '../../auth/auth.middleware';
import { requireSubscription } from '../../auth/auth.require-subscription';
import { signupUser, startTestApp, type TestApp } from '../../../testing/testing.app';
import { User } from '../../auth/auth.user-model';

// The generate and resource routes are other modules'; this checks the gate they sit behind.
let t: TestApp;
let gated: ReturnType<typeof request>;
beforeAll(async () => {
  t = await startTestApp();
  const app = new Koa();
  const router = new Router();
  router.post('/generate', requireUser, requireSubscription(), (ctx) => {
    ctx.body = { ok: true };
  });
  router.get('/resource', requireUser, requireSubscription(RESOURCE_SUBSCRIPTION_REQUIRED_DETAIL), (ctx) => {
    ctx.body = { ok: true };
  });
  app.use(errorMiddleware(createLogger('silent')));
  app.use(router.routes());
  gated = request(app.callback());
});
afterAll(() => t.close());

async function userWith(status: string) {
  const u = await signupUser(t);
  await User.updateOne({ email: u.email }, { $set: { 'subscription.status': status } });
  return u.auth;
}

describe('subscription gate (docs/decisions/trial-access.md)', () => {
  it.each(['pending_payment', 'inactive', 'past_due'])(
    'answers 402 with the spec detail to a %s user',
    async (status) => {
      const auth = await userWith(status);
      const res = await gated.post('/generate').set('Authorization', auth);
      expect(res.status).toBe(402);
      expect(res.body).toEqual({ detail: SUBSCRIPTION_REQUIRED_DETAIL });
      expect(SUBSCRIPTION_REQUIRED_DETAIL).toBe('Active subscription required to generate content.');
      const resource = await gated.get('/resource').set('Authorization', auth);
      expect(resource.status).toBe(402);
      expect(resource.body).toEqual({ detail: RESOURCE_SUBSCRIPTION_REQUIRED_DETAIL });
    },
  );

  it.each(['active', 'trialing'])('lets a %s user through', async (status) => {
    const auth = await userWith(status);
    expect((await gated.post('/generate').set('Authorization', auth)).status).toBe(200);
    expect((await gated.get('/resource').set('Authorization', auth)).status).toBe(200);
  });

  it('answers 401, not 402, to a signed-out caller', async () => {
    expect((await gated.post('/generate')).status).toBe(401);
  });
});
