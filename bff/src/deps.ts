import type { AppDeps } from './app-deps';
import { linkOrigin, type AppConfig } from './config';
import type { Logger } from './logger';
import type { Database } from './db/db.connect';
import { createBillingGateway } from './gateways/billing';
import { buildGenerationDeps } from './modules/generations/generations.deps';
import { questionKeeper } from './modules/question-bank/question-bank.save';
import { createCopyFollower } from './modules/revisions/revisions.followers';
import { randomSeed } from './modules/generations/generations.seed';

/** Wires real gateways from configuration: the embedded defaults when a service is not configured. */
export function buildDeps(
  config: AppConfig,
  logger: Logger,
  db: Pick<Database, 'ping' | 'available'>,
  /** The port the server listens on (PORT=0 picks one at listen time). */
  listeningPort: () => number = () => config.port,
): AppDeps {
  const deps: AppDeps = {
    config,
    logger,
    billing: createBillingGateway(config, logger),
    publicBaseUrl: () => linkOrigin(config, listeningPort()),
    pingDatabase: db.ping,
    databaseAvailable: db.available,
    ...buildGenerationDeps(config, logger),
    copies: createCopyFollower(() => deps),
    bank: questionKeeper(),
    newSeed: randomSeed,
  };
  return deps;
}
