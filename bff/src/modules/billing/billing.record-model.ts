import { Schema, Types, model, models, type Model } from 'mongoose';

export const BILLING_RECORD_STATUSES = ['paid', 'failed', 'refunded'] as const;
export type BillingRecordStatus = (typeof BILLING_RECORD_STATUSES)[number];

/** An invoice and what became of its payment, kept from webhooks so billing history needs no Stripe call. */
export interface BillingRecordFields {
  userId: Types.ObjectId;
  invoiceId: string;
  subscriptionId?: string;
  description: string;
  amountCents: number;
  currency: string;
  status: BillingRecordStatus;
  date: Date;
  refundId?: string;
  refundedAmountCents?: number;
  refundedAt?: Date;
}

const schema = new Schema<BillingRecordFields>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    invoiceId: { type: String, required: true, unique: true },
    subscriptionId: String,
    description: { type: String, required: true },
    amountCents: { type: Number, required: true },
    currency: { type: String, required: true },
    status: { type: String, enum: BILLING_RECORD_STATUSES, required: true },
    date: { type: Date, required: true },
    refundId: String,
    refundedAmountCents: Number,
    refundedAt: Date,
  },
  { timestamps: true },
);
schema.index({ userId: 1, date: -1 });

export const BillingRecord: Model<BillingRecordFields> =
  (models.BillingRecord as Model<BillingRecordFields>) ?? model<BillingRecordFields>('BillingRecord', schema);
