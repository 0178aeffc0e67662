// The embedded store as its CLI in a child process (as `npx embedded-mongo` runs it), for the benches that
// measure it: started on a free port, with its start time, CPU and memory read from /proc.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CLI = join(root, 'packages/embedded-mongo/bin/embedded-mongo.js');

/** user+system CPU the process has used so far (clock ticks are 10 ms on Linux). */
export const cpuMs = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
export const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Starts the store on `dbPath`; resolves once it accepts connections. */
export function startServer(dbPath) {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, '--port', '0', '--dbpath', dbPath, '--quiet'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((r) => child.on('exit', (code) => r(code)));
  return new Promise((ok, fail) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /Waiting for connections on [^:\s]+:(\d+)/.exec(out);
      if (m) ok({ child, port: Number(m[1]), readyMs: performance.now() - started, cpuMs: cpuMs(child.pid), exited });
    });
    exited.then((code) => fail(new Error(`server exited (${code}): ${out}`)));
  });
}
