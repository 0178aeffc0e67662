// The generation pipeline behind POST /api/generate: source -> content engine -> checks (inside the
// engine) -> renderers -> GridFS -> record. Nothing is stored unless every step succeeded.
import { mongo, Types } from 'mongoose';
import type { GenerateRequest, GenerationEvent } from '@lessonloom/contracts';
import type { AppDeps } from '../../app-deps';
import { warmRenderers, type ExportTimings } from '../../rendering';
import { HttpError } from '../../http/http.error';
import type { AuthUser } from '../auth/auth.user-model';
import { findUpload, readOrNothing } from '../uploads/uploads.service';
import { Upload } from '../uploads/uploads.model';
import { currentReading, type SourceReading } from '../../content';
import { Generation, type GenerationDoc, type GenerationFields } from './generations.model';
import { settingsOf, topicLabel } from './generations.request';
import { listEntryOf } from './generations.view';
import { cancelled, storeGeneration } from './generations.store';
import { requireRoom } from '../storage-quota/storage-quota.service';
import { HISTORY_SORT } from './generations.history-join';
import { askedBefore } from './generations.asked-before';

interface Source {
  type: 'file' | 'topic';
  /** The upload's file name, or the topic's one-line label. */
  name: string;
  text?: string;
  reading?: SourceReading;
}

async function resolveSource(user: AuthUser, r: GenerateRequest): Promise<Source> {
  const filename = r.source_filename?.trim();
  if (filename) {
    const upload = await findUpload(user, filename).select({ filename: 1, text: 1, reading: 1 }).lean();
    if (!upload)
      throw new HttpError(404, `No uploaded file named "${filename}" was found. Upload the file again, then generate.`);
    let reading = currentReading(upload.reading) ?? undefined;
    if (!reading && upload.text.trim()) {
      // Uploads stored before the reader (or by an older one) are read now, once, off the request
      // thread, and kept. If the reader fails, the offline generator reads the text itself.
      reading = await readOrNothing(upload.text, upload.filename);
      if (reading) await Upload.updateOne({ _id: upload._id }, { $set: { reading } });
    }
    return { type: 'file', name: upload.filename, text: upload.text, ...(reading ? { reading } : {}) };
  }
  return { type: 'topic', name: topicLabel(r.topic ?? '') };
}

/** Milliseconds per phase, answered as Server-Timing so slow generations can be explained from the browser. */
export type PhaseTimings = Record<'source' | 'content' | 'render' | 'files' | 'record', number>;

/** What the phases after the model's last reply are made of (debug log, bench/model-stream.bench.mjs). */
export interface TailTimings {
  /** Checks and verification after the last model reply (inside `content`). */
  check: number;
  export: ExportTimings;
  record: number;
}

export async function generateForUser(
  deps: AppDeps,
  user: AuthUser,
  request: GenerateRequest,
  signal?: AbortSignal,
  onEvent?: (event: GenerationEvent) => void,
): Promise<{ generation: GenerationDoc; timings: PhaseTimings; tail: TailTimings }> {
  const timings = {} as PhaseTimings;
  let mark = performance.now();
  const lap = (phase: keyof PhaseTimings) => {
    const now = performance.now();
    timings[phase] = now - mark;
    mark = now;
  };
  // a full storage answers before the model is asked, not after it has written the whole document
  await requireRoom(deps.config.storageQuota, user, { generation: request.kind });
  onEvent?.({ type: 'stage', stage: 'reading' });
  // A streamed generation leaves the render threads seconds to start and warm while the model writes.
  if (onEvent) void warmRenderers();
  const source = await resolveSource(user, request);
  lap('source');
  // Every generation draws its own selection: the same request twice gives another set, and the seed is
  // kept with the record so the generation can be made again (and "replace" draws from the same list).
  const seed = deps.newSeed();
  // What the teacher's earlier documents from this file asked comes last (generations.asked-before.ts).
  const asked = source.type === 'file' ? await askedBefore(user._id, source.name) : [];
  const {
    document: doc,
    quality,
    calls,
    checkMs,
  } = await deps.content.run(
    {
      request,
      sourceText: source.text,
      sourceName: source.name,
      sourceType: source.type,
      reading: source.reading,
      seed,
      ...(asked.length ? { askedBefore: asked } : {}),
    },
    { signal, onEvent },
  );
  lap('content');
  logModelCalls(deps, request, calls);
  // A teacher who cancelled while the last tokens arrived gets nothing stored.
  if (signal?.aborted) throw cancelled();
  onEvent?.({ type: 'stage', stage: 'files' });
  const exported = { render: 0, files: 0 } as ExportTimings;
  const generation = await storeGeneration(
    deps,
    user,
    {
      kind: doc.kind,
      sourceType: source.type,
      sourceFilename: source.name,
      settings: settingsOf(request, source.type),
      document: doc,
      quality,
      offline: doc.offline_draft === true,
      seed,
      ...(asked.length ? { askedBefore: asked } : {}),
    },
    { timings: exported, signal },
  );
  timings.render = exported.render;
  timings.files = exported.files;
  // what is left after drawing and storing the files: the record and the account check
  timings.record = Math.max(0, performance.now() - mark - exported.render - exported.files);
  return { generation, timings, tail: { check: checkMs, export: exported, record: timings.record } };
}

