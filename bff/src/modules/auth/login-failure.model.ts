import { Schema, model, models, type Model } from 'mongoose';

/** Failed logins per email+IP, kept in the database so the limit holds across BFF instances. */
export interface LoginFailureFields {
  key: string;
  at: Date;
}
const schema = new Schema<LoginFailureFields>({
  key: { type: String, required: true },
  at: { type: Date, required: true },
});
schema.index({ key: 1, at: 1 });
schema.index({ at: 1 }, { expireAfterSeconds: 15 * 60 });

export const LoginFailure: Model<LoginFailureFields> =
  (models.LoginFailure as Model<LoginFailureFields>) ?? model<LoginFailureFields>('LoginFailure', schema);
