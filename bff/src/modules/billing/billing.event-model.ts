import { Schema, model, models, type Model } from 'mongoose';

/** One row per Stripe event applied: the unique event id makes a redelivered event a no-op. */
export interface BillingEventFields {
  eventId: string;
  kind: string;
  /** Stripe's `created` of the event. */
  created: Date;
  receivedAt: Date;
}

const schema = new Schema<BillingEventFields>({
  eventId: { type: String, required: true, unique: true },
  kind: { type: String, required: true },
  created: { type: Date, required: true },
  receivedAt: { type: Date, default: () => new Date() },
});

export const BillingEvent: Model<BillingEventFields> =
  (models.BillingEvent as Model<BillingEventFields>) ?? model<BillingEventFields>('BillingEvent', schema);
