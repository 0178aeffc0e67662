// "Generate again" through the route: the same request twice is two different selections, each
// generation keeps the seed it was drawn from (and what the teacher's earlier documents from the file asked), and
// these make the same document again. The first test draws as the server does (randomSeed); the second gives the
// app known seeds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateRequestSchema, type GeneratedDocument } from '@lessonloom/contracts';
import { createContentEngine, createOfflineProvider, currentReading, type AskedItem } from '../../../content';
import { Upload } from '../../uploads/uploads.model';
import { Generation } from '../generations.model';
import { randomSeed, seedSequence, type SeedSource } from '../generations.seed';
import { appWithActiveUser, postGenerate, upload } from './helpers';

jest.setTimeout(60_000);

let seeds: SeedSource = randomSeed;
const app = appWithActiveUser({ newSeed: () => seeds() });
// A tuning section of the reading corpus (held-out books are never used here).
const FILE = 'os-physics-scientific-methods.txt';
const text = readFileSync(join(__dirname, '../../../content/__fixtures__/corpus', FILE), 'utf8');
const fields = {
  kind: 'quiz',
  difficulty: 'mixed',
  num_questions: '10',
  include_answer_key: 'true',
  source_filename: FILE,
};
const prompts = (d: GeneratedDocument) =>
  d.sections.flatMap((s) => s.blocks).flatMap((b) => (b.type === 'question' ? [b.prompt] : []));

/** The generation made again from the stored upload with what its record keeps: its seed and askedBefore. */
async function madeAgain(g: { seed?: string; askedBefore?: AskedItem[] }): Promise<GeneratedDocument> {
  const stored = await Upload.findOne({ filename: FILE }).lean().orFail();
  return createContentEngine(createOfflineProvider()).generate({
    request: generateRequestSchema.parse(fields),
    sourceText: stored.text,
    sourceName: FILE,
    sourceType: 'file',
    reading: currentReading(stored.reading) ?? undefined,
    seed: g.seed,
    ...(g.askedBefore ? { askedBefore: g.askedBefore } : {}),
  });
}

beforeAll(async () => {
  expect((await upload(app.t, app.user, FILE, Buffer.from(text, 'utf8'))).status).toBe(200);
});

it('the same request twice draws two selections, each from the seed kept with it', async () => {
  const first = await postGenerate(app.t, app.user, fields);
  const second = await postGenerate(app.t, app.user, fields);
  expect([first.status, second.status]).toEqual([200, 200]);
  const [a, b] = await Promise.all([first, second].map((r) => Generation.findById(String(r.body.id)).lean().orFail()));
  expect(a.seed).toMatch(/^[0-9a-f]{16}$/);
  expect(b.seed).toMatch(/^[0-9a-f]{16}$/);
  expect(a.seed).not.toBe(b.seed);
  const [pa, pb] = [prompts(a.document), prompts(b.document)];
  expect(pa).toHaveLength(10);
  expect(pa.filter((p) => pb.includes(p)).length).toBeLessThanOrEqual(7);

  // The kept seed makes the same questions again from the same file and settings.
  expect(prompts(await madeAgain(a))).toEqual(pa);
});

it('each generation draws from the seed source it is given and keeps that seed', async () => {
  seeds = seedSequence('0123456789abcdef', 'fedcba9876543210', '0123456789abcdef');
  const made = [];
  for (let i = 0; i < 3; i++) made.push(await postGenerate(app.t, app.user, fields));
  expect(made.map((r) => r.status)).toEqual([200, 200, 200]);
  const [a, b, c] = await Promise.all(made.map((r) => Generation.findById(String(r.body.id)).lean().orFail()));
  expect([a.seed, b.seed, c.seed]).toEqual(['0123456789abcdef', 'fedcba9876543210', '0123456789abcdef']);
  // another seed, another selection
  expect(prompts(b.document)).not.toEqual(prompts(a.document));
  // The third has a's seed, but the teacher already has a's and b's questions from this file: it asks what they
  // did not first, and keeps what they asked with its seed, which together make it again the same way.
  const earlier = new Set([...prompts(a.document), ...prompts(b.document)]);
  expect(c.askedBefore?.map((q) => q.prompt)).toEqual(expect.arrayContaining([...earlier]));
  expect(prompts(c.document).filter((p) => earlier.has(p)).length).toBeLessThan(prompts(c.document).length / 2);
  expect(prompts(await madeAgain(c))).toEqual(prompts(c.document));
});

it('a document from another file, or a topic, is not held back by what this file asked', async () => {
  seeds = seedSequence('00000000000000aa');
  const topic = await postGenerate(app.t, app.user, { ...fields, source_filename: '', topic: 'the water cycle' });
  expect(topic.status).toBe(200);
  const g = await Generation.findById(String(topic.body.id)).lean().orFail();
  expect(g.askedBefore).toBeUndefined();
});
