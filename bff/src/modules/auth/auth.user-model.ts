import { Schema, model, models, type HydratedDocument, type Model, type Types } from 'mongoose';
import { SUBSCRIPTION_STATUSES, type CurrentUser, type SubscriptionStatus } from '@lessonloom/contracts';

export interface Subscription {
  status: SubscriptionStatus;
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
  trialEnd?: Date;
  currentPeriodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
  /** When the first real payment was taken: starts the 30-day refund window. */
  firstPaymentAt?: Date;
  /** Last Stripe event `created` applied, so an older event never rolls the status back. */
  lastEventAt?: Date;
  /** When the account's one free trial began, and on which subscription: a second checkout has no trial. */
  trialUsedAt?: Date;
  trialSubscriptionId?: string;
}

/** One free trial per account: a teacher who has had one (ended, cancelled or refunded) pays from the start. */
export const trialAvailable = (sub: Subscription | undefined): boolean => !sub?.trialUsedAt && !sub?.firstPaymentAt;

export interface UserFields {
  email: string;
  passwordHash: string;
  subscription: Subscription;
  /**
   * Set first when the account is being deleted: from then on no request of it is served and every
   * write that checks (auth.account-live.ts) removes itself; the record goes once the data has.
   */
  deletedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}
export type UserDoc = HydratedDocument<UserFields>;

/**
 * What a signed-in request knows about its user: read with the session in one round trip, as plain
 * data (no password hash). A full UserDoc satisfies it too, so services take this type.
 */
export interface AuthUser {
  _id: Types.ObjectId;
  id: string;
  email: string;
  subscription: Subscription;
  createdAt: Date;
}

/** The user as the API shows it (GET /api/auth/me): private fields never leave the BFF. */
export function userView(u: { _id: unknown; email: string; subscription?: Subscription }): CurrentUser {
  const sub = u.subscription;
  return {
    id: String(u._id),
    email: u.email,
    subscription_status: sub?.status ?? 'pending_payment',
    trial_end: sub?.trialEnd ? new Date(sub.trialEnd).toISOString() : null,
    current_period_end: sub?.currentPeriodEnd ? new Date(sub.currentPeriodEnd).toISOString() : null,
    cancel_at_period_end: !!sub?.cancelAtPeriodEnd,
    trial_available: trialAvailable(sub),
  };
}

const subscriptionSchema = new Schema<Subscription>(
  {
    status: { type: String, enum: SUBSCRIPTION_STATUSES, default: 'pending_payment', required: true },
    stripeCustomerId: { type: String },
    stripeSubscriptionId: { type: String },
    trialEnd: Date,
    currentPeriodEnd: Date,
    cancelAtPeriodEnd: Boolean,
    firstPaymentAt: Date,
    lastEventAt: Date,
    trialUsedAt: Date,
    trialSubscriptionId: String,
  },
  { _id: false },
);

const userSchema = new Schema<UserFields>(
  {
    email: { type: String, required: true, lowercase: true, trim: true, unique: true },
    passwordHash: { type: String, required: true },
    subscription: { type: subscriptionSchema, default: () => ({ status: 'pending_payment' }) },
    deletedAt: { type: Date },
  },
  {
    timestamps: true,
    toJSON: {
      // Private fields never leave the BFF.
      transform: (_doc, ret: Record<string, unknown>) =>
        userView(ret as { _id: unknown; email: string; subscription?: Subscription }),
    },
  },
);
userSchema.index({ 'subscription.stripeCustomerId': 1 }, { sparse: true });
// The sweep finds deletions that stopped part-way.
userSchema.index({ deletedAt: 1 }, { sparse: true });
// Webhooks find the user of a subscription by its id (billing module).
userSchema.index({ 'subscription.stripeSubscriptionId': 1 }, { sparse: true });

export const User: Model<UserFields> = (models.User as Model<UserFields>) ?? model<UserFields>('User', userSchema);