/** Tokens and time per model call, for cost and latency tracking; never the content or the source. */
function logModelCalls(
  deps: AppDeps,
  request: GenerateRequest,
  calls: Array<{ promptTokens: number; completionTokens: number; ms: number }>,
) {
  if (!calls.length) return;
  deps.logger.info('generation: model usage', {
    kind: request.kind,
    calls: calls.length,
    prompt_tokens: calls.reduce((n, c) => n + c.promptTokens, 0),
    completion_tokens: calls.reduce((n, c) => n + c.completionTokens, 0),
    model_ms: Math.round(calls.reduce((n, c) => n + c.ms, 0)),
  });
}

/** Only what a history item shows (generations.view toListItem): the structured document stays out except its title. */
const LIST_FIELDS = {
  kind: 1,
  sourceType: 1,
  sourceFilename: 1,
  settings: 1,
  offline: 1,
  createdAt: 1,
  files: 1,
  revision: 1,
  'document.title': 1,
  'document.sections.blocks.type': 1,
} as const;

export type GenerationListRecord = Pick<
  GenerationFields,
  'kind' | 'sourceType' | 'sourceFilename' | 'settings' | 'offline' | 'createdAt' | 'files' | 'revision'
> & {
  _id: Types.ObjectId;
  document?: { title?: string; sections?: { blocks?: { type?: string }[] }[] };
};

export interface HistoryPage {
  /** At most this many records (all of them when absent). */
  limit?: number;
  /** Only records older than this one of the user's (the last id of the previous page). */
  before?: Types.ObjectId;
}

const { Long } = mongo;

/** Records a history read asks for in its one reply; a longer history is read through a cursor. */
const HISTORY_FIRST_BATCH = 10_000;

/**
 * The user's history, newest first, as the JSON text of each item (what the list answers, written when
 * each record was made). With `before`, continues after that record in the same (createdAt, _id) order
 * the index keeps; null when `before` is not one of the user's.
 */
export async function listGenerationEntries(
  user: AuthUser,
  page: HistoryPage = {},
  firstBatch = HISTORY_FIRST_BATCH,
): Promise<string[] | null> {
  const filter: Record<string, unknown> = { owner: user._id };
  if (page.before) {
    const anchor = await Generation.findOne({ _id: page.before, owner: user._id }, { createdAt: 1 }).lean();
    if (!anchor) return null;
    filter.$or = [{ createdAt: { $lt: anchor.createdAt } }, { createdAt: anchor.createdAt, _id: { $lt: anchor._id } }];
  }
  const sort = HISTORY_SORT;
  // One find command whose first batch is the whole answer: the driver's cursor bookkeeping cost more
  // than a third of this read. A history longer than one batch (or 16 MB) goes through the cursor.
  const db = Generation.db.db!;
  const reply = await db.command({
    find: Generation.collection.collectionName,
    filter,
    projection: { _id: 0, listEntry: 1 },
    sort,
    ...(page.limit ? { limit: page.limit } : {}),
    batchSize: firstBatch,
  });
  const cursor = reply.cursor as { id: unknown; firstBatch: { listEntry?: string }[] };
  let stored = cursor.firstBatch;
  if (String(cursor.id) !== '0') {
    await db.command({
      killCursors: Generation.collection.collectionName,
      cursors: [Long.fromString(String(cursor.id))],
    });
    const q = Generation.find(filter, { _id: 0, listEntry: 1 }).sort(sort);
    if (page.limit) q.limit(page.limit);
    stored = await q.lean<{ listEntry?: string }[]>();
  }
  if (stored.every((r) => typeof r.listEntry === 'string')) return stored.map((r) => r.listEntry!);
  // records made before entries were stored: build the page's items from their fields
  const q = Generation.find(filter, LIST_FIELDS).sort(sort);
  if (page.limit) q.limit(page.limit);
  return (await q.lean<GenerationListRecord[]>()).map(listEntryOf);
}

/** A generation of this user's, or null: ids that are malformed or someone else's look the same. */
export function findOwnGeneration(user: AuthUser, id: string) {
  if (!Types.ObjectId.isValid(id) || String(new Types.ObjectId(id)) !== id.toLowerCase()) return null;
  return Generation.findOne({ _id: new Types.ObjectId(id), owner: user._id });
}
