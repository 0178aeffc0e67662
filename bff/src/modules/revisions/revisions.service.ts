// Editing a generation: save a teacher's document as the newest revision, list and read earlier ones,
// restore one. Each new revision is checked like a generation, rendered, stored all or nothing
// (revisions.commit) and followed by everything derived from the document (revisions.followers).
import { Types } from 'mongoose';
import type { GeneratedDocument, RevisionEntry } from '@lessonloom/contracts';
import { canonicalJson, withQuestionIds } from '@lessonloom/document';
import type { AppDeps } from '../../app-deps';
import { editQuality } from '../../content';
import type { ExportTimings } from '../../rendering';
import { HttpError } from '../../http/http.error';
import type { AuthUser } from '../auth/auth.user-model';
import { Generation } from '../generations/generations.model';
import { Upload } from '../uploads/uploads.model';
import { commitRevision, FIRST_SUMMARY, staleRevision } from './revisions.commit';
import type { StoredGeneration } from '../generations/generations.model';
import { Revision } from './revisions.model';
import { editSummary } from './revisions.summary';
import { replacedDocument } from './revisions.replace';
import { checked, editedDocument } from './revisions.validate';

const notFound = () => new HttpError(404, 'Not found');

/** Versions and accommodated copies follow their original; they are never edited on their own. */
function refuseDerived(g: StoredGeneration) {
  const s = g.settings;
  if (s.version_of)
    throw new HttpError(
      422,
      `This is Version ${s.version ?? ''} of a test: edit the original and every version follows it.`.replace(
        '  ',
        ' ',
      ),
    );
  if (s.accommodation_of)
    throw new HttpError(422, 'This is an accommodated copy: edit the original and the copy follows it.');
}

/** The user's generation with everything a revision needs, or a 404 that says nothing about other accounts. */
export async function ownGeneration(user: AuthUser, id: string): Promise<StoredGeneration> {
  if (!Types.ObjectId.isValid(id) || String(new Types.ObjectId(id)) !== id.toLowerCase()) throw notFound();
  const g = await Generation.findOne({ _id: new Types.ObjectId(id), owner: user._id }).lean<StoredGeneration>();
  if (!g) throw notFound();
  return g;
}

const checkRevision = (g: StoredGeneration, expected: number | undefined) => {
  if (expected !== undefined && expected !== (g.revision ?? 1)) throw staleRevision(g.revision ?? 1);
};

/** The teacher's file, for passages that are new in this revision (a typed topic has none). */
const fileText = (g: StoredGeneration) => async () => {
  if (g.sourceType !== 'file') return undefined;
  const upload = await Upload.findOne({ owner: g.owner, filename: g.sourceFilename }, { text: 1 }).lean();
  return upload?.text;
};

/**
 * Where a save's time went, in ms (the Server-Timing of PUT …/document): reading the record, the checks and
 * quality report, rendering until the last file is ready, storing the files still being written, then the
 * record (the replaced revision kept, the conditional write, the replaced files removed).
 */
export type SavePhases = Partial<Record<'read' | 'checks' | 'render' | 'files' | 'record', number>>;

/** Checks, renders and stores `document` (already validated) as the revision after `g`'s. */
export async function storeRevision(
  deps: AppDeps,
  g: StoredGeneration,
  document: GeneratedDocument,
  warnings: string[],
  summary: string,
  phases: SavePhases = {},
): Promise<StoredGeneration> {
  const started = performance.now();
  const quality = await editQuality({
    doc: document,
    previous: { doc: g.document, quality: g.quality },
    sourceText: fileText(g),
    gradeLevel: document.grade_level ?? g.settings.grade_level,
    warnings,
  });
  phases.checks = (phases.checks ?? 0) + performance.now() - started;
  const exported: ExportTimings = { render: 0, files: 0 };
  const committing = performance.now();
  const saved = await commitRevision(deps, g, { document, quality, summary }, exported);
  Object.assign(phases, {
    render: exported.render,
    files: exported.files,
    record: performance.now() - committing - exported.render - exported.files,
  });
  deps.copies.follow(saved);
  return saved;
}

