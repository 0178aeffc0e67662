import type Router from '@koa/router';
import type { Context } from 'koa';
import { isEntitled } from '@lessonloom/contracts';
import type { AppDeps } from '../../app-deps';
import type { LocalBillingGateway } from '../../gateways/billing/billing.local-gateway';
import { formBody, formFields } from '../../http/http.body';
import { HttpError } from '../../http/http.error';
import { User, trialAvailable } from '../auth/auth.user-model';
import { cancelSubscription } from './billing.cancel-service';
import { recordInvoice } from './billing.invoice-records';
import { applySnapshot } from './billing.subscription-sync';
import { checkoutPage, portalPage, problemPage } from './billing.test-mode-pages';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

function html(ctx: Context, status: number, body: string) {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

const expiredCheckout = problemPage('This checkout link has expired or was already used.', {
  href: '/billing',
  label: 'Go to Billing',
});
const expiredPortal = problemPage('This billing portal link has expired. Open it again from the Billing page.', {
  href: '/billing',
  label: 'Go to Billing',
});

/**
 * Test mode's stand-ins for Stripe Checkout and the customer portal. The link's token is the credential:
 * random, stored hashed, expiring; a checkout link works once. Completing checkout runs the same service
 * code as Stripe's checkout.session.completed webhook.
 */
export function testModeRoutes(router: Router, billing: LocalBillingGateway, deps: AppDeps): void {
  const log = (ctx: Context) => ctx.state.log ?? deps.logger;

  async function portalUser(token: string | undefined) {
    const session = token && TOKEN.test(token) ? await billing.openSession('portal', token) : null;
    return session ? User.findById(session.userId) : null;
  }

  router.get('/test-mode/checkout', async (ctx) => {
    const token = String(ctx.query.session_id ?? '');
    const session = TOKEN.test(token) ? await billing.openSession('checkout', token) : null;
    const user = session ? await User.findById(session.userId).lean() : null;
    if (!user) return html(ctx, 404, expiredCheckout);
    const trial = session!.trial && trialAvailable(user.subscription);
    html(ctx, 200, checkoutPage(token, user.email, session!.cancelPath, trial));
  });

  router.post('/test-mode/checkout', formBody(), async (ctx) => {
    const token = formFields(ctx).session_id ?? '';
    const redeemed = TOKEN.test(token) ? await billing.redeemCheckout(token) : null;
    const user = redeemed ? await User.findById(redeemed.userId) : null;
    if (!user) return html(ctx, 400, expiredCheckout);
    if (isEntitled(user.subscription?.status))
      return html(
        ctx,
        409,
        problemPage('You already have an active subscription.', { href: '/dashboard', label: 'Go to Dashboard' }),
      );
    // Decided again when the link is used: a trial that began since the link was made counts.
    if (redeemed!.trial && trialAvailable(user.subscription)) {
      const { subscriptionId } = await billing.startTrial(user.id);
      await applySnapshot(await billing.retrieveSubscription(subscriptionId), log(ctx), user.id);
      ctx.status = 303;
      ctx.redirect(`/dashboard?${new URLSearchParams({ signup: 'success', session_id: token })}`);
      return;
    }
    const { subscriptionId, invoice } = await billing.startPaid(user.id);
    await applySnapshot(await billing.retrieveSubscription(subscriptionId), log(ctx), user.id);
    await recordInvoice(invoice, 'paid', log(ctx));
    ctx.status = 303;
    ctx.redirect('/billing?status=success');
  });

  router.get('/test-mode/portal', async (ctx) => {
    const token = String(ctx.query.session ?? '');
    const user = await portalUser(token);
    if (!user) return html(ctx, 404, expiredPortal);
    const sub = user.subscription;
    const next = sub?.cancelAtPeriodEnd || sub?.status !== 'trialing' ? sub?.currentPeriodEnd : sub?.trialEnd;
    html(
      ctx,
      200,
      portalPage({
        session: token,
        email: user.email,
        status: sub?.status ?? 'pending_payment',
        nextDate: next ? new Date(next).toISOString().slice(0, 10) : null,
        cancelAtPeriodEnd: !!sub?.cancelAtPeriodEnd,
      }),
    );
  });

  router.post('/test-mode/portal/cancel', formBody(), async (ctx) => {
    const user = await portalUser(formFields(ctx).session);
    if (!user) return html(ctx, 400, expiredPortal);
    try {
      await cancelSubscription(billing, user, log(ctx));
    } catch (err) {
      if (err instanceof HttpError)
        return html(ctx, err.status, problemPage(err.detail, { href: '/billing', label: 'Go to Billing' }));
      throw err;
    }
    ctx.status = 303;
    ctx.redirect('/billing');
  });

  router.post('/test-mode/portal/end-trial', formBody(), async (ctx) => {
    const token = formFields(ctx).session;
    const user = await portalUser(token);
    const subscriptionId = user?.subscription?.stripeSubscriptionId;
    if (!user || !subscriptionId) return html(ctx, 400, expiredPortal);
    const invoice = await billing.endTrial(subscriptionId);
    await recordInvoice(invoice, 'paid', log(ctx));
    await applySnapshot(await billing.retrieveSubscription(subscriptionId), log(ctx), user.id);
    ctx.status = 303;
    ctx.redirect(`/api/billing/test-mode/portal?${new URLSearchParams({ session: token! })}`);
  });
}
