// A quiz's or exit ticket's true/false items are neither all "True" nor all "False" when the text allows both
// (offline/true-false.balance.ts). The sets below were all "False" before: the hard rotation asks false
// statements and a short set never reached a true one. Each is a real tuning section at grade 8, with the seed
// the measure used; the count of items and the sentences asked stay the same.
import { pickQuestions } from '../offline/question.pool';
import { gradeFit } from '../readability/grade.band';
import { readingOf } from './tuning-readings';

// os-physics-newtons-first-law (hard) left the list in session 17: its set now asks one true/false item (a cloze's
// sentence went to an explain item in the draw), so there is nothing to balance.
// Session 19: false statements are negated sentences, never swaps. Elements of culture has no sentence that can be
// negated (its medium set asks no true/false item now) and types of groups' hard set draws one true/false item, so
// both left the list: there is nothing to balance.
// Session 23: classical conditioning's hard set left too: a sentence that says what a thing is ("An unconditioned
// stimulus is …") is asked true, never denied, and its set now draws one true/false item.
test.each([
  ['os-college-success-budgeting', 'easy'],
  ['os-sociology-types-of-groups', 'mixed'],
] as const)('%s (%s, 10 items): true and false both', (id, difficulty) => {
  const o = { difficulty, seed: `tf-${id}`, topic: id, passageFallback: null, fit: gradeFit('8'), openUpTo: 3 };
  const qs = pickQuestions(readingOf(id), { ...o, count: 10 });
  const answers = qs.filter((q) => q.question_type === 'true_false').map((q) => q.answer);
  expect(answers.length).toBeGreaterThanOrEqual(2);
  expect(new Set(answers)).toEqual(new Set(['True', 'False']));
  // One sentence is still one item: no passage is quoted twice.
  const passages = qs.map((q) => q.source_passage).filter((p): p is string => !!p);
  expect(new Set(passages).size).toBe(passages.length);
});