export async function saveDocument(
  deps: AppDeps,
  user: AuthUser,
  id: string,
  request: { revision: number; document: unknown },
  phases: SavePhases = {},
): Promise<StoredGeneration> {
  let mark = performance.now();
  const g = await ownGeneration(user, id);
  phases.read = performance.now() - mark;
  mark = performance.now();
  refuseDerived(g);
  checkRevision(g, request.revision);
  const { document, warnings } = editedDocument(request.document, g.document, String(g._id));
  // Saving what is already there makes no revision (an autosave after an undo back to the start).
  if (canonicalJson(document) === canonicalJson(withQuestionIds(g.document))) return g;
  const summary = editSummary(g.document, document);
  phases.checks = performance.now() - mark;
  return storeRevision(deps, g, document, warnings, summary, phases);
}

export async function listRevisions(user: AuthUser, id: string): Promise<RevisionEntry[]> {
  const g = await ownGeneration(user, id);
  const older = await Revision.find({ generation: g._id, owner: user._id }, { revision: 1, summary: 1, createdAt: 1 })
    .sort({ revision: -1 })
    .lean();
  const current = g.revision ?? 1;
  return [
    {
      revision: current,
      created_at: (g.revisedAt ?? g.createdAt).toISOString(),
      summary: g.revisionSummary ?? FIRST_SUMMARY,
      current: true,
    },
    ...older
      .filter((r) => r.revision < current)
      .map((r) => ({
        revision: r.revision,
        created_at: r.createdAt.toISOString(),
        summary: r.summary,
        current: false,
      })),
  ];
}

/** One revision's document (the newest, or a kept one), with its entry. */
export async function readRevision(user: AuthUser, id: string, revision: number) {
  const g = await ownGeneration(user, id);
  const current = g.revision ?? 1;
  if (revision === current)
    return {
      g,
      entry: {
        revision,
        created_at: (g.revisedAt ?? g.createdAt).toISOString(),
        summary: g.revisionSummary ?? FIRST_SUMMARY,
        current: true,
      },
      document: g.document,
    };
  const kept =
    revision < current ? await Revision.findOne({ generation: g._id, owner: user._id, revision }).lean() : null;
  if (!kept) throw new HttpError(404, `This document has no revision ${revision}`);
  return {
    g,
    entry: { revision, created_at: kept.createdAt.toISOString(), summary: kept.summary, current: false },
    document: kept.document,
  };
}

export async function restoreRevision(
  deps: AppDeps,
  user: AuthUser,
  id: string,
  revision: number,
  expected: number | undefined,
): Promise<StoredGeneration> {
  const { g, entry, document } = await readRevision(user, id, revision);
  refuseDerived(g);
  checkRevision(g, expected);
  if (entry.current) throw new HttpError(422, `Revision ${revision} is already the newest`);
  // Checked again: the rules may have grown since that revision was saved.
  const ready = checked(withQuestionIds(document));
  return storeRevision(deps, g, ready.document, ready.warnings, `revision ${revision} restored`);
}

/** Question `number` swapped for a new one of the same type (revisions.replace), as a new revision. */
export async function replaceQuestion(
  deps: AppDeps,
  user: AuthUser,
  id: string,
  number: number,
  expected: number | undefined,
  signal?: AbortSignal,
): Promise<StoredGeneration> {
  const g = await ownGeneration(user, id);
  refuseDerived(g);
  checkRevision(g, expected);
  const ready = await replacedDocument(deps, g, number, signal);
  if (signal?.aborted) throw new HttpError(499, 'The replacement was cancelled.');
  return storeRevision(deps, g, ready.document, ready.warnings, `question ${number} replaced`);
}
