// A new revision of a generation, all or nothing: the files are rendered and stored first, the revision
// being replaced is kept (its document only), and the generation moves to the new revision only if it is
// still at the one the teacher edited — one conditional write, so of two tabs saving at once exactly one
// wins and the other gets a 409. Whatever fails, the files of the attempt are removed again; the replaced
// revision's files go only once the new ones are in place.
import type { GeneratedDocument, QualityReport } from '@lessonloom/contracts';
import type { AppDeps } from '../../app-deps';
import { exportDocument, type ExportTimings } from '../../rendering';
import { HttpError } from '../../http/http.error';
import { deleteFiles } from '../../storage/storage.gridfs';
import { Generation, type StoredGeneration } from '../generations/generations.model';
import { listEntryOf } from '../generations/generations.view';
import { Revision } from './revisions.model';
import { keepIfAccountLive } from '../auth/auth.account-live';
import type { Types } from 'mongoose';
import type { GenerationFiles } from '../generations/generations.model';

/**
 * After a revision's files and record are written: if the teacher deleted the account meanwhile, the
 * generation, its kept revisions and the new files go again (the deletion may have run before they existed).
 */
export function keepIfOwnerLive(owner: Types.ObjectId, generation: Types.ObjectId, files: GenerationFiles) {
  return keepIfAccountLive(owner, async () => {
    await deleteFiles(Object.values(files));
    await Generation.deleteOne({ _id: generation });
    await Revision.deleteMany({ generation });
  });
}

export const staleRevision = (current: number) =>
  new HttpError(
    409,
    `This document was changed in another tab or window (it is now at revision ${current}). Reload it to see the newest version; this change was not saved.`,
  );

/** The summary a generation's first revision is listed with. */
export const FIRST_SUMMARY = 'generated';

export interface NextRevision {
  document: GeneratedDocument;
  quality: QualityReport;
  summary: string;
}

const DUPLICATE_KEY = 11000;

/** Keeps the revision a save replaces; a racing save keeping the same one is not an error. */
async function keepRevision(g: StoredGeneration): Promise<void> {
  const revision = g.revision ?? 1;
  try {
    await Revision.updateOne(
      { generation: g._id, revision },
      {
        $setOnInsert: {
          owner: g.owner,
          document: g.document,
          ...(g.quality ? { quality: g.quality } : {}),
          summary: g.revisionSummary ?? FIRST_SUMMARY,
          createdAt: g.revisedAt ?? g.createdAt,
        },
      },
      { upsert: true },
    );
  } catch (err) {
    if ((err as { code?: number }).code !== DUPLICATE_KEY) throw err;
  }
}

export async function commitRevision(
  deps: AppDeps,
  g: StoredGeneration,
  next: NextRevision,
  timings?: ExportTimings,
): Promise<StoredGeneration> {
  const expected = g.revision ?? 1;
  const files = await exportDocument(deps.rasterizer, String(g.owner), g._id, next.document, timings);
  let updated: StoredGeneration | null;
  try {
    await keepRevision(g);
    const fields = {
      document: next.document,
      quality: next.quality,
      files,
      revision: expected + 1,
      revisedAt: new Date(),
      revisionSummary: next.summary,
    };
    updated = await Generation.findOneAndUpdate(
      // a record made before revisions existed has no revision field: it is at revision 1
      { _id: g._id, owner: g.owner, revision: expected === 1 ? { $in: [null, 1] } : expected },
      { $set: { ...fields, listEntry: listEntryOf({ ...g, ...fields }) } },
      { returnDocument: 'after', lean: true },
    );
    if (!updated) {
      const now = await Generation.findOne({ _id: g._id }, { revision: 1 }).lean();
      throw now ? staleRevision(now.revision ?? 1) : new HttpError(404, 'Not found');
    }
  } catch (err) {
    await deleteFiles(Object.values(files));
    throw err;
  }
  await deleteFiles(Object.values(g.files)).catch((err: unknown) =>
    deps.logger.warn('revision: the replaced files could not be removed', { err, generation: String(g._id) }),
  );
  await keepIfOwnerLive(g.owner, g._id, files);
  return updated;
}
