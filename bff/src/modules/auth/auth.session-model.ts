import { Schema, Types, model, models, type Model } from 'mongoose';

/** A session stores only the SHA-256 of its token: a leaked database does not leak live sessions. */
export interface SessionFields {
  tokenHash: string;
  userId: Types.ObjectId;
  expiresAt: Date;
  createdAt: Date;
}

const sessionSchema = new Schema<SessionFields>({
  tokenHash: { type: String, required: true, unique: true },
  userId: { type: Schema.Types.ObjectId, required: true, index: true, ref: 'User' },
  expiresAt: { type: Date, required: true },
  createdAt: { type: Date, default: () => new Date() },
});
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const Session: Model<SessionFields> =
  (models.Session as Model<SessionFields>) ?? model<SessionFields>('Session', sessionSchema);
