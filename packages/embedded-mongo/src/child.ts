// The store in its own process, as an application uses a real mongod: spawnEmbeddedMongo forks the
// CLI, waits until it accepts connections, restarts it on the same port if it dies, and gives up with
// a clear error when it keeps dying. The child stops by itself (cleanly, with a snapshot) when its
// parent goes away, so a crashed application never leaves a store holding the data directory.
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface StoreProcessOptions {
  dbPath: string;
  /** 0 picks a free port at the first start; restarts reuse the port it got. */
  port?: number;
  host?: string;
  ttlMonitorIntervalMs?: number;
  journalCommitIntervalMs?: number;
  /** Every line the store writes (stdout and stderr). */
  log?: (line: string) => void;
  /** Called when the store dies unexpectedly; `restarting` says whether another start is attempted. */
  onExit?: (info: { code: number | null; signal: NodeJS.Signals | null; restarting: boolean }) => void;
  /** Called once when the store cannot be brought back: the application must stop. */
  onGiveUp?: (err: Error) => void;
  /** Unexpected exits tolerated within restartWindowMs before giving up (default 3 in 60 s). */
  maxRestarts?: number;
  restartWindowMs?: number;
  /** The CLI module to fork (tests use freshly compiled sources). */
  cliPath?: string;
  /** The store process's environment (default: this process's). */
  env?: NodeJS.ProcessEnv;
}

export interface StoreProcess {
  uri: string;
  port: number;
  /** The current store process id (changes after a restart). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

const DEFAULT_CLI = join(__dirname, '..', 'bin', 'embedded-mongo.js');

function launch(opts: StoreProcessOptions, port: number): Promise<{ child: ChildProcess; port: number }> {
  const args = ['--port', String(port), '--dbpath', opts.dbPath, '--bind_ip', opts.host ?? '127.0.0.1'];
  if (opts.ttlMonitorIntervalMs !== undefined) args.push('--ttlMonitorInterval', String(opts.ttlMonitorIntervalMs));
  if (opts.journalCommitIntervalMs !== undefined)
    args.push('--journalCommitInterval', String(opts.journalCommitIntervalMs));
  const child = fork(opts.cliPath ?? DEFAULT_CLI, args, {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    execArgv: [],
    env: opts.env ?? process.env,
  });
  const recent: string[] = [];
  const onLines = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      recent.push(line);
      if (recent.length > 20) recent.shift();
      opts.log?.(line);
    }
  };
  child.stdout!.on('data', onLines);
  child.stderr!.on('data', onLines);
  return new Promise((ok, fail) => {
    const onExit = (code: number | null, signal: string | null) =>
      fail(
        new Error(`the embedded store exited (${signal ?? code}) before accepting connections:\n${recent.join('\n')}`),
      );
    child.once('exit', onExit);
    child.once('error', (e) => fail(e));
    child.on('message', (m: { type?: string; port?: number }) => {
      if (m?.type !== 'ready' || typeof m.port !== 'number') return;
      child.off('exit', onExit);
      ok({ child, port: m.port });
    });
  });
}

export async function spawnEmbeddedMongo(opts: StoreProcessOptions): Promise<StoreProcess> {
  const maxRestarts = opts.maxRestarts ?? 3;
  const windowMs = opts.restartWindowMs ?? 60_000;
  const first = await launch(opts, opts.port ?? 27017);
  const port = first.port;
  let child = first.child;
  let stopping: Promise<void> | null = null;
  const exits: number[] = [];

  const watch = (c: ChildProcess) =>
    c.once('exit', (code, signal) => {
      if (stopping) return;
      const now = Date.now();
      exits.push(now);
      while (exits.length && exits[0] < now - windowMs) exits.shift();
      const restarting = exits.length <= maxRestarts;
      opts.onExit?.({ code, signal, restarting });
      if (!restarting) {
        opts.onGiveUp?.(
          new Error(
            `the embedded store stopped ${exits.length} times within ${windowMs / 1000} s (last: ${signal ?? `exit code ${code}`})`,
          ),
        );
        return;
      }
      launch(opts, port).then(
        (next) => {
          if (stopping) {
            next.child.kill('SIGTERM');
            return;
          }
          child = next.child;
          watch(child);
        },
        (err: Error) => opts.onGiveUp?.(err),
      );
    });
  watch(child);

  const host = opts.host ?? '127.0.0.1';
  const uriHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    uri: `mongodb://${uriHost}:${port}`,
    port,
    pid: () => child.pid,
    stop: () =>
      (stopping ??= new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      })),
  };
}
