// How the embedded store's memory grows with the files it holds (uploads and generated files live in
// GridFS) and how long a restart takes with them: the figures behind the storage quotas and the advice to
// move to MongoDB (docs/embedded-mongo.md, "Memory and quotas"). The store runs as the CLI in a child
// process, as `npm start` runs it; 400 MB of incompressible files go in through the driver's GridFS bucket.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rssMb, startServer } from './lib/embedded-store.mjs';

const require = createRequire(import.meta.url);
const { MongoClient, GridFSBucket } = require('mongodb');
const FILE_MB = 10;
const STEPS_MB = [100, 200, 400];

async function put(bucket, i) {
  await new Promise((resolve, reject) => {
    const up = bucket.openUploadStream(`file-${i}.pdf`, { metadata: { owner: 'bench', role: 'upload' } });
    up.once('error', reject).once('finish', resolve);
    up.end(randomBytes(FILE_MB * 1024 * 1024));
  });
}

/** RSS once the store has settled (a compaction or GC after the last write shows as a lower figure). */
async function settledRss(pid) {
  await new Promise((r) => setTimeout(r, 3000));
  return Math.round(rssMb(pid));
}

async function stop(server) {
  server.child.kill('SIGTERM');
  await server.exited;
}

export default async function run() {
  const dbPath = mkdtempSync(join(tmpdir(), 'store-memory-bench-'));
  const rows = [];
  let server = await startServer(dbPath);
  try {
    let client = await new MongoClient(`mongodb://127.0.0.1:${server.port}`).connect();
    const empty = await settledRss(server.child.pid);
    rows.push({ metric: 'store RSS, empty', value: empty, unit: 'MB' });
    let stored = 0;
    let files = 0;
    let last = { mb: 0, rss: empty };
    for (const target of STEPS_MB) {
      const bucket = new GridFSBucket(client.db('bench'), { bucketName: 'files' });
      while (stored < target) {
        await put(bucket, files++);
        stored += FILE_MB;
      }
      const rss = await settledRss(server.child.pid);
      rows.push({ metric: `store RSS with ${target} MB of files`, value: rss, unit: 'MB' });
      rows.push({
        metric: `RSS added per MB of files (${last.mb}->${target} MB)`,
        value: (rss - last.rss) / (target - last.mb),
        unit: 'MB/MB',
      });
      last = { mb: target, rss };
    }
    await client.close();
    await stop(server);
    server = await startServer(dbPath);
    rows.push({ metric: `restart with ${stored} MB of files`, value: Math.round(server.readyMs), unit: 'ms' });
    client = await new MongoClient(`mongodb://127.0.0.1:${server.port}`).connect();
    await client.db('bench').collection('files.files').countDocuments();
    rows.push({
      metric: `store RSS after restart, ${stored} MB`,
      value: await settledRss(server.child.pid),
      unit: 'MB',
    });
    await client.close();
  } finally {
    await stop(server).catch(() => undefined);
    rmSync(dbPath, { recursive: true, force: true });
  }
  return {
    name: 'store-memory',
    rows,
    notes: [`${FILE_MB} MB files of random bytes through GridFS; RSS read 3 s after the last write`],
  };
}
