import Router from '@koa/router';
import type { QuestionsSavedResponse, VersionsCreatedResponse } from '@lessonloom/contracts';
import type { AppDeps } from '../../app-deps';
import { currentUser, requireUser } from '../auth/auth.middleware';
import { formBody, formFields } from '../../http/http.body';
import { requireSubscription } from '../auth/auth.require-subscription';
import { toBankQuestion } from './question-bank.model';
import { generateSpecific } from './question-bank.generate';
import { randomizeTest } from './question-bank.randomize';
import { parseGenerateSpecific, parseRandomize, parseSearch } from './question-bank.request';
import { searchQuestions } from './question-bank.search';

export function questionBankRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/question-bank' });

  router.get('/search', requireUser, async (ctx) => {
    const found = await searchQuestions(currentUser(ctx), parseSearch(ctx.query));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = found.map(toBankQuestion);
  });

  // Writing questions costs a model call, so it needs a subscription like /api/generate (402 first, body after).
  router.post('/generate-specific', requireUser, requireSubscription(), formBody(), async (ctx) => {
    const request = parseGenerateSpecific(formFields(ctx));
    const abort = new AbortController();
    const onClose = () => !ctx.res.writableFinished && abort.abort();
    ctx.res.once('close', onClose);
    const { saved, quality } = await generateSpecific(deps, currentUser(ctx), request, abort.signal).finally(() =>
      ctx.res.off('close', onClose),
    );
    ctx.body = { questions_saved: saved, quality } satisfies QuestionsSavedResponse;
  });

  // Shuffling reuses content the teacher already made: no model call, so no subscription check.
  router.post('/randomize-test', requireUser, formBody(), async (ctx) => {
    const ids = await randomizeTest(deps, currentUser(ctx), parseRandomize(formFields(ctx)));
    ctx.body = { versions_created: ids.length, version_ids: ids } satisfies VersionsCreatedResponse;
  });

  return router;
}
