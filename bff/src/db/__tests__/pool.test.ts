// The driver's connection pool is bounded (db/db.pool.ts): a burst of concurrent requests waits for one of
// MAX_POOL_SIZE connections instead of opening up to a hundred that are then kept for good.
import mongoose from 'mongoose';
import { startDatabase } from '../../testing/testing.app';
import { MAX_IDLE_MS, MAX_POOL_SIZE, poolOptions } from '../db.pool';

test('caps the pool and closes idle connections unless the URI says otherwise', () => {
  expect(poolOptions('mongodb://127.0.0.1:27017/lessonloom')).toEqual({
    maxPoolSize: MAX_POOL_SIZE,
    maxIdleTimeMS: MAX_IDLE_MS,
  });
  expect(poolOptions('mongodb://db.example/app?maxPoolSize=50')).toEqual({ maxIdleTimeMS: MAX_IDLE_MS });
  expect(poolOptions('mongodb+srv://db.example/app?retryWrites=true&maxidletimems=0&MAXPOOLSIZE=5')).toEqual({});
  expect(MAX_POOL_SIZE).toBeLessThan(100); // the driver's own default, which is what grew
});

describe('under a burst of concurrent queries', () => {
  let db: Awaited<ReturnType<typeof startDatabase>>;
  let conn: mongoose.Connection;
  beforeAll(async () => {
    db = await startDatabase();
    conn = mongoose.createConnection(db.uri, { serverSelectionTimeoutMS: 5000, ...poolOptions(db.uri) });
    await conn.asPromise();
  });
  afterAll(async () => {
    await conn.close();
    await db.stop();
  });

  test('never opens more than MAX_POOL_SIZE connections, and every query is answered', async () => {
    const client = conn.getClient();
    expect(client.options.maxIdleTimeMS).toBe(MAX_IDLE_MS);
    let open = 0;
    let most = 0;
    client.on('connectionCreated', () => (most = Math.max(most, ++open)));
    client.on('connectionClosed', () => open--);
    const items = conn.db!.collection('pool_burst');
    await items.insertMany(Array.from({ length: 20 }, (_, i) => ({ i, text: 'x'.repeat(2_000) })));
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => items.find({ i: { $gte: n % 20 } }).toArray()),
    );
    expect(answers.map((a) => a.length)).toEqual(Array.from({ length: 200 }, (_, n) => 20 - (n % 20)));
    expect(most).toBeGreaterThan(1); // the burst did use the pool
    expect(most).toBeLessThanOrEqual(MAX_POOL_SIZE);
  });
});
