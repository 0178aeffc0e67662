// A randomized version or an accommodated copy made from an earlier revision of its original, made again
// from the newest one: same letter, same question order, same accommodations, new files. The copy moves
// only if nobody refreshed it meanwhile (a conditional write), and its replaced files go afterwards.
import type { GeneratedDocument } from '@lessonloom/contracts';
import type { AppDeps } from '../../app-deps';
import { exportDocument } from '../../rendering';
import { deleteFiles } from '../../storage/storage.gridfs';
import { accommodation } from '../accommodations/accommodations.service';
import { Generation } from '../generations/generations.model';
import { listEntryOf } from '../generations/generations.view';
import { followOriginal } from '../versions/versions.follow';
import type { StoredGeneration } from '../generations/generations.model';
import { Revision } from './revisions.model';
import { keepIfOwnerLive } from './revisions.commit';

/** The original a copy is derived from, by id (versions first: a version of an accommodated copy follows the copy). */
export const originalIdOf = (g: StoredGeneration): string | undefined =>
  g.settings.version_of ?? g.settings.accommodation_of;

/** The original's document at `revision` (the newest lives on the record, older ones are kept apart). */
async function documentAt(original: StoredGeneration, revision: number): Promise<GeneratedDocument | null> {
  if (revision === (original.revision ?? 1)) return original.document;
  const kept = await Revision.findOne({ generation: original._id, revision }, { document: 1 }).lean();
  return kept?.document ?? null;
}

async function derivedDocument(copy: StoredGeneration, original: StoredGeneration, from: number) {
  const s = copy.settings;
  if (s.version_of) {
    const base = (await documentAt(original, from)) ?? original.document;
    return { document: followOriginal(original.document, base, copy.document, s.version ?? 'A'), settings: {} };
  }
  const font = s.accommodation?.font === 'atkinson' ? 'atkinson' : 'standard';
  const made = accommodation(original.document, font);
  return { document: made.doc, settings: { accommodation: { ...s.accommodation, ...made.accommodation } } };
}

/**
 * `copy` brought up to its original's newest revision. Unchanged when it is current, when its original is
 * gone (the copy then stands on its own) or when another request refreshed it first (that one is answered).
 */
export async function refreshCopy(
  deps: AppDeps,
  copy: StoredGeneration,
  original?: StoredGeneration | null,
): Promise<StoredGeneration> {
  const originalId = originalIdOf(copy);
  if (!originalId) return copy;
  const source =
    original ?? (await Generation.findOne({ _id: originalId, owner: copy.owner }).lean<StoredGeneration>());
  if (!source) return copy;
  const target = source.revision ?? 1;
  const from = copy.settings.derived_revision ?? 1;
  if (from >= target) return copy;
  const { document, settings } = await derivedDocument(copy, source, from);
  const files = await exportDocument(deps.rasterizer, String(copy.owner), copy._id, document);
  const fields = {
    document,
    files,
    settings: { ...copy.settings, ...settings, derived_revision: target },
    revision: (copy.revision ?? 1) + 1,
    revisedAt: new Date(),
    revisionSummary: `follows revision ${target} of the original`,
  };
  let updated: StoredGeneration | null = null;
  try {
    updated = await Generation.findOneAndUpdate(
      {
        _id: copy._id,
        'settings.derived_revision': from === 1 ? { $in: [null, 1] } : from,
      },
      { $set: { ...fields, listEntry: listEntryOf({ ...copy, ...fields }) } },
      { returnDocument: 'after', lean: true },
    );
  } finally {
    if (!updated) await deleteFiles(Object.values(files));
  }
  if (!updated) return (await Generation.findOne({ _id: copy._id }).lean<StoredGeneration>()) ?? copy;
  await deleteFiles(Object.values(copy.files)).catch((err: unknown) =>
    deps.logger.warn('revision: a copy’s replaced files could not be removed', { err, generation: String(copy._id) }),
  );
  await keepIfOwnerLive(copy.owner, copy._id, files);
  return updated;
}
