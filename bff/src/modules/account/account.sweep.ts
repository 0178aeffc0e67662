// The backstop behind account deletion. Deletion marks the account, removes its data and every in-flight
// write checks and removes itself (auth.account-live.ts) — but a process can die between a write and its
// check, or in the middle of a deletion. The sweep finishes both: accounts still marked deleted, and any
// recent record or file whose owner is no live account. It also removes GridFS chunks that no file
// describes (an upload cut off by a crash). It looks only at records made in the last day (by the time in
// their ObjectId), so a run costs the same however large the database grows.
import mongoose, { Types } from 'mongoose';
import type { BillingGateway } from '../../gateways/billing/billing.gateway';
import type { Logger } from '../../logger';
import { User } from '../auth/auth.user-model';
import { FILE_OWNER_FIELD, FILES_COLLECTION, OWNED_COLLECTIONS } from './account.owned-data';
import { purgeAccount } from './account.purge';

/** How far back the sweep looks for late arrivals: far longer than any request can run. */
export const SWEEP_LOOKBACK_MS = 24 * 3600_000;
/** Chunks without a file are left alone this long: an upload in progress writes its description last. */
export const ORPHAN_CHUNK_AGE_MS = 3600_000;
/** How often the running app sweeps. */
export const SWEEP_INTERVAL_MS = 10 * 60_000;

const idsAfter = (ms: number) => ({ $gt: Types.ObjectId.createFromTime(Math.floor((Date.now() - ms) / 1000)) });

/** Owners of records and files made within the lookback, as hex ids. */
async function recentOwners(): Promise<Set<string>> {
  const owners = new Set<string>();
  const recent = { _id: idsAfter(SWEEP_LOOKBACK_MS) };
  for (const { model, field } of OWNED_COLLECTIONS)
    for (const id of await model.distinct(field, recent)) owners.add(String(id));
  const files = mongoose.connection.db!.collection(FILES_COLLECTION);
  for (const id of await files.distinct(FILE_OWNER_FIELD, recent)) owners.add(String(id));
  return owners;
}

async function orphanChunks(): Promise<number> {
  const db = mongoose.connection.db!;
  const window = {
    $gt: Types.ObjectId.createFromTime(Math.floor((Date.now() - SWEEP_LOOKBACK_MS) / 1000)),
    $lt: Types.ObjectId.createFromTime(Math.floor((Date.now() - ORPHAN_CHUNK_AGE_MS) / 1000)),
  };
  const fileIds = (await db.collection('files.chunks').distinct('files_id', { files_id: window })) as Types.ObjectId[];
  if (!fileIds.length) return 0;
  const described = new Set(
    (
      await db
        .collection(FILES_COLLECTION)
        .find({ _id: { $in: fileIds } }, { projection: { _id: 1 } })
        .toArray()
    ).map((f) => String(f._id)),
  );
  const orphans = fileIds.filter((id) => !described.has(String(id)));
  if (orphans.length) await db.collection('files.chunks').deleteMany({ files_id: { $in: orphans } });
  return orphans.length;
}

export interface SweepResult {
  /** Accounts whose leftovers were removed. */
  accounts: number;
  /** Files whose chunks were left without a description. */
  orphanChunks: number;
}

export async function sweepDeletedAccounts(billing: BillingGateway): Promise<SweepResult> {
  const marked = await User.find({ deletedAt: { $ne: null } }, { _id: 1, 'subscription.stripeCustomerId': 1 }).lean<
    { _id: Types.ObjectId; subscription?: { stripeCustomerId?: string } }[]
  >();
  const owners = await recentOwners();
  const valid = [...owners].filter((id) => Types.ObjectId.isValid(id) && String(new Types.ObjectId(id)) === id);
  const live = new Set(
    (await User.find({ _id: { $in: valid }, deletedAt: null }, { _id: 1 }).lean()).map((u) => String(u._id)),
  );
  const gone = new Map<string, { id: Types.ObjectId; stripeCustomerId?: string }>();
  for (const u of marked) gone.set(String(u._id), { id: u._id, stripeCustomerId: u.subscription?.stripeCustomerId });
  for (const id of valid) if (!live.has(id) && !gone.has(id)) gone.set(id, { id: new Types.ObjectId(id) });
  for (const account of gone.values()) await purgeAccount(billing, account);
  return { accounts: gone.size, orphanChunks: await orphanChunks() };
}

/** Sweeps now and every SWEEP_INTERVAL_MS while the app runs; returns the function that stops it. */
export function startAccountSweeper(billing: BillingGateway, logger: Logger): () => void {
  const run = () =>
    sweepDeletedAccounts(billing).then(
      (r) => {
        if (r.accounts || r.orphanChunks) logger.info('account sweep: removed leftovers', { ...r });
      },
      (err: unknown) => logger.warn('account sweep failed; it runs again later', { err }),
    );
  const timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
