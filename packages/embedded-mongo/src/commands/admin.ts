// Handshake and server-level commands, shaped like a standalone mongod 7.0 answers them.
import { Long, type Document } from 'bson';
import { MAX_BSON_BYTES, MAX_MESSAGE_BYTES } from '../wire/messages';
import type { CommandContext, Handler } from './context';

export const SERVER_VERSION = '7.0.0';
// 7.0's wire version: inside what mongodb 6/7 drivers accept (9..29 for driver 7).
export const MAX_WIRE_VERSION = 21;

function hello(cmd: Document, ctx: CommandContext): Document {
  // No topologyVersion: that would promise streaming (moreToCome) heartbeats, which we do not send.
  const reply: Document = {
    isWritablePrimary: true,
    maxBsonObjectSize: MAX_BSON_BYTES,
    maxMessageSizeBytes: MAX_MESSAGE_BYTES,
    maxWriteBatchSize: 100000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
  if (cmd.helloOk === true) reply.helloOk = true;
  if (!('hello' in cmd)) {
    delete reply.isWritablePrimary;
    return { ismaster: true, ...reply };
  }
  return reply;
}

function buildInfo(): Document {
  return {
    version: SERVER_VERSION,
    gitVersion: 'embedded-mongo',
    versionArray: [7, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_BYTES,
    storageEngines: ['embedded-journal'],
    modules: [],
    ok: 1,
  };
}

function listDatabases(cmd: Document, ctx: CommandContext): Document {
  const databases = [...ctx.store.dbs.entries()].map(([name, colls]) => {
    let size = 0;
    for (const c of colls.values()) for (const r of c.records.values()) size += r.raw.length;
    return { name, sizeOnDisk: size, empty: size === 0 };
  });
  if (cmd.nameOnly) return { databases: databases.map((d) => ({ name: d.name })), ok: 1 };
  return { databases, totalSize: databases.reduce((n, d) => n + d.sizeOnDisk, 0), totalSizeMb: 0, ok: 1 };
}

function serverStatus(_cmd: Document, ctx: CommandContext): Document {
  const mem = process.memoryUsage();
  return {
    host: `${ctx.server.host}:${ctx.server.port}`,
    version: SERVER_VERSION,
    process: 'embedded-mongo',
    pid: Long.fromNumber(process.pid),
    uptime: (Date.now() - ctx.server.startedAt.getTime()) / 1000,
    localTime: new Date(),
    mem: { bits: 64, resident: Math.round(mem.rss / 2 ** 20), virtual: 0 },
    metrics: { cursor: { open: { total: ctx.cursors.count } } },
    ok: 1,
  };
}

const ok: Handler = () => ({ ok: 1 });

export const adminCommands: Record<string, Handler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: ok,
  buildInfo,
  buildinfo: buildInfo,
  endSessions: ok,
  killAllSessions: ok,
  killSessions: ok,
  refreshSessions: ok,
  listDatabases,
  serverStatus,
  whatsmyuri: (_c, ctx) => ({ you: `127.0.0.1:${ctx.connectionId}`, ok: 1 }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  getParameter: (cmd) =>
    cmd.featureCompatibilityVersion ? { featureCompatibilityVersion: { version: '7.0' }, ok: 1 } : { ok: 1 },
  getCmdLineOpts: () => ({ argv: process.argv.slice(1), parsed: {}, ok: 1 }),
  hostInfo: () => ({
    system: { currentTime: new Date(), hostname: 'localhost' },
    os: { type: process.platform },
    ok: 1,
  }),
  getLog: () => ({ totalLinesWritten: 0, log: [], ok: 1 }),
  getFreeMonitoringStatus: () => ({ state: 'disabled', ok: 1 }),
};
