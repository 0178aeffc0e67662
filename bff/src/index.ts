import type { Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connectDatabase } from './db/db.connect';
import { buildDeps } from './deps';
import { answerClientErrors } from './http/http.client-error';
import { createLogger } from './logger';
import { warmRenderers } from './rendering';
import { startAccountSweeper } from './modules/account/account.sweep';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  let shutdown: (signal: string, code?: number) => Promise<void> = async (_s, code = 1) => process.exit(code);
  const db = await connectDatabase(config, logger, (err) => {
    logger.error('Lessonloom is stopping: the database cannot be brought back', { err });
    process.stderr.write(
      `Lessonloom stopped: the embedded database store keeps failing (${err.message}). See the log above.\n`,
    );
    void shutdown('database failure', 1);
  });
  let listeningPort = config.port;
  const deps = buildDeps(config, logger, db, () => listeningPort);
  const app = createApp(deps);
  const server: Server = app.listen(config.port, config.host);
  answerClientErrors(server);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  listeningPort = port;
  logger.info('Lessonloom is ready', { url: `http://localhost:${port}`, links: deps.publicBaseUrl() });
  if (!config.publicUrl)
    logger.info('PUBLIC_URL is not set: links (checkout, billing portal) point at this host, for development only', {
      origin: deps.publicBaseUrl(),
    });
  void import('./extraction/index.js').then((extract) => extract.keepPdfWorkerWarm()); // see docs/extraction.md
  void import('./content/index.js').then((content) => content.warmLanguageThread()); // the language thread loads wink-nlp now, not at the first upload
  void warmRenderers(); // the first teacher's files come from warm threads (docs/rendering.md)
  const stopSweeper = startAccountSweeper(deps.billing, logger); // leftovers of deleted accounts (docs/teacher-experience.md)
  if (process.stdout.isTTY || process.env.LESSONLOOM_PRINT_URL)
    process.stdout.write(`\n  Lessonloom: http://localhost:${port}\n\n`);

  let stopping = false;
  shutdown = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 10000);
    force.unref();
    stopSweeper();
    server.close();
    server.closeIdleConnections?.();
    // copies following a teacher's last edit are made before the renderers and the database go
    await deps.copies.settle().catch((err) => logger.warn('copies could not follow the last edits', { err }));
    await deps.rasterizer.close().catch((err) => logger.warn('diagram browser close failed', { err }));
    await db.close().catch((err) => logger.error('database close failed', { err }));
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  process.stderr.write(`Lessonloom failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
