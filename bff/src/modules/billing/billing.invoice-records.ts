import type { InvoiceFacts } from '../../gateways/billing/billing.gateway';
import type { Logger } from '../../logger';
import { User } from '../auth/auth.user-model';
import { BillingRecord, type BillingRecordStatus } from './billing.record-model';

async function ownerIdOf(invoice: InvoiceFacts) {
  const bySub = invoice.subscriptionId
    ? await User.findOne({ 'subscription.stripeSubscriptionId': invoice.subscriptionId }, { _id: 1 }).lean()
    : null;
  if (bySub) return bySub._id;
  const byCustomer = invoice.customerId
    ? await User.findOne({ 'subscription.stripeCustomerId': invoice.customerId }, { _id: 1 }).lean()
    : null;
  return byCustomer?._id ?? null;
}

/** Status precedence: a late 'failed' never hides a payment, and nothing un-refunds a refund. */
const rank: Record<BillingRecordStatus, number> = { failed: 0, paid: 1, refunded: 2 };

/** Records an invoice outcome for billing history; a paid invoice with money in it starts the refund window. */
export async function recordInvoice(invoice: InvoiceFacts, status: 'paid' | 'failed', logger: Logger): Promise<void> {
  const userId = await ownerIdOf(invoice);
  if (!userId) {
    logger.warn('billing: invoice for an unknown customer', {
      invoice: invoice.invoiceId,
      customer: invoice.customerId,
    });
    return;
  }
  const existing = await BillingRecord.findOne({ invoiceId: invoice.invoiceId }).lean();
  if (!existing || rank[status] > rank[existing.status]) {
    await BillingRecord.updateOne(
      { invoiceId: invoice.invoiceId },
      {
        $set: {
          userId,
          subscriptionId: invoice.subscriptionId,
          description: invoice.description,
          amountCents: invoice.amountCents,
          currency: invoice.currency,
          status,
          date: invoice.date,
        },
      },
      { upsert: true },
    );
  }
  if (status === 'paid' && invoice.amountCents > 0) {
    // Only the first real payment starts the 30-day window (the trial's $0 invoice does not).
    await User.updateOne(
      { _id: userId, 'subscription.firstPaymentAt': { $in: [null] } },
      { $set: { 'subscription.firstPaymentAt': invoice.date } },
    );
  }
}
