import { deserialize } from 'bson';
import { header, opMsg, opQuery, RawClient } from './support/raw-client';
import { startServerUnderTest, type ServerUnderTest } from './support/server-under-test';

// Per-file: the root config runs projects, where a project-level testTimeout is ignored, and
// this machine is shared (servers, disk sync and 10 MB payloads take longer under load).
jest.setTimeout(30_000);

let s: ServerUnderTest;
beforeAll(async () => {
  s = await startServerUnderTest('protocol');
});
afterAll(() => s.stop());

const open = () => RawClient.open(s.host, s.port);

describe('handshake', () => {
  it('answers the legacy OP_QUERY isMaster with OP_REPLY', async () => {
    const c = await open();
    c.write(opQuery('admin.$cmd', { isMaster: 1, helloOk: true }));
    const reply = await c.read();
    expect(reply!.opCode).toBe(1);
    expect(reply!.responseTo).toBe(3);
    const numberReturned = reply!.body.readInt32LE(32);
    expect(numberReturned).toBe(1);
    const doc = deserialize(reply!.body.subarray(36));
    expect(doc).toMatchObject({ ismaster: true, ok: 1, helloOk: true });
    c.close();
  });

  it('answers hello over OP_MSG with what drivers need and no topologyVersion', async () => {
    const c = await open();
    const hello = await c.command({ hello: 1, $db: 'admin' });
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(9);
    expect(hello.maxWireVersion).toBeLessThanOrEqual(29);
    expect(hello.logicalSessionTimeoutMinutes).toBeGreaterThan(0);
    expect(hello.maxBsonObjectSize).toBe(16 * 1024 * 1024);
    expect(hello.maxMessageSizeBytes).toBe(48000000);
    expect(typeof hello.connectionId).toBe('number');
    if (s.embedded) expect(hello).not.toHaveProperty('topologyVersion');
    c.close();
  });
});

describe('OP_MSG features', () => {
  it('verifies and accepts a CRC-32C checksum', async () => {
    const c = await open();
    expect((await c.command({ ping: 1, $db: 'admin' }, { checksum: true })).ok).toBe(1);
    c.close();
  });

  it('accepts documents in a kind-1 document sequence', async () => {
    const c = await open();
    const r = await c.command({ insert: 'seq', $db: s.dbName }, { sequences: { documents: [{ _id: 1 }, { _id: 2 }] } });
    expect(r).toMatchObject({ n: 2, ok: 1 });
    expect(await s.coll('seq').countDocuments()).toBe(2);
    c.close();
  });

  it('performs moreToCome (w:0) writes without replying', async () => {
    const c = await open();
    c.write(
      opMsg(
        { insert: 'quiet', documents: [{ q: 1 }], writeConcern: { w: 0 }, $db: s.dbName },
        { moreToCome: true, requestId: 40 },
      ),
    );
    c.write(opMsg({ ping: 1, $db: 'admin' }, { requestId: 41 }));
    const reply = await c.read();
    expect(reply!.responseTo).toBe(41);
    expect(await s.coll('quiet').countDocuments()).toBe(1);
    c.close();
  });
});

describe('bad input closes only the offending connection', () => {
  it('never stores a document sequence holding invalid BSON', async () => {
    const bad = await open();
    const msg = opMsg(
      { insert: 'poison', $db: s.dbName },
      {
        sequences: {
          documents: [
            { _id: 1, name: 'ok' },
            { _id: 2, name: 'broken' },
          ],
        },
      },
    );
    // corrupt the element type byte of `name` in the second document (0x02 -> 0x66, no such type)
    const second = msg.lastIndexOf(Buffer.from('name\0'));
    msg[second - 1] = 0x66;
    bad.write(msg);
    const reply = await bad.read();
    if (reply) expect(deserialize(reply.body.subarray(21)).ok).toBe(0);
    expect(await s.coll('poison').countDocuments()).toBe(0);
    bad.close();
  });

  const cases: [string, () => Buffer][] = [
    ['a length below the header size', () => header(8, 1, 2013)],
    ['a length over 48 MB', () => header(48_000_001 + 16, 1, 2013)],
    ['an unknown opcode', () => Buffer.concat([header(20, 1, 9999), Buffer.alloc(4)])],
    [
      'invalid BSON in the body',
      () => {
        const m = opMsg({ ping: 1, $db: 'admin' });
        m.writeInt32LE(999, 21); // body claims to be longer than the message
        return m;
      },
    ],
    [
      'a wrong checksum',
      () => {
        const m = opMsg({ ping: 1, $db: 'admin' }, { checksum: true });
        m[m.length - 4] ^= 1;
        return m;
      },
    ],
  ];

  it.each(cases)('%s', async (_name, bytes) => {
    const bystander = await open();
    const bad = await open();
    bad.write(bytes());
    const reply = await bad.read();
    // mongod may answer some of these with an error before closing; the connection must not carry on
    if (reply) expect(deserialize(reply.body.subarray(21)).ok).toBe(0);
    else expect(bad.closed).toBe(true);
    expect((await bystander.command({ ping: 1, $db: 'admin' })).ok).toBe(1);
    bystander.close();
    bad.close();
  });
});
