import Router from '@koa/router';
import type { BillingConfigResponse, WebhookResponse } from '@lessonloom/contracts';
import type { AppDeps } from '../../app-deps';
import { LocalBillingGateway } from '../../gateways/billing/billing.local-gateway';
import { providerErrors } from '../../gateways/billing/billing.provider-error';
import { currentUser, requireUser } from '../auth/auth.middleware';
import { billingHistory, createCheckout, createPortal, createSubscription } from './billing.service';
import { billingSummary } from './billing.summary';
import { cancelSubscription } from './billing.cancel-service';
import { readRawBody } from './billing.raw-body';
import { testModeRoutes } from './billing.test-mode-routes';
import { handleWebhook } from './billing.webhook-service';

const WEBHOOK_LIMIT_BYTES = 1024 * 1024;

export function billingRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/billing' });
  const { billing } = deps;
  router.use(providerErrors);

  // No body parser on this route: the signature is checked over the raw bytes.
  router.post('/webhook', async (ctx) => {
    const raw = await readRawBody(ctx.req, WEBHOOK_LIMIT_BYTES);
    const outcome = await handleWebhook(
      raw,
      ctx.get('stripe-signature') || undefined,
      billing,
      ctx.state.log ?? deps.logger,
    );
    ctx.body = { received: true, duplicate: outcome.duplicate } satisfies WebhookResponse;
  });

  // Public: the subscribe page is public, and a publishable key is meant to be seen.
  router.get('/config', async (ctx) => {
    ctx.body = { publishableKey: billing.publishableKey, mode: billing.mode } satisfies BillingConfigResponse;
  });

  router.post('/create-checkout', requireUser, async (ctx) => {
    ctx.body = await createCheckout(billing, currentUser(ctx), deps.publicBaseUrl());
  });

  router.post('/create-portal', requireUser, async (ctx) => {
    ctx.body = await createPortal(billing, currentUser(ctx), deps.publicBaseUrl());
  });

  router.post('/create-subscription', requireUser, async (ctx) => {
    ctx.body = await createSubscription(billing, currentUser(ctx));
  });

  router.get('/history', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await billingHistory(currentUser(ctx));
  });

  router.get('/summary', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await billingSummary(currentUser(ctx));
  });

  router.post('/cancel', requireUser, async (ctx) => {
    ctx.body = await cancelSubscription(billing, currentUser(ctx), ctx.state.log ?? deps.logger);
  });

  if (billing instanceof LocalBillingGateway) testModeRoutes(router, billing, deps);
  return router;
}
