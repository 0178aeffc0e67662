import Router from '@koa/router';
import { accommodateRequestSchema, type AccommodatedResponse } from '@lessonloom/contracts';
import type { AppDeps } from '../../app-deps';
import { currentUser, requireUser } from '../auth/auth.middleware';
import { formBody, formFields } from '../../http/http.body';
import { HttpError } from '../../http/http.error';
import { toDetail } from '../generations/generations.view';
import { accommodate } from './accommodations.service';

export function accommodationRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });

  // Rewrites content the teacher already made, in code: no model call, so no subscription check (like randomize).
  router.post('/generations/:id/accommodate', requireUser, formBody(), async (ctx) => {
    const parsed = accommodateRequestSchema.safeParse(formFields(ctx));
    if (!parsed.success) throw new HttpError(400, `font: ${parsed.error.issues[0].message}`);
    const { generation, reading_level } = await accommodate(deps, currentUser(ctx), ctx.params.id, parsed.data);
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ...toDetail(generation), reading_level } satisfies AccommodatedResponse;
  });

  return router;
}
