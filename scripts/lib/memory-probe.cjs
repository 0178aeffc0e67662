// Preloaded into the BFF by `npm run soak` (node --require): every thread of the process (the main
// thread and each worker thread) appends its V8 memory breakdown to MEMORY_PROBE_FILE every few seconds,
// one JSON line each, so the soak can tell a JavaScript leak (heapUsed keeps rising) from native memory
// (RSS rising while every heap stays flat). A diagnostic of the benchmark only; never loaded by `npm start`.
const { appendFileSync } = require('node:fs');
const { isMainThread, threadId } = require('node:worker_threads');

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  const mb = (n) => Math.round((n / 2 ** 20) * 10) / 10;
  const write = () => {
    const m = process.memoryUsage();
    const line = {
      t: Date.now(),
      pid: process.pid,
      thread: isMainThread ? 'main' : `worker-${threadId}`,
      heapUsed: mb(m.heapUsed),
      heapTotal: mb(m.heapTotal),
      external: mb(m.external),
      arrayBuffers: mb(m.arrayBuffers),
    };
    // rss is the whole process's: only the main thread reports it
    if (isMainThread) line.rss = mb(m.rss);
    try {
      appendFileSync(file, JSON.stringify(line) + '\n');
    } catch {
      // the soak's directory may already be gone while the process shuts down
    }
  };
  setInterval(write, Number(process.env.MEMORY_PROBE_MS ?? 5000)).unref();
}
