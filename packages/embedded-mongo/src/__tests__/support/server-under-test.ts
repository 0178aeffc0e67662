// "The server under test": a fresh embedded server per test file, or the real MongoDB named by
// MONGODB_URI, so the same compatibility tests can be run against both and compared.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Collection, type Db } from 'mongodb';

// Tests use numbers and strings as _id freely, as applications may.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDoc = any;
import { startEmbeddedMongo, type EmbeddedMongoOptions } from '../../index';

export interface ServerUnderTest {
  uri: string;
  host: string;
  port: number;
  /** A database name unique to this test file, dropped at the end. */
  dbName: string;
  client: MongoClient;
  db: Db;
  embedded: boolean;
  coll(name: string): Collection<AnyDoc>;
  stop(): Promise<void>;
}

export const realServerUri = process.env.MONGODB_URI;

let counter = 0;

export async function startServerUnderTest(
  label: string,
  options: Partial<EmbeddedMongoOptions> = {},
): Promise<ServerUnderTest> {
  const dbName = `compat_${label}_${process.pid}_${++counter}`;
  let uri: string;
  let stopServer = async () => {};
  if (realServerUri) {
    uri = realServerUri;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-test-'));
    const server = await startEmbeddedMongo({ port: 0, dbPath: dir, ...options });
    uri = server.uri;
    stopServer = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const client = await new MongoClient(uri, { serverSelectionTimeoutMS: 5000 }).connect();
  const db = client.db(dbName);
  const url = new URL(uri.replace(/^mongodb(\+srv)?:/, 'http:'));
  return {
    uri,
    host: url.hostname,
    port: Number(url.port || 27017),
    dbName,
    client,
    db,
    embedded: !realServerUri,
    coll: (name) => db.collection<AnyDoc>(name),
    async stop() {
      await db.dropDatabase().catch(() => undefined);
      await client.close();
      await stopServer();
    },
  };
}

/** Finds a stage in an explain plan tree (IXSCAN, COLLSCAN, IDHACK ...). */
export function planStages(
  plan: unknown,
  out: { stage: string; indexName?: string }[] = [],
): { stage: string; indexName?: string }[] {
  if (plan && typeof plan === 'object') {
    const p = plan as Record<string, unknown>;
    if (typeof p.stage === 'string') out.push({ stage: p.stage, indexName: p.indexName as string | undefined });
    for (const v of Object.values(p)) planStages(v, out);
  }
  return out;
}
