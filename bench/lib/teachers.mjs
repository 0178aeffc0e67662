// Many teachers for read benchmarks, made in the database from one real one: each copy is a user with
// its own live session and its own copies of the first teacher's generations (ids, and the ids inside
// each stored list entry, new). Signing 64 teachers up through the API would hit its sign-up limit.
import { createHash, randomBytes } from 'node:crypto';

/** Returns `n` bearer headers: the first teacher's own, then n - 1 copies'. */
export async function copyTeachers(mongoUri, email, auth, n) {
  const { MongoClient, ObjectId } = await import('mongodb');
  const client = await new MongoClient(mongoUri).connect();
  try {
    const db = client.db();
    const user = await db.collection('users').findOne({ email });
    const session = await db.collection('sessions').findOne({ userId: user._id });
    const generations = await db.collection('generations').find({ owner: user._id }).toArray();
    const headers = [auth];
    for (let i = 1; i < n; i++) {
      const userId = new ObjectId();
      await db.collection('users').insertOne({ ...user, _id: userId, email: email.replace('@', `+${i}@`) });
      const token = randomBytes(32).toString('base64url');
      const tokenHash = createHash('sha256').update(token).digest('hex');
      await db.collection('sessions').insertOne({ ...session, _id: new ObjectId(), userId, tokenHash });
      if (generations.length)
        await db.collection('generations').insertMany(
          generations.map((g) => {
            const id = new ObjectId();
            return { ...g, _id: id, owner: userId, listEntry: g.listEntry.split(String(g._id)).join(String(id)) };
          }),
        );
      headers.push(`Bearer ${token}`);
    }
    return headers;
  } finally {
    await client.close();
  }
}
