// `embedded-mongo --port P --dbpath DIR`: runs in the foreground like mongod and prints
// "Waiting for connections" once it accepts them. SIGTERM/SIGINT flush and stop cleanly.
import { dump, restore } from './backup';
import { startEmbeddedMongo } from './server';

const HELP = `Usage: embedded-mongo [options]
       embedded-mongo dump    (--dbpath <dir> | --uri <mongodb://...>) --out <folder>
       embedded-mongo restore (--dbpath <dir> | --uri <mongodb://...>) --dir <folder> [--drop]

A MongoDB-wire-compatible server for development and CI (no mongod needed).

Options:
  --port <n>                  TCP port to listen on (default 27017; 0 = any free port)
  --dbpath <dir>              data directory (default ./data/db); created if missing
  --bind_ip <host>            interface to bind (default 127.0.0.1; 0.0.0.0 for all)
  --journalCommitInterval <ms>  journal fsync interval (default 100, as mongod)
  --ttlMonitorInterval <ms>   TTL sweep interval (default 60000, as mongod)
  --quiet                     log only start and stop lines
  -h, --help                  show this help

dump writes mongodump's folder layout (<db>/<collection>.bson + .metadata.json), which mongorestore
reads. With --uri it reads a running store at one instant (writes go on meanwhile); with --dbpath it
opens a stopped data directory. restore inserts a dump into a running server (--uri, embedded or
MongoDB) or a stopped data directory (--dbpath); --drop empties each collection first.
`;

function parse(argv: string[]): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-h' || a === '--help') out.help = true;
    else if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      if (eq > 0) out[a.slice(2, eq)] = a.slice(eq + 1);
      else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) out[a.slice(2)] = argv[++i];
      else out[a.slice(2)] = true;
    } else throw new Error(`unexpected argument: ${a}`);
  }
  return out;
}

function int(v: string | true | undefined, name: string, fallback: number): number {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} needs a non-negative integer`);
  return n;
}

async function backupCommand(name: 'dump' | 'restore', args: Record<string, string | true>): Promise<void> {
  const target = {
    uri: typeof args.uri === 'string' ? args.uri : undefined,
    dbPath: typeof args.dbpath === 'string' ? args.dbpath : undefined,
  };
  const folder = name === 'dump' ? args.out : args.dir;
  if (typeof folder !== 'string' || (!target.uri && !target.dbPath)) {
    process.stderr.write(
      `embedded-mongo ${name}: needs --uri or --dbpath, and ${name === 'dump' ? '--out' : '--dir'} <folder>\n\n${HELP}`,
    );
    process.exit(2);
  }
  const started = Date.now();
  const summary =
    name === 'dump' ? await dump(target, folder) : await restore(target, folder, { drop: args.drop === true });
  const docs = summary.collections.reduce((n, c) => n + c.documents, 0);
  for (const c of summary.collections) process.stdout.write(`${c.ns}: ${c.documents} documents\n`);
  process.stdout.write(
    `${name === 'dump' ? 'dumped' : 'restored'} ${summary.collections.length} collections, ${docs} documents in ${Date.now() - started} ms\n`,
  );
}

export async function main(argv = process.argv.slice(2)): Promise<void> {
  let args: Record<string, string | true>;
  const sub = argv[0] === 'dump' || argv[0] === 'restore' ? argv[0] : null;
  if (sub) argv = argv.slice(1);
  try {
    args = parse(argv);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n\n${HELP}`);
    process.exit(2);
  }
  if (args.help) {
    process.stdout.write(HELP);
    return;
  }
  if (sub) return backupCommand(sub, args);
  const quiet = args.quiet === true;
  const log = (line: string) => process.stdout.write(`${new Date().toISOString()} ${line}\n`);
  const server = await startEmbeddedMongo({
    port: int(args.port, 'port', 27017),
    dbPath: typeof args.dbpath === 'string' ? args.dbpath : './data/db',
    host: typeof args.bind_ip === 'string' ? args.bind_ip : '127.0.0.1',
    journalCommitIntervalMs: int(args.journalCommitInterval, 'journalCommitInterval', 100),
    ttlMonitorIntervalMs: int(args.ttlMonitorInterval, 'ttlMonitorInterval', 60_000),
    logger: (line) => (!quiet || /Waiting for connections|shut down/.test(line)) && log(line),
  });
  const shutdown = (signal: string) => {
    log(`received ${signal}, shutting down`);
    server.stop().then(
      () => process.exit(0),
      (e) => {
        log(`shutdown failed: ${(e as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  // Forked by spawnEmbeddedMongo: say where we listen, and stop cleanly when the parent goes away
  // (exit, crash or kill -9 all close the IPC channel), so the data directory is never left held.
  if (process.send) {
    // our output is a pipe to the parent: once it is gone, writes fail and must not stop the clean shutdown
    process.stdout.on('error', () => {});
    process.stderr.on('error', () => {});
    process.once('disconnect', () => shutdown('parent gone'));
    process.send({ type: 'ready', port: server.port, uri: server.uri });
  }
}

if (require.main === module) {
  main().catch((e) => {
    process.stderr.write(`embedded-mongo: ${(e as Error).message}\n`);
    process.exit(1);
  });
}
