import Router from '@koa/router';
import { contentDisposition, generationFileName } from '@lessonloom/document';
import type { AppDeps } from '../../app-deps';
import { currentUser, requireUser, requireUserJoining } from '../auth/auth.middleware';
import { formBody, formFields } from '../../http/http.body';
import { HttpError } from '../../http/http.error';
import { requireSubscription } from '../auth/auth.require-subscription';
import { findFile, openFileStream } from '../../storage/storage.gridfs';
import { parseGenerateRequest, parseHistoryPage } from './generations.request';
import { sendJsonTextWithEtag } from '../../http/http.etag';
import { findOwnGeneration, generateForUser, listGenerationEntries } from './generations.service';
import { streamGeneration, wantsEventStream } from './generations.stream';
import { historyJoin, joinedHistoryBody } from './generations.history-join';
import { DOWNLOADS, isDownloadFormat, toDetail, toGenerateResponse } from './generations.view';
import type { StoredGeneration } from './generations.model';

// One answer for "missing", "malformed id" and "someone else's": a 404 that reveals nothing.
const notFound = () => new HttpError(404, 'Not found');

export function generationRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });

  // The subscription check comes before the body is read: a 402 costs nothing.
  router.post('/generate', requireUser, requireSubscription(), formBody(), async (ctx) => {
    const request = parseGenerateRequest(formFields(ctx));
    // A teacher who closes the page stops paying for the model call.
    const abort = new AbortController();
    const onClose = () => !ctx.res.writableFinished && abort.abort();
    ctx.res.once('close', onClose);
    if (wantsEventStream(ctx)) {
      streamGeneration(ctx, deps.logger, async (send) => {
        try {
          const { generation, timings, tail } = await generateForUser(
            deps,
            currentUser(ctx),
            request,
            abort.signal,
            send,
          );
          deps.logger.debug('generation phases (stream)', { ms: timings, tail });
          return toGenerateResponse(generation);
        } finally {
          ctx.res.off('close', onClose);
        }
      });
      return;
    }
    const { generation, timings } = await generateForUser(deps, currentUser(ctx), request, abort.signal).finally(() =>
      ctx.res.off('close', onClose),
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.set(
      'Server-Timing',
      Object.entries(timings)
        .map(([phase, ms]) => `${phase};dur=${ms.toFixed(1)}`)
        .join(', '),
    );
    ctx.body = toGenerateResponse(generation);
  });

  // The common read (the whole list, or a first page) comes with the session in one round trip.
  router.get('/generations', requireUserJoining(historyJoin), async (ctx) => {
    const joined = joinedHistoryBody(ctx);
    if (joined) return sendJsonTextWithEtag(ctx, joined);
    const entries = await listGenerationEntries(currentUser(ctx), parseHistoryPage(ctx.query));
    if (!entries) throw new HttpError(400, 'before must be the id of one of your generations');
    sendJsonTextWithEtag(ctx, `[${entries.join(',')}]`);
  });

  router.get('/generations/:id', requireUser, async (ctx) => {
    const generation = await findOwnGeneration(currentUser(ctx), ctx.params.id)?.lean<StoredGeneration>();
    if (!generation) throw notFound();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toDetail(await deps.copies.fresh(generation));
  });

  router.get('/generations/:id/download/:format', requireUser, async (ctx) => {
    const user = currentUser(ctx);
    const format = ctx.params.format;
    if (!isDownloadFormat(format)) throw notFound();
    let generation: Pick<StoredGeneration, 'kind' | 'files' | 'settings' | 'document'> | null | undefined =
      await findOwnGeneration(user, ctx.params.id)
        ?.select({ kind: 1, files: 1, settings: 1, 'document.title': 1 })
        .lean();
    // A version or accommodated copy behind its original is made again before it is served.
    if (generation && (generation.settings.version_of || generation.settings.accommodation_of))
      generation = await deps.copies.fresh((await findOwnGeneration(user, ctx.params.id)!.lean<StoredGeneration>())!);
    const fileId = generation?.files[DOWNLOADS[format].file];
    if (!generation || !fileId) throw notFound();
    const file = await findFile(fileId);
    // The file's own owner is checked too, so a record pointing at the wrong file still leaks nothing.
    if (!file || file.metadata?.owner !== user.id) throw notFound();
    ctx.set('Cache-Control', 'private, no-store');
    // Named for what it is (the Generate page still saves spec §7's kind.docx under its own name).
    const named = { kind: generation.kind, title: generation.document?.title, settings: generation.settings };
    ctx.set('Content-Disposition', contentDisposition(generationFileName(named, format)));
    ctx.type = DOWNLOADS[format].contentType;
    ctx.length = file.length;
    ctx.body = openFileStream(file.id);
  });

  return router;
}
