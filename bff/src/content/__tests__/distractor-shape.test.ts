// A wrong option is the same kind of thing as the key (language/term-shape.ts `teachableOption`): never a
// way of talking the text repeats ("other forms", "more detail", "many bits") and, beside a key the text
// uses as a noun, never a single word it only uses as an adjective or a verb ("universal", "ohmic"). Found
// on the tuning sections where a teacher would have struck them; held over every tuning section's options.
import { buildCandidates } from '../offline/question.forms';
import { vagueTerm } from '../language/term-shape';
import { gradeFit } from '../readability/grade.band';
import { readingOf as reading, tuningIds as tuning } from './tuning-readings';

/** Every multiple-choice option offered beside a key, with its key. */
const offered = (id: string) =>
  [null, gradeFit('8')].flatMap((fit) =>
    Object.values(buildCandidates(reading(id), 'options', 4, fit))
      .flat()
      .filter((c) => c.form === 'mc_cloze' || c.form === 'mc_definition')
      .flatMap((c) => (c.q.options ?? []).filter((o) => o !== c.q.answer).map((o) => [c.q.answer, o] as const)),
  );

test.each([
  ['os-physics-scientific-methods', 'universal', 'an adjective beside hypothesis, model, principle'],
  ['os-physics-ohms-law', 'ohmic', 'an adjective beside resistance'],
  ['os-physics-ohms-law', 'nonohmic', 'an adjective beside electrons, battery'],
  ['os-physics-newtons-first-law', 'more detail', 'a way of talking beside normal force'],
  ['os-college-success-budgeting', 'other forms', 'a way of talking beside net pay'],
])('%s: “%s” is never a wrong option (%s)', (id, option) => {
  const all = offered(id);
  expect(all.length).toBeGreaterThan(10);
  expect(all.filter(([, o]) => o === option)).toEqual([]);
});

// Codes for letters offers no choice item since session 22 (its terms and keys differ in number: "exponential
// growth" beside "bits"), so the way of talking it used to offer, "many bits", is held by the rule itself.
test('“many bits” is a way of talking, never offered (codes for letters, beside exponential growth)', () => {
  expect(vagueTerm('many bits')).toBe(true);
  expect(offered('cs-unplugged-codes-for-letters').filter(([, o]) => o === 'many bits')).toEqual([]);
});

test('an adjective term still has adjectives beside it: “ohmic” keeps its options', () => {
  const all = offered('os-physics-ohms-law');
  // The key itself may be an adjective the glossary lists; its options are then not held to being nouns.
  expect(all.filter(([key]) => key === 'ohmic').length).toBeGreaterThan(0);
});

test.each(tuning)('%s: no way of talking is offered as an option', (id) => {
  expect(offered(id).filter(([, o]) => vagueTerm(o))).toEqual([]);
});
