import Koa from 'koa';
import type { AppDeps } from './app-deps';
import { compressAnswers } from './http/http.compression';
import { errorMiddleware } from './http/http.error-middleware';
import { databaseGate } from './http/http.database-outage';
import { requestLog } from './http/http.request-log';
import { apiNoStore, securityHeaders } from './http/http.security-headers';
import { accountRoutes } from './modules/account/account.routes';
import { storageQuotaRoutes } from './modules/storage-quota/storage-quota.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { healthRoutes } from './modules/health/health.routes';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { generationRoutes } from './modules/generations/generations.routes';
import { resourceRoutes } from './modules/resources/resources.routes';
import { questionBankRoutes } from './modules/question-bank/question-bank.routes';
import { exportRoutes } from './modules/exports/exports.routes';
import { accommodationRoutes } from './modules/accommodations/accommodations.routes';
import { versionRoutes } from './modules/versions/versions.routes';
import { revisionRoutes } from './modules/revisions/revisions.routes';
import { FIRST_PAINT_SCRIPT_CSP } from './static/static.first-paint';
import { staticFiles } from './static/static.routes';
import { remoteOrigins } from './static/static.remotes';

/** Builds the Koa app without listening (index.ts listens; tests call app.callback()). */
export function createApp(deps: AppDeps): Koa {
  const app = new Koa({ proxy: deps.config.trustProxy });
  // A browser that leaves a page while a file or a compressed answer is still streaming closes the
  // connection; that is not a server error. Anything else is reported as Koa does by default.
  app.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ERR_STREAM_PREMATURE_CLOSE') app.onerror(err);
  });
  app.use(requestLog(deps.logger));
  app.use(compressAnswers());
  app.use(apiNoStore());
  app.use(errorMiddleware(deps.logger));
  app.use(databaseGate(deps.databaseAvailable));
  app.use(
    securityHeaders({
      stripe: deps.billing.mode === 'stripe',
      remoteOrigins: remoteOrigins(deps.config.remoteUrls),
      inlineScriptHashes: [FIRST_PAINT_SCRIPT_CSP],
    }),
  );
  app.use(staticFiles(deps.config.staticRoot, deps.config.remoteUrls, { sourceMaps: deps.config.serveSourceMaps }));

  // Each module mounts its own router here (one line per module).
  const routers = [
    healthRoutes(deps),
    authRoutes(deps),
    uploadRoutes(deps),
    generationRoutes(deps),
    billingRoutes(deps),
    questionBankRoutes(deps),
    resourceRoutes(deps),
    accountRoutes(deps),
    storageQuotaRoutes(deps),
    exportRoutes(deps),
    accommodationRoutes(deps),
    versionRoutes(deps),
    revisionRoutes(deps),
  ];

  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
