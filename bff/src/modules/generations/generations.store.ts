// A new generation's files and record, all or nothing, for every route that makes one (generate, the
// accommodated copy, randomized versions), and its questions in the teacher's bank. The account is checked before the files are drawn and again
// once the record is written: a generation that finishes after its teacher deleted the account removes
// what it stored and answers 410 (auth.account-live.ts). The storage quota is checked the same way, before
// the drawing and once the files are stored (storage-quota.service.ts): over it, they go again (413).
import { Types } from 'mongoose';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http/http.error';
import { exportDocument, type ExportTimings } from '../../rendering';
import { deleteFiles } from '../../storage/storage.gridfs';
import { keepIfAccountLive, requireLiveAccount } from '../auth/auth.account-live';
import { keepIfRoom, requireRoom } from '../storage-quota/storage-quota.service';
import type { AuthUser } from '../auth/auth.user-model';
import { Generation, type GenerationDoc, type GenerationFields, type GenerationFiles } from './generations.model';

export type NewGeneration = Pick<
  GenerationFields,
  'kind' | 'sourceType' | 'sourceFilename' | 'settings' | 'document' | 'quality' | 'offline' | 'seed' | 'askedBefore'
>;

export interface StoreOptions {
  id?: Types.ObjectId;
  /** Filled with the rendering and storing times. */
  timings?: ExportTimings;
  /** A teacher who cancelled while the files were made gets nothing stored. */
  signal?: AbortSignal;
}

export const cancelled = () => new HttpError(499, 'The generation was cancelled.');

async function removeNew(id: Types.ObjectId, files: GenerationFiles): Promise<void> {
  await deleteFiles(Object.values(files));
  await Generation.deleteOne({ _id: id });
}

export async function storeGeneration(
  deps: AppDeps,
  user: AuthUser,
  fields: NewGeneration,
  options: StoreOptions = {},
): Promise<GenerationDoc> {
  await requireLiveAccount(user._id);
  const quota = deps.config.storageQuota;
  const what = { generation: fields.kind };
  await requireRoom(quota, user, what);
  const id = options.id ?? new Types.ObjectId();
  const files = await exportDocument(deps.rasterizer, user.id, id, fields.document, options.timings);
  await keepIfRoom(quota, user, what, () => deleteFiles(Object.values(files)));
  let generation: GenerationDoc;
  try {
    if (options.signal?.aborted) throw cancelled();
    generation = await Generation.create({ ...fields, _id: id, owner: user._id, files });
  } catch (err) {
    await deleteFiles(Object.values(files));
    throw err;
  }
  // Its questions go to the teacher's bank; a bank that fails to file them never costs the generation.
  const banked = await deps.bank.keep(generation.toObject()).catch((err: unknown) => {
    deps.logger.warn('question bank: the questions of a new generation could not be filed', { err, generation: id });
    return null;
  });
  await keepIfAccountLive(user._id, async () => {
    await banked?.undo();
    await removeNew(id, files);
  });
  return generation;
}
