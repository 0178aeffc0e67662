// dump / restore in mongodump's directory layout: <out>/<db>/<collection>.bson (the documents, one
// BSON document after another) and <collection>.metadata.json (options and indexes), which
// `mongorestore` reads as it is, so moving to a real MongoDB is `mongorestore --uri ... <out>`.
// Both work against a running store (over the wire: dump through one point-in-time cursor) or a
// stopped data directory (opened here, with its lock held, so no store can start meanwhile).
import { createWriteStream, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { deserialize, EJSON, serialize, type Document } from 'bson';
import type { MongoClient as Client } from 'mongodb';
import { startEmbeddedMongo } from './server';
import { DirLockedError } from './storage/dir-lock';

export interface BackupTarget {
  /** A running server (embedded or MongoDB for restore). */
  uri?: string;
  /** A data directory no store is using. */
  dbPath?: string;
}

export interface DumpSummary {
  collections: { ns: string; documents: number }[];
}

const RAW = { promoteValues: false, promoteLongs: false, promoteBuffers: false, bsonRegExp: true } as const;

async function connect<T>(target: BackupTarget, fn: (client: Client) => Promise<T>): Promise<T> {
  if (!target.uri && !target.dbPath) throw new Error('give --uri of a running store or --dbpath of a stopped one');
  const { MongoClient } = await import('mongodb');
  const server = target.uri
    ? null
    : await startEmbeddedMongo({ port: 0, dbPath: target.dbPath! }).catch((e: Error) => {
        if (e instanceof DirLockedError)
          throw new Error(
            `${e.message}: back up a running store through it, with --uri mongodb://127.0.0.1:<its port>`,
          );
        throw e;
      });
  const client = await new MongoClient(target.uri ?? server!.uri, { serverSelectionTimeoutMS: 10_000 }).connect();
  try {
    return await fn(client);
  } finally {
    await client.close();
    await server?.stop();
  }
}

const safe = (name: string) => {
  if (!name || name.includes('/') || name.includes('\0') || name === '.' || name === '..')
    throw new Error(`cannot dump a collection named ${JSON.stringify(name)}`);
  return name;
};

export async function dump(target: BackupTarget, out: string): Promise<DumpSummary> {
  return connect(target, async (client) => {
    const cursor = client.db('admin').runCursorCommand({ embeddedDump: 1, cursor: { batchSize: 1000 } }, RAW);
    const summary: DumpSummary = { collections: [] };
    let file: ReturnType<typeof createWriteStream> | null = null;
    let current: { ns: string; documents: number } | null = null;
    const finish = async () => {
      if (file) {
        file.end();
        await once(file, 'close');
      }
      file = null;
    };
    for await (const item of cursor) {
      const ns = String(item.ns);
      if (item.doc === undefined) {
        await finish();
        const dot = ns.indexOf('.');
        const [db, coll] = [safe(ns.slice(0, dot)), safe(ns.slice(dot + 1))];
        mkdirSync(join(out, db), { recursive: true });
        const indexes = item.indexes as Document[]; // indexSpecs() lists _id_ first, as listIndexes does
        writeFileSync(
          join(out, db, `${coll}.metadata.json`),
          EJSON.stringify(
            { options: item.options ?? {}, indexes, collectionName: coll, type: 'collection' },
            { relaxed: false },
          ),
        );
        file = createWriteStream(join(out, db, `${coll}.bson`));
        current = { ns, documents: 0 };
        summary.collections.push(current);
        continue;
      }
      if (!file!.write(serialize(item.doc as Document))) await once(file!, 'drain');
      current!.documents++;
    }
    await finish();
    return summary;
  });
}

/** The documents of a .bson dump file, as the bytes they were written with. */
export function* bsonDocuments(buf: Buffer): Generator<Buffer> {
  for (let at = 0; at < buf.length;) {
    const size = buf.readInt32LE(at);
    if (size < 5 || at + size > buf.length) throw new Error(`truncated BSON document at byte ${at}`);
    yield buf.subarray(at, at + size);
    at += size;
  }
}

export interface RestoreOptions {
  /** Drop each collection before restoring it (mongorestore --drop). */
  drop?: boolean;
}

export async function restore(target: BackupTarget, dir: string, opts: RestoreOptions = {}): Promise<DumpSummary> {
  return connect(target, async (client) => {
    const summary: DumpSummary = { collections: [] };
    for (const db of readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)) {
      for (const f of readdirSync(join(dir, db)).filter((n) => n.endsWith('.bson'))) {
        const name = f.slice(0, -'.bson'.length);
        const metaPath = join(dir, db, `${name}.metadata.json`);
        const meta = (() => {
          try {
            return EJSON.parse(readFileSync(metaPath, 'utf8'), { relaxed: false }) as Document;
          } catch {
            return {} as Document;
          }
        })();
        const database = client.db(db);
        if (opts.drop)
          await database
            .collection(name)
            .drop()
            .catch(() => undefined);
        const exists = (await database.listCollections({ name }).toArray()).length > 0;
        if (!exists) await database.createCollection(name, (meta.options as Document) ?? {});
        const indexes = ((meta.indexes as Document[]) ?? []).filter((ix) => ix.name !== '_id_');
        if (indexes.length)
          await database.command({ createIndexes: name, indexes: indexes.map(({ v: _v, ns: _ns, ...spec }) => spec) });
        const coll = database.collection(name);
        let batch: Document[] = [];
        let documents = 0;
        for (const raw of bsonDocuments(readFileSync(join(dir, db, f)))) {
          batch.push(deserialize(raw, RAW));
          if (batch.length === 1000) {
            await coll.insertMany(batch, { ordered: true });
            documents += batch.length;
            batch = [];
          }
        }
        if (batch.length) await coll.insertMany(batch, { ordered: true });
        documents += batch.length;
        summary.collections.push({ ns: `${db}.${name}`, documents });
      }
    }
    return summary;
  });
}
