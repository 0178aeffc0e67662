// What a deleted account may not leave behind, looked for everywhere: every document of every collection
// that mentions it by id or email, and GridFS chunks no file describes (a file half-removed or half-written).
import mongoose from 'mongoose';

export async function traces(id: string, email: string): Promise<string[]> {
  const db = mongoose.connection.db!;
  const found: string[] = [];
  for (const { name } of await db.listCollections().toArray()) {
    for (const doc of await db.collection(name).find({}).toArray()) {
      const text = JSON.stringify(doc);
      if (text.includes(id) || text.toLowerCase().includes(email.toLowerCase()))
        found.push(`${name}: ${text.slice(0, 120)}`);
    }
  }
  return found;
}

/** Ids of files whose chunks are stored without a file description. */
export async function chunksWithoutFile(): Promise<string[]> {
  const db = mongoose.connection.db!;
  const fileIds = await db.collection('files.chunks').distinct('files_id');
  const described = new Set((await db.collection('files.files').distinct('_id')).map(String));
  return fileIds.map(String).filter((id) => !described.has(id));
}
