// Integration-test harness: a real Koa app over mongoose on the embedded store in its own process, as
// `npm start` runs it (or MONGODB_URI, in a throw-away database), driven through supertest against
// app.callback().
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { spawnEmbeddedMongo } from '@lessonloom/embedded-mongo';
import { createApp } from '../app';
import type { AppDeps } from '../app-deps';
import { linkOrigin, loadConfig, type AppConfig } from '../config';
import { createLogger } from '../logger';
import { createLocalBillingGateway } from '../gateways/billing/billing.local-gateway';
import { createContentEngine, createOfflineProvider } from '../content';
import { readUploadOffThread, stopLanguageThread } from '../content';
import { stopOcr } from '../extraction';
import { createDiagramRasterizer } from '../rendering';
import { poolOptions } from '../db/db.pool';
import { questionKeeper } from '../modules/question-bank/question-bank.save';
import { createCopyFollower } from '../modules/revisions/revisions.followers';

/**
 * The seed every generation of a test app draws from unless the test passes its own `newSeed`: a route
 * test counts what one known draw makes, the same on every run. Tests of "Generate again" pass the
 * server's random source (generations.seed randomSeed).
 */
export const TEST_SEED = '5eed0f1e5eed0f1e';

export interface TestApp {
  deps: AppDeps;
  http: TestAgent;
  server: ReturnType<ReturnType<typeof createApp>['listen']> | null;
  close(): Promise<void>;
}

export async function startDatabase(): Promise<{ uri: string; stop(): Promise<void> }> {
  const dbName = `lessonloom_test_${randomBytes(6).toString('hex')}`;
  if (process.env.MONGODB_URI) {
    const u = new URL(process.env.MONGODB_URI);
    u.pathname = `/${dbName}`;
    return {
      uri: u.toString(),
      stop: async () => {
        await mongoose.connection.db?.dropDatabase().catch(() => undefined);
      },
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lessonloom-db-'));
  const mongo = await spawnEmbeddedMongo({ port: 0, dbPath: dir, ttlMonitorIntervalMs: 200, maxRestarts: 0 });
  return {
    uri: `${mongo.uri.replace(/\/$/, '')}/${dbName}`,
    stop: async () => {
      await mongo.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** For a test file that needs only mongoose (no app): a throw-away database, connected before its tests, gone after. */
export function useTestDatabase(): void {
  let db: Awaited<ReturnType<typeof startDatabase>>;
  beforeAll(async () => {
    db = await startDatabase();
    await mongoose.connect(db.uri, { serverSelectionTimeoutMS: 5000 });
  });
  afterAll(async () => {
    await mongoose.disconnect();
    await db.stop();
  });
}

/** Builds the app with test-friendly deps; `overrides` swap any dependency (e.g. a gateway on a fake server). */
export async function startTestApp(overrides: Partial<AppDeps> = {}, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const db = await startDatabase();
  // the production pool bounds (db/db.pool.ts), so every integration test runs within them
  await mongoose.connect(db.uri, { serverSelectionTimeoutMS: 5000, ...poolOptions(db.uri) });
  await Promise.all(Object.values(mongoose.models).map((m) => m.init()));
  const config: AppConfig = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Every test signs its users up from one loopback address; the signup cap has its own tests.
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    PUBLIC_URL: 'http://lessonloom.test',
    ...env,
  });
  const logger = createLogger(process.env.TEST_LOG === '1' ? 'debug' : 'silent');
  const deps: AppDeps = {
    config,
    logger,
    billing: createLocalBillingGateway(),
    publicBaseUrl: () => linkOrigin(config, config.port),
    pingDatabase: async () => {
      await mongoose.connection.db!.admin().command({ ping: 1 });
    },
    databaseAvailable: () => true,
    content: createContentEngine(createOfflineProvider({ offThread: true }), { read: readUploadOffThread }),
    // Lazy: Chromium starts only if a test renders a diagram; close() below shuts it down.
    rasterizer: createDiagramRasterizer({ chromiumPath: config.chromiumPath }),
    copies: createCopyFollower(() => deps),
    bank: questionKeeper(),
    newSeed: () => TEST_SEED,
    ...overrides,
  };
  const app = createApp(deps);
  return {
    deps,
    http: request(app.callback()),
    server: null,
    close: async () => {
      // copies still following an edit finish before the database goes
      await deps.copies.settle();
      await deps.rasterizer.close();
      await stopLanguageThread();
      await stopOcr();
      if (process.env.MONGODB_URI) await db.stop();
      await mongoose.disconnect();
      if (!process.env.MONGODB_URI) await db.stop();
    },
  };
}

/** Signs up a user through the API and returns its bearer token. */
export async function signupUser(
  t: TestApp,
  email = `t${randomBytes(4).toString('hex')}@school.test`,
  password = 'correct horse',
) {
  const res = await t.http.post('/api/auth/signup').field('email', email).field('password', password);
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password, token: res.body.token as string, auth: `Bearer ${res.body.token}` };
}
