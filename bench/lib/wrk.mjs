// Runs wrk (a C load generator: it costs far less CPU than a Node client would) and parses its
// --latency report into requests/s, p50/p99 and error counts.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MS = { us: 0.001, ms: 1, s: 1000, m: 60000 };
const toMs = (v, unit) => Number(v) * MS[unit];

export function parseWrk(out) {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  if (!rps) throw new Error(`wrk output not understood:\n${out}`);
  const lat = (p) => {
    const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s|m)\\b`).exec(out);
    return m ? toMs(m[1], m[2]) : NaN;
  };
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
  return { rps: Number(rps[1]), p50: lat(50), p99: lat(99), requests, errors: non2xx + socketErrors };
}

const ROTATE = fileURLToPath(new URL('./rotate-authorization.lua', import.meta.url));

/** One wrk run; `headers` are sent with every request; `authorizations` (a list) are sent one per request in turn. */
export function wrk(url, { connections = 64, threads = 2, seconds = 3, headers = {}, authorizations } = {}) {
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--latency', '--timeout', '5s'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  if (authorizations) args.push('-s', ROTATE, url, '--', ...authorizations);
  else args.push(url);
  return new Promise((ok, fail) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? ok(parseWrk(out)) : fail(new Error(`wrk exited ${code}: ${out}`))));
  });
}

/** Sums several runs of one target: requests/s over all of them, the worst p99, the median p50. */
export function combine(runs) {
  const total = runs.reduce((a, r) => a + r.requests, 0);
  const rps = runs.reduce((a, r) => a + r.rps, 0) / runs.length;
  const p50s = runs.map((r) => r.p50).sort((a, b) => a - b);
  return {
    rps,
    requests: total,
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((a, r) => a + r.errors, 0),
  };
}
