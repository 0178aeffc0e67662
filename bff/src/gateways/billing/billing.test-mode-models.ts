// Test-mode provider state (no Stripe key): the app plays Stripe's part, so it keeps Stripe's records itself.
import { Schema, model, models, type Model } from 'mongoose';

/** A checkout or portal link. Only the SHA-256 of its unguessable token is stored; it expires. */
export interface TestModeSessionFields {
  tokenHash: string;
  kind: 'checkout' | 'portal';
  userId: string;
  /** Checkout only: where 'Cancel and go back' leads (a path of this app, never a full URL). */
  cancelPath?: string;
  /** Checkout only: whether it was offered with the free trial (decided when the link was made). */
  trial?: boolean;
  expiresAt: Date;
  usedAt?: Date | null;
}

const sessionSchema = new Schema<TestModeSessionFields>({
  tokenHash: { type: String, required: true, unique: true },
  kind: { type: String, enum: ['checkout', 'portal'], required: true },
  userId: { type: String, required: true },
  cancelPath: { type: String },
  trial: { type: Boolean },
  expiresAt: { type: Date, required: true },
  usedAt: { type: Date, default: null },
});
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const TestModeSession: Model<TestModeSessionFields> =
  (models.TestModeSession as Model<TestModeSessionFields>) ??
  model<TestModeSessionFields>('TestModeSession', sessionSchema);

export interface TestModeInvoice {
  invoiceId: string;
  amountCents: number;
  paidAt: Date;
  refundId?: string;
}

export interface TestModeSubscriptionFields {
  subscriptionId: string;
  customerId: string;
  userId: string;
  status: 'trialing' | 'active' | 'canceled';
  trialEnd?: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  invoices: TestModeInvoice[];
}

const subscriptionSchema = new Schema<TestModeSubscriptionFields>(
  {
    subscriptionId: { type: String, required: true, unique: true },
    customerId: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    status: { type: String, required: true },
    trialEnd: Date,
    currentPeriodEnd: { type: Date, required: true },
    cancelAtPeriodEnd: { type: Boolean, default: false },
    invoices: [{ _id: false, invoiceId: String, amountCents: Number, paidAt: Date, refundId: String }],
  },
  { timestamps: true },
);

export const TestModeSubscription: Model<TestModeSubscriptionFields> =
  (models.TestModeSubscription as Model<TestModeSubscriptionFields>) ??
  model<TestModeSubscriptionFields>('TestModeSubscription', subscriptionSchema);
