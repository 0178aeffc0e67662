import Router from '@koa/router';
import mongoose from 'mongoose';
import { RESOURCE_SUBSCRIPTION_REQUIRED_DETAIL } from '@lessonloom/contracts';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../auth/auth.middleware';
import { HttpError } from '../../http/http.error';
import { requireSubscription } from '../auth/auth.require-subscription';
import { openFileStream } from '../../storage/storage.gridfs';
import { ensureResourcesSeeded } from './resources.seed';
import { findResourceFile, listResources } from './resources.service';

/** A filename safe inside a quoted header value, plus its UTF-8 form (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function resourceRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/resources' });
  const seeded = () => ensureResourcesSeeded(deps.logger);
  // At start-up (index.ts connects before building the app) the library is seeded in the background, so
  // the first visitor does not wait for six PDFs. Tests seed lazily: most never touch resources.
  if (deps.config.env !== 'test' && mongoose.connection.readyState === 1) {
    seeded().catch((err: unknown) =>
      deps.logger.error('resource seeding failed; retried on the next request', { err }),
    );
  }

  // Every signed-in user sees the library (non-subscribers see it with the upsell, spec §2).
  router.get('/', requireUser, async (ctx) => {
    await seeded();
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.body = await listResources();
  });

  router.get('/:id/download', requireUser, requireSubscription(RESOURCE_SUBSCRIPTION_REQUIRED_DETAIL), async (ctx) => {
    await seeded();
    const found = await findResourceFile(ctx.params.id);
    if (!found) throw new HttpError(404, 'Resource not found');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Disposition', attachment(found.fileName));
    ctx.type = 'application/pdf';
    ctx.length = found.file.length;
    ctx.body = openFileStream(found.file.id);
  });

  return router;
}
