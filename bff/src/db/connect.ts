import path from 'node:path';
import mongoose from 'mongoose';
import { startEmbeddedMongo } from '@lessonloom/embedded-mongo';
import type { AppConfig } from '../config';
import type { Logger } from '../logger';

export interface Database {
  uri: string;
  embedded: boolean;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** MONGODB_URI when given; otherwise the embedded MongoDB-wire store with its data under DATA_DIR/db. */
export async function connectDatabase(config: AppConfig, logger: Logger): Promise<Database> {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let uri = config.mongodbUri;
  if (!uri) {
    const dbPath = path.join(config.dataDir, 'db');
    const embedded = await startEmbeddedMongo({
      port: config.embeddedMongoPort,
      dbPath,
      logger: (line) => logger.debug(line, { component: 'embedded-mongo' }),
    });
    uri = `${embedded.uri.replace(/\/$/, '')}/lessonloom`;
    stopEmbedded = embedded.stop;
    logger.info('using the embedded MongoDB-compatible store (set MONGODB_URI for a real MongoDB)', { dbPath });
  }
  await mongoose.connect(uri, { serverSelectionTimeoutMS: 10000 });
  logger.info('database connected', { embedded: !!stopEmbedded });
  return {
    uri,
    embedded: !!stopEmbedded,
    ping: async () => {
      await mongoose.connection.db!.admin().command({ ping: 1 });
    },
    close: async () => {
      await mongoose.disconnect();
      await stopEmbedded?.();
    },
  };
}
