// Files (uploads, exports) live in GridFS so the BFF keeps nothing on its own disk and scales out.
// The bucket comes from mongoose's own driver (mongoose.mongo), which matches its connection's Db.
import type { Readable } from 'node:stream';
import mongoose, { Types } from 'mongoose';

export const BUCKET_NAME = 'files';

export interface StoredFileMeta {
  /** The user the file belongs to; downloads check it. */
  owner: string;
  contentType: string;
  /** What the file is (upload, docx, pdf, key-docx, key-pdf), for operators browsing the bucket. */
  role?: string;
  /** The generation an export belongs to. */
  generation?: string;
}

export interface StoredFile {
  id: Types.ObjectId;
  filename: string;
  length: number;
  metadata: StoredFileMeta;
}

let current: { db: object; bucket: InstanceType<typeof mongoose.mongo.GridFSBucket> } | undefined;

/** One bucket per connected database: a new bucket re-checks the bucket's indexes (a round trip) on its first write. */
function bucket() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('GridFS used before the database connection is open');
  if (current?.db !== db) current = { db, bucket: new mongoose.mongo.GridFSBucket(db, { bucketName: BUCKET_NAME }) };
  return current.bucket;
}

/** Stores one buffer and resolves with its id once every chunk is written. */
export function putFile(data: Buffer, opts: { filename: string; metadata: StoredFileMeta }): Promise<Types.ObjectId> {
  const id = new Types.ObjectId();
  return new Promise((resolve, reject) => {
    const upload = bucket().openUploadStreamWithId(id, opts.filename, { metadata: { ...opts.metadata } });
    upload.once('error', reject);
    upload.once('finish', () => resolve(id));
    upload.end(data);
  });
}

/** The file's description, or null when there is none (never throws on a missing file). */
export async function findFile(id: Types.ObjectId | string): Promise<StoredFile | null> {
  if (!Types.ObjectId.isValid(id)) return null;
  const [file] = await bucket()
    .find({ _id: new Types.ObjectId(id) })
    .limit(1)
    .toArray();
  if (!file) return null;
  return { id: file._id, filename: file.filename, length: file.length, metadata: file.metadata as StoredFileMeta };
}

export function openFileStream(id: Types.ObjectId): Readable {
  return bucket().openDownloadStream(id);
}

export async function readFile(id: Types.ObjectId): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of openFileStream(id)) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/** Deletes files, ignoring ones already gone (a retried cleanup must not fail). */
export async function deleteFiles(ids: Array<Types.ObjectId | null | undefined>): Promise<void> {
  const b = bucket();
  for (const id of ids) {
    if (!id) continue;
    await b.delete(id).catch((err: { message?: string }) => {
      if (!/File not found/i.test(err.message ?? '')) throw err;
    });
  }
}
