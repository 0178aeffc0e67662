// The data directory's lock, held by the operating system as mongod's is: the store listens on a
// Unix socket inside the directory for as long as it runs. The kernel refuses a second bind while
// the socket is live, and a socket file left by a process that died (kill -9, crash, container
// restart) refuses connections, which marks it stale: it is removed and taken over. No process id
// is ever compared, so a reused PID, a zombie or an old lock file can never keep the store down.
import { createConnection, createServer, type Server } from 'node:net';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_SOCKET = 'embedded-mongo.sock';
/** The lock file of earlier versions (a PID): ignored and removed, never trusted. */
const LEGACY_LOCK_FILE = 'embedded-mongo.lock';
// sun_path is 108 bytes on Linux, 104 on macOS, including the terminating NUL
const MAX_SOCKET_PATH = 103;

const held = new Set<string>();

export interface DirLock {
  release(): Promise<void>;
}

export class DirLockedError extends Error {
  constructor(dir: string, sameProcess = false) {
    super(
      sameProcess
        ? `dbPath ${dir} is already in use by this process`
        : `dbPath ${dir} is in use by another running embedded-mongo (its lock socket ${LOCK_SOCKET} accepts connections)`,
    );
  }
}

function listen(path: string): Promise<Server> {
  return new Promise((ok, fail) => {
    // A probe only needs the connection to be accepted; it hangs up at once, which must not matter here.
    const server = createServer((socket) => {
      socket.on('error', () => {});
      socket.destroy();
    });
    server.once('error', fail);
    server.listen(path, () => {
      server.off('error', fail);
      ok(server);
    });
  });
}

/** True when something accepts connections on the socket; false when the file is dead (or gone). */
export function socketIsLive(path: string): Promise<boolean> {
  return new Promise((ok) => {
    const c = createConnection(path);
    c.once('connect', () => {
      c.destroy();
      ok(true);
    });
    c.once('error', () => ok(false));
  });
}

export async function lockDataDir(dir: string): Promise<DirLock> {
  if (held.has(dir)) throw new DirLockedError(dir, true);
  const path = join(dir, LOCK_SOCKET);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH)
    throw new Error(
      `dbPath ${dir} is too long for its lock socket (${path} must be at most ${MAX_SOCKET_PATH} bytes): use a shorter path`,
    );
  held.add(dir);
  try {
    let server: Server | undefined;
    for (let attempt = 0; !server; attempt++) {
      try {
        server = await listen(path);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 3) throw e;
        if (await socketIsLive(path)) throw new DirLockedError(dir);
        rmSync(path, { force: true }); // stale: its process is gone
      }
    }
    if (existsSync(join(dir, LEGACY_LOCK_FILE))) rmSync(join(dir, LEGACY_LOCK_FILE), { force: true });
    const s = server;
    // the lock must not keep a process alive that has nothing else to do
    s.unref();
    let released: Promise<void> | null = null;
    return {
      release: () =>
        (released ??= new Promise<void>((done) => s.close(() => done())).then(() => {
          held.delete(dir);
        })),
    };
  } catch (e) {
    held.delete(dir);
    throw e;
  }
}
