import { randomBytes } from 'node:crypto';
import mongoose, { Types } from 'mongoose';
import { useTestDatabase } from '../../testing/testing.app';
import { deleteFiles, findFile, openFileStream, putFile, readFile } from '../storage.gridfs';

// Extraction, rendering and GridFS share two cores with the rest of the suite; jest's default 5 s is too tight.
jest.setTimeout(60_000);

useTestDatabase();

const meta = (owner: string) => ({ owner, contentType: 'application/pdf', role: 'pdf' });

describe('GridFS storage', () => {
  it('stores a buffer across many chunks and reads back the same bytes', async () => {
    const data = randomBytes(3 * 1024 * 1024 + 17); // ~13 chunks of 255 KiB
    const id = await putFile(data, { filename: 'quiz.pdf', metadata: meta('u1') });
    expect((await readFile(id)).equals(data)).toBe(true);
    const info = await findFile(id);
    expect(info).toEqual({ id, filename: 'quiz.pdf', length: data.length, metadata: meta('u1') });
    const chunks = await mongoose.connection.db!.collection('files.chunks').countDocuments({ files_id: id });
    expect(chunks).toBe(Math.ceil(data.length / (255 * 1024)));
  });

  it('streams a file', async () => {
    const id = await putFile(Buffer.from('Grüße, κόσμε'), { filename: 'a.txt', metadata: meta('u2') });
    const parts: Buffer[] = [];
    for await (const c of openFileStream(id)) parts.push(c as Buffer);
    expect(Buffer.concat(parts).toString('utf8')).toBe('Grüße, κόσμε');
  });

  it('stores an empty file', async () => {
    const id = await putFile(Buffer.alloc(0), { filename: 'empty.txt', metadata: meta('u3') });
    expect((await findFile(id))!.length).toBe(0);
    expect((await readFile(id)).length).toBe(0);
  });

  it('answers null for ids that are missing or malformed', async () => {
    expect(await findFile(new Types.ObjectId())).toBeNull();
    expect(await findFile('not-an-id')).toBeNull();
  });

  it('deletes files with their chunks, and ignores ones already gone', async () => {
    const id = await putFile(randomBytes(600 * 1024), { filename: 'b.pdf', metadata: meta('u4') });
    await deleteFiles([id, null, new Types.ObjectId()]);
    expect(await findFile(id)).toBeNull();
    expect(await mongoose.connection.db!.collection('files.chunks').countDocuments({ files_id: id })).toBe(0);
    await expect(deleteFiles([id])).resolves.toBeUndefined();
  });
});
