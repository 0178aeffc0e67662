// spawnEmbeddedMongo: the store in its own process, restarted when it dies, given up on when it keeps
// dying, and stopping by itself when its parent goes away.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { spawnEmbeddedMongo } from '../index';
import { LOCK_SOCKET, socketIsLive } from '../storage/dir-lock';
import { compiledCli } from './support/cli-process';
import { tempDirs } from './support/temp-dirs';

jest.setTimeout(60_000);
// the freshly compiled CLI lives in a temp folder: it finds bson and mingo through NODE_PATH
const env = { ...process.env, NODE_PATH: join(__dirname, '..', '..', '..', '..', 'node_modules') };

const tempDir = tempDirs('em-proc-');

const waitFor = async (what: string, check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('serves from another process, restarts on the same port after kill -9 and keeps acknowledged writes', async () => {
  const exits: { restarting: boolean }[] = [];
  const ready: number[] = [];
  const store = await spawnEmbeddedMongo({
    port: 0,
    dbPath: tempDir(),
    cliPath: compiledCli(),
    env,
    onExit: (e) => exits.push(e),
    onReady: ({ pid }) => ready.push(pid),
  });
  const first = store.pid()!;
  expect(first).not.toBe(process.pid);
  const client = await new MongoClient(store.uri, { serverSelectionTimeoutMS: 15_000 }).connect();
  const coll = client.db('d').collection('c');
  await coll.insertOne({ n: 1 });
  process.kill(first, 'SIGKILL');
  await waitFor('a new store process', () => store.pid() !== first && !!store.pid());
  // a forked store is not listening yet (on a loaded machine a write sent now meets a closed port twice);
  // once it says it is ready, the driver reconnects to the same address by itself
  await waitFor('the restarted store to accept connections', () => ready.length === 1);
  expect(ready).toEqual([store.pid()]);
  await coll.insertOne({ n: 2 });
  expect(await coll.countDocuments()).toBe(2);
  expect(exits).toEqual([expect.objectContaining({ restarting: true, signal: 'SIGKILL' })]);
  await client.close();
  await store.stop();
  expect(alive(store.pid()!)).toBe(false);
});

it('gives up, saying why, when the store keeps dying', async () => {
  let gaveUp: Error | undefined;
  const store = await spawnEmbeddedMongo({
    port: 0,
    dbPath: tempDir(),
    cliPath: compiledCli(),
    env,
    maxRestarts: 1,
    onGiveUp: (e) => (gaveUp = e),
  });
  for (let i = 0; i < 2; i++) {
    const pid = store.pid()!;
    process.kill(pid, 'SIGKILL');
    await waitFor('the store to die', () => !alive(pid));
    if (i === 0) await waitFor('a restart', () => store.pid() !== pid);
  }
  await waitFor('give-up', () => !!gaveUp);
  expect(gaveUp!.message).toMatch(/the embedded store stopped 2 times within 60 s/);
  await store.stop();
});

it('counts a death while a restart is starting as a death, restarts again, and gives up only at the fourth in a minute', async () => {
  const exits: { restarting: boolean }[] = [];
  const ready: number[] = [];
  let gaveUp: Error | undefined;
  const store = await spawnEmbeddedMongo({
    port: 0,
    dbPath: tempDir(),
    cliPath: compiledCli(),
    env,
    onExit: (e) => exits.push(e),
    onReady: ({ pid }) => ready.push(pid),
    onGiveUp: (e) => (gaveUp = e),
  });
  const client = await new MongoClient(store.uri, { serverSelectionTimeoutMS: 15_000 }).connect();
  await client.db('d').collection('c').insertOne({ n: 1 });
  // two deaths in quick succession: the second kills the restarted store before it accepts connections
  const first = store.pid()!;
  process.kill(first, 'SIGKILL');
  await waitFor('a restart to be forked', () => !!store.pid() && store.pid() !== first, 5_000);
  const starting = store.pid()!;
  expect(ready).toEqual([]);
  process.kill(starting, 'SIGKILL');
  await waitFor('a store that accepts connections again', () => ready.length === 1);
  expect(ready[0]).not.toBe(starting);
  expect(exits).toEqual([
    expect.objectContaining({ restarting: true, signal: 'SIGKILL' }),
    expect.objectContaining({ restarting: true, signal: 'SIGKILL' }),
  ]);
  expect(gaveUp).toBeUndefined();
  expect(await client.db('d').collection('c').countDocuments()).toBe(1);

  // a third death is still restarted; the fourth within the minute is given up on
  process.kill(store.pid()!, 'SIGKILL');
  await waitFor('the third restart', () => ready.length === 2);
  expect(gaveUp).toBeUndefined();
  process.kill(store.pid()!, 'SIGKILL');
  await waitFor('give-up', () => !!gaveUp);
  expect(gaveUp!.message).toMatch(/the embedded store stopped 4 times within 60 s/);
  expect(exits.map((e) => e.restarting)).toEqual([true, true, true, false]);
  await client.close();
  await store.stop();
});

it('stops cleanly when its parent is killed with -9, releasing the directory', async () => {
  const dir = tempDir();
  // a parent process that starts the store, reports its pid, then waits to be killed
  const cli = compiledCli();
  const childModule = join(cli, '..', 'child.js');
  const parent = spawn(
    process.execPath,
    [
      '-e',
      `require(${JSON.stringify(childModule)}).spawnEmbeddedMongo({ port: 0, dbPath: ${JSON.stringify(dir)}, cliPath: ${JSON.stringify(cli)} }).then((s) => console.log('store ' + s.pid()))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env },
  );
  let out = '';
  parent.stdout!.on('data', (d) => (out += d));
  await waitFor('the store to start', () => /store \d+/.test(out));
  const storePid = Number(/store (\d+)/.exec(out)![1]);
  expect(await socketIsLive(join(dir, LOCK_SOCKET))).toBe(true);
  parent.kill('SIGKILL');
  await waitFor('the orphaned store to stop', () => !alive(storePid));
  // a clean stop closes the lock socket, which removes its file (kill -9 would leave it behind)
  expect(existsSync(join(dir, LOCK_SOCKET))).toBe(false);
});
