import path from 'node:path';
import mongoose from 'mongoose';
import { spawnEmbeddedMongo } from '@lessonloom/embedded-mongo';
import type { AppConfig } from '../config';
import type { Logger } from '../logger';
import { poolOptions } from './db.pool';

export interface Database {
  uri: string;
  embedded: boolean;
  ping(): Promise<void>;
  /** False from an embedded store's death until its restart accepts connections (always true for MONGODB_URI). */
  available(): boolean;
  close(): Promise<void>;
}

/**
 * MONGODB_URI when given; otherwise the embedded MongoDB-wire store with its data under DATA_DIR/db,
 * in its own process (its work never waits on the app's event loop, nor the app's on it). If the
 * store dies it is restarted on the same port (the driver reconnects by itself); if it keeps dying,
 * `onFatal` is called: the app must stop rather than answer half-working.
 */
export async function connectDatabase(
  config: AppConfig,
  logger: Logger,
  onFatal: (err: Error) => void = () => {},
): Promise<Database> {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let up = true;
  let uri = config.mongodbUri;
  if (!uri) {
    const dbPath = path.join(config.dataDir, 'db');
    const embedded = await spawnEmbeddedMongo({
      port: config.embeddedMongoPort,
      dbPath,
      log: (line) => logger.debug(line, { component: 'embedded-mongo' }),
      onExit: ({ code, signal, restarting }) => {
        up = false;
        logger.error(
          restarting
            ? 'the embedded store stopped unexpectedly; restarting it'
            : 'the embedded store stopped unexpectedly',
          { code, signal },
        );
      },
      onReady: ({ pid }) => {
        up = true;
        logger.info('the embedded store is back', { pid });
      },
      onGiveUp: onFatal,
    });
    uri = `${embedded.uri.replace(/\/$/, '')}/lessonloom`;
    stopEmbedded = embedded.stop;
    logger.info('using the embedded MongoDB-compatible store (set MONGODB_URI for a real MongoDB)', { dbPath });
  }
  await mongoose.connect(uri, { serverSelectionTimeoutMS: 10000, ...poolOptions(uri) });
  logger.info('database connected', { embedded: !!stopEmbedded });
  return {
    uri,
    embedded: !!stopEmbedded,
    available: () => up,
    ping: async () => {
      await mongoose.connection.db!.admin().command({ ping: 1 });
    },
    close: async () => {
      await mongoose.disconnect();
      await stopEmbedded?.();
    },
  };
}
