// A review box's heading ("Check Your Learning", "Key Terms", "Summary", "Review Questions") is never a
// stem, an option or a key (language/apparatus.ts): in plain text the extraction often runs the heading
// into the sentence after it, and that sentence then read as a statement of the text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readUpload } from '../source';
import { buildCandidates } from '../offline/question.forms';
import { isApparatus } from '../language/apparatus';

const dir = join(__dirname, '../__fixtures__/corpus');
const FILE = 'os-physics-newtons-first-law.txt';
const TEXT = readFileSync(join(dir, FILE), 'utf8');
const FRICTION = 'The force of friction depends on two factors: the coefficient of friction and the normal force.';
const NORMAL = 'The normal force prevents the object from penetrating the surface.';
const HEADINGS = /Check Your Learning|Key Terms|Review Questions|Summary/;

test('a heading run into its sentence, at its start or after the sentence before, is apparatus', () => {
  for (const s of [
    'Check Your Learning Suppose the tilt of the axis were larger.',
    'Key Terms Inertia is the tendency of an object to resist a change in its motion.',
    'Summary The mass of an object is the same on Earth.',
    'Review Questions Friction is a force that opposes motion.',
    'Friction opposes motion. Check Your Learning Suppose the surface were ice.',
  ])
    expect([s, isApparatus(s)]).toEqual([s, true]);
  // The words in running text are the text's own.
  for (const s of [
    'A summary of the results is given in the report.',
    'Scientists check their learning against new observations.',
    'The key terms of the treaty were agreed.',
  ])
    expect([s, isApparatus(s)]).toEqual([s, false]);
});

test('Newton’s first law with its review headings run into the text: no item carries one', () => {
  // Both sentences are items of this text without their headings.
  for (const s of [FRICTION, NORMAL]) expect(TEXT).toContain(s);
  const glued = TEXT.replace(FRICTION, `Check Your Learning ${FRICTION}`).replace(NORMAL, `Summary ${NORMAL}`);
  const all = Object.values(buildCandidates(readUpload(glued, FILE), 'headings', 4)).flat();
  expect(all.length).toBeGreaterThan(10);
  const leaks = all.flatMap((c) =>
    [c.q.prompt, c.q.answer, ...(c.q.options ?? []), c.q.explanation ?? ''].filter((s) => HEADINGS.test(s)),
  );
  expect(leaks).toEqual([]);
});
