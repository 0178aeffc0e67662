import { Schema, model, models, type Model } from 'mongoose';

/**
 * One sliding window of attempts per bucket (`login-pair:<email>|<ip>`, `signup-ip:<ip>` ...), kept in the
 * database so a limit holds across several BFF instances. Each attempt is pushed into `hits` by one
 * conditional update before the work it guards, so a burst cannot overtake the count.
 */
export interface AttemptHit {
  at: Date;
  /** Identifies the reservation so a successful login can hand it back. */
  n: string;
}
export interface AttemptBucketFields {
  _id: string;
  hits: AttemptHit[];
  expiresAt: Date;
}

const schema = new Schema<AttemptBucketFields>(
  {
    _id: { type: String, required: true },
    hits: { type: [{ _id: false, at: Date, n: String }], default: [] },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const AttemptBucket: Model<AttemptBucketFields> =
  (models.AttemptBucket as Model<AttemptBucketFields>) ??
  model<AttemptBucketFields>('AttemptBucket', schema, 'attempt_buckets');
