import Router from '@koa/router';
import type { Context } from 'koa';
import {
  revisionGuardSchema,
  saveToBankRequestSchema,
  type RevisionDocument,
  type RevisionList,
  type SavedToBankResponse,
} from '@lessonloom/contracts';
import type { AppDeps } from '../../app-deps';
import { currentUser, requireUser } from '../auth/auth.middleware';
import { jsonBody } from '../../http/http.body';
import { HttpError } from '../../http/http.error';
import { toDetail } from '../generations/generations.view';
import { saveToBank } from '../question-bank/question-bank.save';
import { requireSubscription } from '../auth/auth.require-subscription';
import {
  listRevisions,
  ownGeneration,
  readRevision,
  replaceQuestion,
  restoreRevision,
  saveDocument,
  type SavePhases,
} from './revisions.service';
import { parseEditRequest } from './revisions.validate';

const revisionParam = (ctx: Context): number => {
  const n = Number(ctx.params.revision);
  if (!Number.isInteger(n) || n < 1) throw new HttpError(404, 'Not found');
  return n;
};

/** The revision the teacher is looking at, from an optional JSON body. */
export function revisionGuard(ctx: Context): number | undefined {
  const parsed = revisionGuardSchema.safeParse(ctx.request.body ?? {});
  if (!parsed.success)
    throw new HttpError(400, 'Send JSON: {"revision": <the revision you are looking at>} or no body');
  return parsed.data.revision;
}

export function revisionRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/generations' });

  // Editing is the teacher's own content and makes no model call: a signed-in owner, no subscription check.
  router.put('/:id/document', requireUser, jsonBody(), async (ctx) => {
    const request = parseEditRequest(ctx.request.body);
    const phases: SavePhases = {};
    const saved = await saveDocument(deps, currentUser(ctx), ctx.params.id, request, phases);
    ctx.set('Cache-Control', 'no-store');
    // where a slow save spent its time, readable from the browser (and bench/editor.bench.mjs)
    ctx.set(
      'Server-Timing',
      Object.entries(phases)
        .map(([phase, ms]) => `${phase};dur=${ms.toFixed(1)}`)
        .join(', '),
    );
    ctx.body = toDetail(saved);
  });

  router.get('/:id/revisions', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { revisions: await listRevisions(currentUser(ctx), ctx.params.id) } satisfies RevisionList;
  });

  router.get('/:id/revisions/:revision', requireUser, async (ctx) => {
    const { entry, document } = await readRevision(currentUser(ctx), ctx.params.id, revisionParam(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ...entry, content: document } satisfies RevisionDocument;
  });

  router.post('/:id/revisions/:revision/restore', requireUser, jsonBody(), async (ctx) => {
    const saved = await restoreRevision(deps, currentUser(ctx), ctx.params.id, revisionParam(ctx), revisionGuard(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toDetail(saved);
  });

  // A new question is new material, written like a generation (by the model when one is configured): it needs
  // a subscription, as /api/generate does. Closing the request cancels it.
  router.post('/:id/questions/:number/replace', requireUser, requireSubscription(), jsonBody(), async (ctx) => {
    const number = Number(ctx.params.number);
    if (!Number.isInteger(number) || number < 1) throw new HttpError(404, 'Not found');
    const guard = revisionGuard(ctx);
    const abort = new AbortController();
    const onClose = () => !ctx.res.writableFinished && abort.abort();
    ctx.res.once('close', onClose);
    const saved = await replaceQuestion(deps, currentUser(ctx), ctx.params.id, number, guard, abort.signal).finally(
      () => ctx.res.off('close', onClose),
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toDetail(saved);
  });

  // Filing questions the teacher already has makes no model call: no subscription check, like randomize.
  router.post('/:id/save-to-bank', requireUser, jsonBody(), async (ctx) => {
    const parsed = saveToBankRequestSchema.safeParse(ctx.request.body ?? {});
    if (!parsed.success)
      throw new HttpError(400, 'Send JSON: {"numbers": [question numbers]} to save some, or {} to save every question');
    const g = await deps.copies.fresh(await ownGeneration(currentUser(ctx), ctx.params.id));
    ctx.status = 201;
    ctx.body = (await saveToBank(g, parsed.data.numbers)) satisfies SavedToBankResponse;
  });

  return router;
}
