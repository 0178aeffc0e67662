// Removes everything of one account: its files, every record in the collections of account data, what the
// billing provider keeps, the login-limit counters keyed by its email, then the user record itself. Every
// step is idempotent, so deletion, a retried deletion and the sweep may all run it.
import mongoose, { Types } from 'mongoose';
import type { BillingGateway } from '../../gateways/billing/billing.gateway';
import { deleteFiles } from '../../storage/storage.gridfs';
import { forgetLoginAttempts } from '../auth/auth.rate-limit';
import { User } from '../auth/auth.user-model';
import { FILE_OWNER_FIELD, FILES_COLLECTION, OWNED_COLLECTIONS } from './account.owned-data';

export interface PurgedAccount {
  id: Types.ObjectId;
  /** Known when the teacher deletes the account; the sweep finds only ids. */
  email?: string;
  stripeCustomerId?: string;
}

async function ownedFileIds(owner: string): Promise<Types.ObjectId[]> {
  const files = await mongoose.connection
    .db!.collection(FILES_COLLECTION)
    .find({ [FILE_OWNER_FIELD]: owner }, { projection: { _id: 1 } })
    .toArray();
  return files.map((f) => f._id as Types.ObjectId);
}

export async function purgeAccount(billing: BillingGateway, account: PurgedAccount): Promise<void> {
  const id = String(account.id);
  // Files first: a purge that stops part-way leaves records pointing at missing files (downloads answer
  // 404, the sweep finishes the job), never files nobody can reach.
  await deleteFiles(await ownedFileIds(id));
  await Promise.all(OWNED_COLLECTIONS.map(({ model, field }) => model.deleteMany({ [field]: account.id })));
  await billing.forgetCustomer({ userId: id, customerId: account.stripeCustomerId });
  if (account.email) await forgetLoginAttempts(account.email);
  await User.deleteOne({ _id: account.id });
}
