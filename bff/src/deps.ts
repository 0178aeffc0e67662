import type { Context } from 'koa';
import type { AppDeps } from './app-deps';
import type { AppConfig } from './config';
import type { Logger } from './logger';
import type { Database } from './db/connect';
import { createBillingGateway } from './gateways/billing';

/** Wires real gateways from configuration: the embedded defaults when a service is not configured. */
export function buildDeps(config: AppConfig, logger: Logger, db: Pick<Database, 'ping'>): AppDeps {
  return {
    config,
    logger,
    billing: createBillingGateway(config, logger),
    publicBaseUrl: (ctx: Context) => config.publicUrl ?? ctx.origin,
    pingDatabase: db.ping,
  };
}
