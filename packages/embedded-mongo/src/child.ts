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
  /** Called when a restarted store accepts connections again (not at the first start). */
  onReady?: (info: { pid: number }) => void;
  /** Called once when the store cannot be brought back: the application must stop. */
  onGiveUp?: (err: Error) => void;
  /**
   * Unexpected exits tolerated within restartWindowMs before giving up (default 3 in 60 s: the fourth
   * death within a minute gives up). A store that dies while a restart is starting counts too.
   */
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
/** Added before each further restart within the window (0, 250, 500 ms …). */
const RESTART_BACKOFF_MS = 250;

/** A start that failed: the store died (or could not be forked) before it accepted connections. */
class StartFailure extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly signal: NodeJS.Signals | null,
  ) {
    super(message);
  }
}

function launch(
  opts: StoreProcessOptions,
  port: number,
  onSpawn: (child: ChildProcess) => void = () => {},
): Promise<{ child: ChildProcess; port: number }> {
  const args = ['--port', String(port), '--dbpath', opts.dbPath, '--bind_ip', opts.host ?? '127.0.0.1'];
  if (opts.ttlMonitorIntervalMs !== undefined) args.push('--ttlMonitorInterval', String(opts.ttlMonitorIntervalMs));
  if (opts.journalCommitIntervalMs !== undefined)
    args.push('--journalCommitInterval', String(opts.journalCommitIntervalMs));
  const child = fork(opts.cliPath ?? DEFAULT_CLI, args, {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    execArgv: [],
    env: opts.env ?? process.env,
  });
  onSpawn(child);
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
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      fail(
        new StartFailure(
          `the embedded store exited (${signal ?? code}) before accepting connections:\n${recent.join('\n')}`,
          code,
          signal,
        ),
      );
    child.once('exit', onExit);
    child.once('error', (e) =>
      fail(new StartFailure(`the embedded store could not be started: ${e.message}`, null, null)),
    );
    child.on('message', (m: { type?: string; port?: number }) => {
      if (m?.type !== 'ready' || typeof m.port !== 'number') return;
      child.off('exit', onExit);
      ok({ child, port: m.port });
    });
  });
}

/**
 * Starts the store and keeps it running. Every unexpected death counts — one while serving and one
 * while a restart is still starting alike — and the store is started again on the same port until
 * more than `maxRestarts` deaths fall within `restartWindowMs`; then `onGiveUp` is called once.
 */
export async function spawnEmbeddedMongo(opts: StoreProcessOptions): Promise<StoreProcess> {
  const maxRestarts = opts.maxRestarts ?? 3;
  const windowMs = opts.restartWindowMs ?? 60_000;
  const first = await launch(opts, opts.port ?? 27017);
  const port = first.port;
  let child = first.child;
  let stopping: Promise<void> | null = null;
  let gaveUp = false;
  const deaths: number[] = [];

  const died = (code: number | null, signal: NodeJS.Signals | null, cause?: Error) => {
    if (stopping || gaveUp) return;
    const now = Date.now();
    deaths.push(now);
    while (deaths.length && deaths[0] <= now - windowMs) deaths.shift();
    const restarting = deaths.length <= maxRestarts;
    opts.onExit?.({ code, signal, restarting });
    if (!restarting) {
      gaveUp = true;
      const last = signal ?? `exit code ${code}`;
      opts.onGiveUp?.(
        new Error(
          `the embedded store stopped ${deaths.length} times within ${windowMs / 1000} s (last: ${last})` +
            (cause ? `: ${cause.message}` : ''),
          cause ? { cause } : undefined,
        ),
      );
      return;
    }
    // A store that dies again at once is given a moment more each time, so a crash loop does not spin.
    const delay = RESTART_BACKOFF_MS * (deaths.length - 1);
    setTimeout(restart, delay);
  };

  const restart = () => {
    if (stopping) return;
    launch(opts, port, (starting) => (child = starting)).then(
      (next) => {
        if (stopping) {
          next.child.kill('SIGTERM');
          return;
        }
        child = next.child;
        watch(child);
        opts.onReady?.({ pid: child.pid! });
      },
      (err: StartFailure) => died(err.code, err.signal, err),
    );
  };

  const watch = (c: ChildProcess) => c.once('exit', (code, signal) => died(code, signal));
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
