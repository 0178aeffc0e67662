import type { BillingGateway, GatewayEvent } from '../../gateways/billing/billing.gateway';
import { WebhookSignatureError } from '../../gateways/billing/billing.webhook-signature-error';
import { HttpError } from '../../http/http.error';
import type { Logger } from '../../logger';
import { User } from '../auth/auth.user-model';
import { BillingEvent } from './billing.event-model';
import { recordInvoice } from './billing.invoice-records';
import { applySnapshot, isSecondTrial } from './billing.subscription-sync';
import type { SubscriptionSnapshot } from '../../gateways/billing/billing.gateway';

export interface WebhookOutcome {
  eventId: string;
  duplicate: boolean;
}

const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;

/** Writes the snapshot; a second free trial on the account is ended at once and the result written too. */
async function sync(billing: BillingGateway, snapshot: SubscriptionSnapshot, logger: Logger, userId?: string) {
  const user = await applySnapshot(snapshot, logger, userId);
  if (!isSecondTrial(user, snapshot)) return;
  logger.warn('billing: ending a second free trial', { user: user!.id, subscription: snapshot.id });
  await applySnapshot(await billing.endTrialNow(snapshot.id), logger, userId);
}

async function apply(event: GatewayEvent, billing: BillingGateway, logger: Logger): Promise<void> {
  switch (event.kind) {
    case 'checkout.completed':
      if (event.subscriptionId) {
        await sync(billing, await billing.retrieveSubscription(event.subscriptionId), logger, event.userId);
      } else if (event.userId && event.customerId && /^[a-f0-9]{24}$/i.test(event.userId)) {
        await User.updateOne({ _id: event.userId }, { $set: { 'subscription.stripeCustomerId': event.customerId } });
      }
      return;
    case 'subscription.changed':
      // The event body may be older than what Stripe knows now: re-read before writing.
      await sync(billing, await billing.retrieveSubscription(event.subscriptionId), logger);
      return;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      await recordInvoice(event.invoice, event.kind === 'invoice.paid' ? 'paid' : 'failed', logger);
      if (event.invoice.subscriptionId)
        await applySnapshot(await billing.retrieveSubscription(event.invoice.subscriptionId), logger);
      return;
    case 'ignored':
      logger.debug('billing: event ignored', { type: event.type });
      return;
  }
}

/**
 * Verifies, then applies each event id once. The id is claimed before applying; if applying fails the
 * claim is released and the error answered 500, so Stripe's retry gets another chance.
 */
export async function handleWebhook(
  rawBody: Buffer,
  signature: string | undefined,
  billing: BillingGateway,
  logger: Logger,
): Promise<WebhookOutcome> {
  let event: GatewayEvent;
  try {
    event = billing.parseWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof WebhookSignatureError) {
      logger.warn('billing: webhook rejected', { reason: err.message });
      throw new HttpError(400, 'Invalid webhook signature');
    }
    throw err;
  }
  try {
    await BillingEvent.create({
      eventId: event.id,
      kind: event.kind === 'ignored' ? event.type : event.kind,
      created: event.created,
    });
  } catch (err) {
    if (isDuplicateKey(err)) return { eventId: event.id, duplicate: true };
    throw err;
  }
  try {
    await apply(event, billing, logger);
  } catch (err) {
    await BillingEvent.deleteOne({ eventId: event.id });
    throw err;
  }
  return { eventId: event.id, duplicate: false };
}
