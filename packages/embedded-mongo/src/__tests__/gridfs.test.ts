import { randomBytes, createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { GridFSBucket } from 'mongodb';
import { startServerUnderTest, type ServerUnderTest } from './support/server-under-test';

// Per-file: the root config runs projects, where a project-level testTimeout is ignored, and
// this machine is shared (servers, disk sync and 10 MB payloads take longer under load).
jest.setTimeout(30_000);

let s: ServerUnderTest;
beforeAll(async () => {
  s = await startServerUnderTest('gridfs');
});
afterAll(() => s.stop());

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

describe('GridFSBucket', () => {
  it('stores a 10 MB file and gives back the same bytes', async () => {
    const bucket = new GridFSBucket(s.db, { bucketName: 'uploads' });
    const data = randomBytes(10 * 1024 * 1024);
    const upload = bucket.openUploadStream('big.bin', { metadata: { owner: 'u1' } });
    await new Promise<void>((ok, fail) =>
      Readable.from([data])
        .pipe(upload)
        .on('finish', () => ok())
        .on('error', fail),
    );
    const back = await collect(bucket.openDownloadStream(upload.id));
    expect(back.length).toBe(data.length);
    expect(sha(back)).toBe(sha(data));
    const [file] = await bucket.find({ filename: 'big.bin' }).toArray();
    expect(file.length).toBe(data.length);
    expect(file.metadata).toEqual({ owner: 'u1' });
    const names = (await s.coll('uploads.chunks').listIndexes().toArray()).map((i) => i.key);
    expect(names).toEqual(expect.arrayContaining([{ files_id: 1, n: 1 }]));
    const byName = await collect(bucket.openDownloadStreamByName('big.bin', { start: 100, end: 200 }));
    expect(byName).toEqual(data.subarray(100, 200));
    await bucket.delete(upload.id);
    expect(await s.coll('uploads.chunks').countDocuments()).toBe(0);
  });
});
