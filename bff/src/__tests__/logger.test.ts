import { batchedWriter, createLogger } from '../logger';

describe('logger', () => {
  it('writes the lines of one event-loop turn in one write, in order, and nothing when idle', async () => {
    const writes: string[] = [];
    const write = batchedWriter((chunk) => writes.push(chunk));
    write('a');
    write('b');
    expect(writes).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(writes).toEqual(['a\nb\n']);
    write('c');
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });

  it('writes JSON lines with base fields and errors, and skips levels below the threshold', () => {
    const lines: string[] = [];
    const log = createLogger('info', { app: 'x' }, (l) => lines.push(l)).child({ requestId: 'r1' });
    log.debug('hidden');
    log.info('shown', { n: 1 });
    log.error('failed', { err: new Error('boom') });
    const parsed = lines.map((l) => JSON.parse(l));
    expect(parsed).toHaveLength(2);
    expect(parsed[0]).toMatchObject({ level: 'info', msg: 'shown', app: 'x', requestId: 'r1', n: 1 });
    expect(parsed[1].err).toMatchObject({ message: 'boom', stack: expect.stringContaining('boom') });
  });
});
