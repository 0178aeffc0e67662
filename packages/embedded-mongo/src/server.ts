// startEmbeddedMongo: load the data directory, listen, serve; stop() flushes and snapshots.
import { createServer, type Socket } from 'node:net';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveConnection } from './connection';
import { CursorManager } from './engine/cursors';
import { Store } from './engine/store';
import { lockDataDir } from './storage/dir-lock';
import { Persistence } from './storage/persistence';
import { sweepExpired } from './ttl';

export interface EmbeddedMongoOptions {
  /** TCP port; 0 picks a free one. Default 27017. */
  port?: number;
  dbPath: string;
  /** Interface to bind. Default 127.0.0.1. */
  host?: string;
  /** How often the journal is fsynced (mongod: 100 ms). */
  journalCommitIntervalMs?: number;
  /** How often expired TTL documents are deleted (mongod: 60 s). */
  ttlMonitorIntervalMs?: number;
  /** Idle time after which an open cursor is discarded (mongod: 10 min). */
  cursorTimeoutMs?: number;
  /** Journal size that triggers a snapshot + fresh journal. */
  compactBytes?: number;
  logger?: (line: string) => void;
}

export interface EmbeddedMongo {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

let connectionCounter = 0;

export async function startEmbeddedMongo(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const log = options.logger ?? (() => {});
  const host = options.host ?? '127.0.0.1';
  const started = Date.now();
  const store = new Store();
  const dbPath = resolve(options.dbPath);
  mkdirSync(dbPath, { recursive: true });
  const lock = await lockDataDir(dbPath);
  let persistence: Persistence;
  try {
    persistence = Persistence.open(dbPath, store, {
      commitIntervalMs: options.journalCommitIntervalMs ?? 100,
      compactBytes: options.compactBytes ?? 64 * 2 ** 20,
      log,
    });
  } catch (e) {
    await lock.release();
    throw e;
  }
  const cursors = new CursorManager(options.cursorTimeoutMs ?? 600_000);
  const sockets = new Set<Socket>();
  const info = { startedAt: new Date(), port: 0, host };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serveConnection(socket, ++connectionCounter, { store, cursors, server: info }, log);
  });
  try {
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(options.port ?? 27017, host, () => ok());
    });
  } catch (e) {
    cursors.close();
    persistence.close(false);
    await lock.release();
    throw e;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  info.port = port;
  const ttl = setInterval(() => {
    const n = sweepExpired(store);
    if (n) log(`TTL monitor deleted ${n} expired documents`);
  }, options.ttlMonitorIntervalMs ?? 60_000);
  ttl.unref();
  log(`loaded ${options.dbPath} in ${Date.now() - started} ms`);
  log(`Waiting for connections on ${host}:${port}`);

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= new Promise<void>((done) => {
      clearInterval(ttl);
      server.close(() => done());
      for (const s of sockets) s.destroy();
    }).then(async () => {
      cursors.close();
      persistence.close(true);
      await lock.release();
      log('shut down cleanly');
    }));

  const uriHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return { uri: `mongodb://${uriHost}:${port}`, port, stop };
}
