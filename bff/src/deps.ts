import type { Context } from 'koa';
import type { AppDeps } from './app-deps';
import type { AppConfig } from './config';
import type { Logger } from './logger';
import type { Database } from './db/db.connect';
import { createBillingGateway } from './gateways/billing';
import { buildGenerationDeps } from './modules/generations/generations.deps';

/** Wires real gateways from configuration: the embedded defaults when a service is not configured. */
export function buildDeps(config: AppConfig, logger: Logger, db: Pick<Database, 'ping' | 'available'>): AppDeps {
  return {
    config,
    logger,
    billing: createBillingGateway(config, logger),
    // Koa 3's ctx.origin is the request's Origin header (null for non-browser clients): build it from protocol + host.
    publicBaseUrl: (ctx: Context) => config.publicUrl ?? `${ctx.protocol}://${ctx.host}`,
    pingDatabase: db.ping,
    databaseAvailable: db.available,
    ...buildGenerationDeps(config, logger),
  };
}
