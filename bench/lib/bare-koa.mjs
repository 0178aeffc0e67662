// The reference for the read benchmarks: a bare Koa app answering a 20-item JSON list, in its own
// process like the BFF. Prints "listening <port>" once it accepts connections.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const Koa = require('koa');

const items = Array.from({ length: 20 }, (_, i) => ({
  id: `65f0c0ffee00000000000${String(i).padStart(3, '0')}`,
  kind: 'worksheet',
  source_filename: `Topic number ${i}`,
  created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
}));
const app = new Koa();
app.use((ctx) => {
  ctx.body = items;
});
const server = app.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  process.stdout.write(`listening ${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
