// A document never depends on what the same process made before it: the language caches (keyed by the
// text they read) and the facts worked out once per reading (keyed by the reading) answer the same whatever
// was asked first, so a test filtered to one case sees what the whole file sees, and the language thread,
// which makes every teacher's drafts one after another, makes each as it would alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText } from '../../extraction';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import * as content from '../index';
import * as source from '../source';
import { JOBS, type Job } from './every-job';

jest.setTimeout(300_000);

const dir = join(__dirname, '../__fixtures__/corpus');
type Modules = { content: typeof content; source: typeof source };

/** Every kind and style from one tuning section, in the order given, as printed (or the 4xx it answers). */
async function everyKind(m: Modules, file: string, jobs: Job[], grade = ''): Promise<Map<string, string>> {
  const ex = await extractText(file, readFileSync(join(dir, file)));
  const engine = m.content.createContentEngine(m.content.createOfflineProvider());
  // one reading for all of them, as one upload's stored reading serves each generation made from it
  const reading = m.source.readUpload(ex.text, file, ex.marks);
  const made = new Map<string, string>();
  for (const job of jobs) {
    const input = { ...generationInput({ ...job, grade_level: grade || undefined }, ex.text, file), reading };
    made.set(
      JSON.stringify(job),
      await engine.generate(input).then(
        (doc) => JSON.stringify(doc),
        (e: Error & { status?: number }) => `${e.status} ${e.message}`,
      ),
    );
  }
  return made;
}

const same = (a: Map<string, string>, b: Map<string, string>) => {
  expect(b.size).toBe(a.size);
  for (const [job, doc] of a) expect({ job, doc: b.get(job) }).toEqual({ job, doc });
};

it('a section made after others, in a process that has made nothing, and again in the other order: the same', async () => {
  // B: a styled file with a glossary and a process; before it, a textbook section and a memoir.
  const B = 'os-college-success-memory.docx';
  const here = { content, source };
  await everyKind(here, 'os-physics-types-of-waves.txt', JOBS, '4');
  await everyKind(here, 'douglass-chapter-6.txt', JOBS);
  const after = await everyKind(here, B, JOBS, '4');
  // A fresh copy of every module (no cache has seen a word yet) makes B as it is made after the others:
  // a cache whose first answer for a key sticks, keyed too loosely, shows here.
  let cold = new Map<string, string>();
  await jest.isolateModulesAsync(async () => {
    const fresh = { content: require('../index') as typeof content, source: require('../source') as typeof source };
    cold = await everyKind(fresh, B, JOBS, '4');
  });
  same(cold, after);
  // Made again in the other order, over caches and a reading that every kind has used: the same.
  same(after, await everyKind(here, B, [...JOBS].reverse(), '4'));
  // and they are documents, not one error repeated
  expect([...after.values()].filter((d) => d.startsWith('{')).length).toBeGreaterThan(JOBS.length / 2);
});
