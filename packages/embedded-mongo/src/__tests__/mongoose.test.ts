import mongoose, { Schema, type Connection } from 'mongoose';
import { startServerUnderTest, type ServerUnderTest } from './support/server-under-test';

// Per-file: the root config runs projects, where a project-level testTimeout is ignored, and
// this machine is shared (servers, disk sync and 10 MB payloads take longer under load).
jest.setTimeout(30_000);

let s: ServerUnderTest;
let conn: Connection;

const userSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true },
    name: String,
    plan: { type: String, enum: ['free', 'pro'], default: 'free' },
    credits: { type: Number, default: 0 },
  },
  { timestamps: true },
);
const postSchema = new Schema({ author: { type: Schema.Types.ObjectId, ref: 'User' }, title: String, tags: [String] });
postSchema.index({ author: 1, title: 1 }, { unique: true });
const sessionSchema = new Schema({ tokenHash: String, expiresAt: { type: Date, index: { expires: 0 } } });

beforeAll(async () => {
  s = await startServerUnderTest('mongoose');
  conn = await mongoose.createConnection(s.uri, { dbName: s.dbName }).asPromise();
});
afterAll(async () => {
  await conn.close();
  await s.stop();
});

describe('mongoose over the wire', () => {
  it('initialises models: collections and indexes (unique, compound, TTL) are created', async () => {
    const User = conn.model('User', userSchema);
    const Post = conn.model('Post', postSchema);
    const Session = conn.model('Session', sessionSchema);
    await Promise.all([User.init(), Post.init(), Session.init()]);
    const idx = await User.listIndexes();
    expect(idx.find((i) => i.name === 'email_1')).toMatchObject({ unique: true });
    expect((await Post.listIndexes()).map((i) => i.name)).toContain('author_1_title_1');
    expect((await Session.listIndexes()).find((i) => i.name === 'expiresAt_1')).toMatchObject({
      expireAfterSeconds: 0,
    });
    // nothing to change on a second sync: listed indexes compare equal to the schema's
    expect(await User.syncIndexes()).toEqual([]);
    expect(await Post.diffIndexes()).toEqual({ toDrop: [], toCreate: [] });
  });

  it('creates, finds by id (lean and hydrated), updates and deletes', async () => {
    const User = conn.model('User');
    const u = await User.create({ email: 'Ada@Example.com', name: 'Ada' });
    const lean = await User.findById(u._id).lean<{ email: string; plan: string; createdAt: Date }>();
    expect(lean).toMatchObject({ email: 'ada@example.com', plan: 'free' });
    expect(lean!.createdAt).toBeInstanceOf(Date);
    const doc = await User.findById(u._id);
    doc!.credits = 5;
    await doc!.save();
    await User.updateOne({ _id: u._id }, { $inc: { credits: 2 } });
    expect((await User.findOne({ email: 'ada@example.com' }).lean<{ credits: number }>())!.credits).toBe(7);
    expect(await User.countDocuments({ plan: 'free' })).toBe(1);
    await User.deleteOne({ _id: u._id });
    expect(await User.findById(u._id)).toBeNull();
  });

  it('surfaces unique violations as E11000 with keyValue, and validation errors before writing', async () => {
    const User = conn.model('User');
    await User.create({ email: 'dup@example.com' });
    const err = await User.create({ email: 'DUP@example.com' }).catch((e) => e);
    expect(err.code).toBe(11000);
    expect(err.keyValue).toEqual({ email: 'dup@example.com' });
    await expect(User.create({ email: 'x@example.com', plan: 'gold' })).rejects.toThrow(/is not a valid enum value/);
  });

  it('populates references and pages with sort/skip/limit', async () => {
    const User = conn.model('User');
    const Post = conn.model('Post');
    const author = await User.create({ email: 'writer@example.com', name: 'W' });
    await Post.insertMany(
      Array.from({ length: 12 }, (_, i) => ({
        author: author._id,
        title: `t${String(i).padStart(2, '0')}`,
        tags: ['x'],
      })),
    );
    const page = await Post.find({ author: author._id })
      .sort({ title: -1 })
      .skip(2)
      .limit(3)
      .populate('author')
      .lean<{ title: string; author: { name: string } }[]>();
    expect(page.map((p) => p.title)).toEqual(['t09', 't08', 't07']);
    expect(page[0].author.name).toBe('W');
    const updated = await Post.findOneAndUpdate(
      { title: 't00' },
      { $addToSet: { tags: 'y' } },
      { returnDocument: 'after' },
    ).lean<{ tags: string[] }>();
    expect(updated!.tags).toEqual(['x', 'y']);
  });
});
