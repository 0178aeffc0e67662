// How many bytes of files one account keeps in GridFS, split into its uploads and the files generated for
// it (DOCX/PDF and keys): what the storage quota counts. One aggregate over the account's file
// descriptions, on an index of their owner, so it costs the same however many accounts the bucket holds.
import mongoose from 'mongoose';
import { BUCKET_NAME } from './storage.gridfs';

export interface StoredBytes {
  uploads: number;
  generated: number;
  total: number;
}

let indexed: object | undefined;

/** The file descriptions' owner index, made once per connected database (createIndex is idempotent). */
async function filesByOwner() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('GridFS used before the database connection is open');
  const files = db.collection(`${BUCKET_NAME}.files`);
  if (indexed !== db) {
    await files.createIndex({ 'metadata.owner': 1 });
    indexed = db;
  }
  return files;
}

export async function storedBytes(owner: string): Promise<StoredBytes> {
  const groups = await (
    await filesByOwner()
  )
    .aggregate<{ _id: string | null; bytes: number }>([
      { $match: { 'metadata.owner': owner } },
      { $group: { _id: '$metadata.role', bytes: { $sum: '$length' } } },
    ])
    .toArray();
  const uploads = groups.find((g) => g._id === 'upload')?.bytes ?? 0;
  const total = groups.reduce((n, g) => n + g.bytes, 0);
  return { uploads, generated: total - uploads, total };
}
