// Runs the CLI in a child process from freshly compiled sources (dist/ may be stale while
// developing), so crash tests exercise exactly the code under test.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { transformFileSync } from '@swc/core';

const SRC = join(__dirname, '..', '..');
const NODE_MODULES = join(SRC, '..', '..', '..', 'node_modules');
let built: string | null = null;

function* sources(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) {
      if (e.name !== '__tests__') yield* sources(join(dir, e.name));
    } else if (e.name.endsWith('.ts')) yield join(dir, e.name);
  }
}

export function compiledCli(): string {
  if (built) return built;
  const out = mkdtempSync(join(tmpdir(), 'embedded-mongo-cli-'));
  for (const file of sources(SRC)) {
    const { code } = transformFileSync(file, {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    const target = join(out, relative(SRC, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, code);
  }
  built = join(out, 'cli.js');
  return built;
}

export interface CliServer {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

export function startCli(dbPath: string, extra: string[] = []): Promise<CliServer> {
  const child = spawn(process.execPath, [compiledCli(), '--port', '0', '--dbpath', dbPath, ...extra], {
    env: { ...process.env, NODE_PATH: NODE_MODULES },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return new Promise((ok, fail) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /Waiting for connections on [^:\s]+:(\d+)/.exec(out);
      if (m) ok({ child, port: Number(m[1]), output: () => out, exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    exited.then((code) => fail(new Error(`CLI exited (${code}) before listening:\n${out}`)));
  });
}
