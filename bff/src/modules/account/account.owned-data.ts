// Where an account's data lives, in one list: deletion, the sweep for late arrivals and the tests all
// read it, so a new collection of account data is added here once. GridFS files carry the owner's id as
// text in `metadata.owner`. What a billing provider keeps (Stripe's customer, or the test-mode records of
// the app playing Stripe) is the gateway's to forget (`forgetCustomer`).
import type { Model } from 'mongoose';
import { Session } from '../auth/auth.session-model';
import { BillingRecord } from '../billing/billing.record-model';
import { Generation } from '../generations/generations.model';
import { Question } from '../question-bank/question-bank.model';
import { Revision } from '../revisions/revisions.model';
import { Upload } from '../uploads/uploads.model';

export interface OwnedCollection {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>;
  /** The field holding the owner's id. */
  field: string;
}

export const OWNED_COLLECTIONS: OwnedCollection[] = [
  { model: Generation, field: 'owner' },
  { model: Revision, field: 'owner' },
  { model: Upload, field: 'owner' },
  { model: Question, field: 'owner' },
  { model: BillingRecord, field: 'userId' },
  { model: Session, field: 'userId' },
];

/** GridFS's descriptions of stored files (uploads, generated files, keys), by `metadata.owner`. */
export const FILES_COLLECTION = 'files.files';
export const FILE_OWNER_FIELD = 'metadata.owner';
