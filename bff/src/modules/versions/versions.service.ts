// Version map and combined key of a test's randomized versions, rendered when asked for (they change
// whenever the teacher makes another set of versions, so nothing is stored).
import type { GeneratedDocument } from '@lessonloom/contracts';
import { descriptiveFileName } from '@lessonloom/document';
import type { AppDeps } from '../../app-deps';
import { renderDocx, renderPdf } from '../../rendering';
import { HttpError } from '../../http/http.error';
import type { AuthUser } from '../auth/auth.user-model';
import { Generation, type StoredGeneration } from '../generations/generations.model';
import { findOwnGeneration } from '../generations/generations.service';
import { combinedKeyDocument, versionMapDocument, type Version } from './versions.printables';

export const VERSION_FILES = {
  'map-docx': { build: versionMapDocument, render: 'docx', part: 'Version map' },
  'map-pdf': { build: versionMapDocument, render: 'pdf', part: 'Version map' },
  'key-docx': { build: combinedKeyDocument, render: 'docx', part: 'All versions - Answer keys' },
  'key-pdf': { build: combinedKeyDocument, render: 'pdf', part: 'All versions - Answer keys' },
} as const;
export type VersionFile = keyof typeof VERSION_FILES;
export const isVersionFile = (s: string): s is VersionFile => Object.hasOwn(VERSION_FILES, s);

/**
 * The newest version of each letter made from this test (a later set replaces an earlier one letter by
 * letter), each following the original's newest revision.
 */
async function latestVersions(deps: AppDeps, user: AuthUser, original: StoredGeneration): Promise<Version[]> {
  const records = await Generation.find({ owner: user._id, 'settings.version_of': String(original._id) })
    .sort({ createdAt: -1, _id: -1 })
    .lean<StoredGeneration[]>();
  const byLetter = new Map<string, StoredGeneration>();
  for (const r of records) {
    const letter = r.settings.version;
    if (letter && !byLetter.has(letter)) byLetter.set(letter, r);
  }
  const versions: Version[] = [];
  for (const [letter, r] of byLetter) versions.push({ letter, doc: (await deps.copies.fresh(r, original)).document });
  return versions.sort((a, b) => a.letter.localeCompare(b.letter));
}

export async function versionFile(
  deps: AppDeps,
  user: AuthUser,
  id: string,
  file: VersionFile,
): Promise<{ data: Buffer; name: string; docx: boolean }> {
  // The id may be the original test or any of its versions.
  const found = await findOwnGeneration(user, id)?.lean<StoredGeneration>();
  if (!found) throw new HttpError(404, 'Not found');
  const originalId = found.settings.version_of ?? String(found._id);
  const stored =
    originalId === String(found._id) ? found : await findOwnGeneration(user, originalId)?.lean<StoredGeneration>();
  if (!stored) throw new HttpError(404, 'Not found');
  // An accommodated test's versions follow the copy, which follows its own original.
  const original = await deps.copies.fresh(stored);
  const versions = await latestVersions(deps, user, original);
  if (!versions.length)
    throw new HttpError(422, 'This test has no randomized versions yet. Create them in the Question Bank.');
  const spec = VERSION_FILES[file];
  const doc = spec.build(original.document as GeneratedDocument, versions);
  const data =
    spec.render === 'docx' ? await renderDocx(doc, 'student', new Map()) : await renderPdf(doc, 'student', new Map());
  const { title, kind } = original.document as GeneratedDocument;
  const name = descriptiveFileName({ title, kind, part: spec.part, ext: spec.render });
  return { data, name, docx: spec.render === 'docx' };
}
