import { BILLING_TEXT, isEntitled, type BillingHistoryEntry, type ClientSecretResponse } from '@lessonloom/contracts';
import type { BillingGateway } from '../../gateways/billing/billing.gateway';
import { HttpError } from '../../http/http.error';
import { User, trialAvailable, type AuthUser } from '../auth/auth.user-model';
import { BillingRecord } from './billing.record-model';

function refuseIfSubscribed(user: AuthUser) {
  if (isEntitled(user.subscription?.status)) throw new HttpError(409, BILLING_TEXT.alreadySubscribed);
}

export async function createCheckout(
  billing: BillingGateway,
  user: AuthUser,
  baseUrl: string,
): Promise<{ url: string }> {
  refuseIfSubscribed(user);
  const session = await billing.createCheckoutSession({
    userId: user.id,
    email: user.email,
    customerId: user.subscription?.stripeCustomerId,
    baseUrl,
    // Started from /billing by a signed-in teacher: cancelling returns there, not to signup.
    cancelPath: '/billing',
    trial: trialAvailable(user.subscription),
  });
  return { url: session.url };
}

export async function createPortal(billing: BillingGateway, user: AuthUser, baseUrl: string): Promise<{ url: string }> {
  const customerId = user.subscription?.stripeCustomerId;
  if (!customerId) throw new HttpError(409, 'There is no billing account yet. Start your free trial first.');
  return billing.createPortalSession({ userId: user.id, customerId, baseUrl });
}

/** The Elements flow: a trialing subscription whose pending SetupIntent the page confirms with the card. */
export async function createSubscription(billing: BillingGateway, user: AuthUser): Promise<ClientSecretResponse> {
  refuseIfSubscribed(user);
  const setup = await billing.createSubscription({
    userId: user.id,
    email: user.email,
    customerId: user.subscription?.stripeCustomerId,
    trial: trialAvailable(user.subscription),
  });
  // Status stays pending_payment: the webhooks say when the card is in and the trial really started.
  await User.updateOne(
    { _id: user._id },
    {
      $set: {
        'subscription.stripeCustomerId': setup.customerId,
        'subscription.stripeSubscriptionId': setup.subscriptionId,
      },
    },
  );
  return { clientSecret: setup.clientSecret, intentType: setup.intentType };
}

export async function billingHistory(user: AuthUser): Promise<BillingHistoryEntry[]> {
  const records = await BillingRecord.find({ userId: user._id }).sort({ date: -1 }).limit(100).lean();
  return records.map((r) => ({
    id: r.invoiceId,
    date: new Date(r.date).toISOString(),
    description: r.description,
    amount_cents: r.amountCents,
    currency: r.currency,
    status: r.status,
  }));
}
