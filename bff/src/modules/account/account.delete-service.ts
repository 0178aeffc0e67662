// "Delete my account": a live subscription is cancelled first (so nobody is billed for an account that
// no longer exists), then every record and file of the account goes. Nothing is deleted if the password
// is wrong or the cancellation fails.
import mongoose from 'mongoose';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http/http.error';
import { deleteFiles } from '../../storage/storage.gridfs';
import { verifyPassword } from '../auth/auth.password';
import { Session } from '../auth/auth.session-model';
import { User, type AuthUser } from '../auth/auth.user-model';
import { BillingRecord } from '../billing/billing.record-model';
import { cancelSubscription } from '../billing/billing.cancel-service';
import { Generation } from '../generations/generations.model';
import { Revision } from '../revisions/revisions.model';
import { Question } from '../question-bank/question-bank.model';
import { Upload } from '../uploads/uploads.model';

const LIVE = ['active', 'trialing', 'past_due'];
const PROVIDER_DOWN =
  'We could not reach the payment provider to cancel your subscription, so your account was not deleted. Please try again in a few minutes.';

/** The in-app cancel, so the 30-day refund promise holds for a deleted account too. */
async function cancelLiveSubscription(deps: AppDeps, user: AuthUser) {
  const sub = user.subscription;
  if (!sub?.stripeSubscriptionId || !LIVE.includes(sub.status)) return;
  try {
    await cancelSubscription(deps.billing, user, deps.logger);
  } catch (err) {
    deps.logger.error('account deletion: could not cancel the subscription', { err, user: user.id });
    throw new HttpError(502, PROVIDER_DOWN);
  }
}

/** Every GridFS file the account owns: uploads, generated files, keys. */
async function ownedFileIds(user: AuthUser) {
  const files = await mongoose.connection
    .db!.collection('files.files')
    .find({ 'metadata.owner': user.id }, { projection: { _id: 1 } })
    .toArray();
  return files.map((f) => f._id as mongoose.Types.ObjectId);
}

export async function deleteAccount(deps: AppDeps, user: AuthUser, password: string): Promise<void> {
  if (!password) throw new HttpError(400, 'Enter your password to confirm that you want to delete your account.');
  const stored = await User.findById(user._id).select({ passwordHash: 1 }).lean();
  if (!stored || !(await verifyPassword(password, stored.passwordHash)))
    throw new HttpError(403, 'That password is not right. Your account was not deleted.');
  await cancelLiveSubscription(deps, user);
  // Files first: a crash part-way leaves records pointing at missing files (downloads answer 404),
  // never files nobody can reach or delete.
  await deleteFiles(await ownedFileIds(user));
  await Promise.all([
    Generation.deleteMany({ owner: user._id }),
    Revision.deleteMany({ owner: user._id }),
    Upload.deleteMany({ owner: user._id }),
    Question.deleteMany({ owner: user._id }),
    BillingRecord.deleteMany({ userId: user._id }),
  ]);
  await deps.billing.forgetCustomer({ userId: user.id, customerId: user.subscription?.stripeCustomerId });
  await Session.deleteMany({ userId: user._id });
  await User.deleteOne({ _id: user._id });
  deps.logger.info('account deleted', { user: user.id });
}
