// Session 15's blind teacher read (grade 8) found stems that point back in three more shapes (sentences written
// for this test, never the unseen text): a shell noun as the subject ("The _____ was first noticed in 1902 …",
// key "anomaly": which anomaly, only the sentence before said), a count of things the sentence does not list
// ("the two theories"), and a comparison with nothing to compare to ("The effect was even stronger in winter.").
import { leansOnNeighbours } from '../language/stands-alone';
import { buildCandidates } from '../offline/question.forms';
import { leaningReason } from '../verify/stands-alone.verify';
import { gradeFit } from '../readability/grade.band';
import { readUpload } from '../source';

describe('a shell noun for a claim stated before, as the subject', () => {
  test.each([
    'The anomaly was first noticed in 1902 by a Swedish chemist.',
    'In 1850, the debate grew bitter.',
    'The main problem was never solved.',
    'The differences are tiny in everyday conditions.',
    'The decision angered the river towns.',
    'The proposal passed by a single vote.',
  ])('“%s” leans', (s) => expect(leansOnNeighbours(s)).toMatch(/but not which one/));

  test.each([
    // Concrete nouns with a referent of their own.
    'The Sun is a star.',
    'The nucleus holds protons and neutrons.',
    // The sentence says which one.
    'The anomaly in the orbit of the comet was first noticed in 1902.',
    'The idea that heat is a fluid was given up by 1850.',
    'The plan, which the council drew up in 1841, set a tax on grain.',
    'The problem is that the dam leaks in spring.',
    'The greenhouse effect warms the surface of the Earth.',
  ])('“%s” stands', (s) => expect(leansOnNeighbours(s)).toBeNull());
});

describe('a count of things the sentence does not list', () => {
  test.each([
    'In everyday conditions the differences between the predictions of the two theories are tiny.',
    'The two countries signed a trade treaty in 1921.',
    'Both theories predict a bent path for light.',
    'The two were married in 1850.',
  ])('“%s” leans', (s) => expect(leansOnNeighbours(s)).toMatch(/but not which/));

  test.each([
    // Pairs a student knows, or the sentence says whose or which.
    'The two hemispheres are joined by a thick band of fibers.',
    'The two hemispheres of the brain are joined by a thick band of fibers.',
    'The two kinds of rock differ in grain size.',
    'The three candidates with the most votes win the seats.',
    'Of the ground finches, the two species live on different islands.',
    // The sentence lists them.
    'Relativity and quantum theory are the two pillars of modern physics.',
    'Both copper and iron conduct heat.',
  ])('“%s” stands', (s) => expect(leansOnNeighbours(s)).toBeNull());
});

describe('a comparison with nothing to compare to', () => {
  test.each([
    'Support for the new mayor was not much greater in the hill towns.',
    'Rainfall was even heavier along the coast.',
    'Prices were still higher in the capital.',
    'The harvest was far better in the river valley.',
  ])('“%s” leans', (s) => expect(leansOnNeighbours(s)).toMatch(/compares with something it does not give/));

  test.each([
    'Jupiter is much larger than the Earth.',
    'Larger telescopes collect more light.',
    'The air is thinner at the top of a mountain.',
    'When a gas is heated in a closed jar, its pressure is much higher.',
    'Rainfall was twice as heavy along the coast as inland.',
  ])('“%s” stands', (s) => expect(leansOnNeighbours(s)).toBeNull());
});

// A short section in the unseen read's shapes: each leaning sentence follows the one that says what it means.
// On the old code it gave "The _____ was first noticed in 1902 …" (key "anomaly") and "the two theories" items.
const ORBIT = [
  'The Wandering Comet',
  'A comet is a ball of ice and dust that orbits the Sun.',
  'In 1890, astronomers measured a small anomaly in the path of a bright comet.',
  'The anomaly in the comet’s path was first seen by a Swedish chemist.',
  'The anomaly was first noticed in 1902 by a Swedish chemist who studied the comet.',
  'Two theories of gravity tried to explain the path of the comet.',
  'In everyday conditions the differences between the predictions of the two theories for the comet are tiny.',
  'The comet was brighter in 1891 than in 1890.',
  'The effect was even stronger for the comet in 1892.',
  'The tail of a comet always points away from the Sun.',
].join('\n\n');

test('offline: no item on the leaning sentences; the section’s facts are still asked', () => {
  const reading = readUpload(ORBIT, 'orbit.txt');
  for (const fit of [null, gradeFit('8')]) {
    const items = Object.values(buildCandidates(reading, 'orbit', 4, fit))
      .flat()
      .map((x) => x.q.prompt);
    expect(items.filter((p) => /first noticed in 1902|of the two theories|even stronger/.test(p))).toEqual([]);
    // The same anomaly, said with where it is, is still asked.
    expect(items.some((p) => /The _____ in the comet’s path was first seen/.test(p))).toBe(true);
    expect(items.some((p) => /brighter in 1891 than in 1890/.test(p))).toBe(true);
  }
});

test('a model’s statement in these shapes is sent back', () => {
  const tf = (s: string) => ({
    type: 'question' as const,
    number: 1,
    question_type: 'true_false' as const,
    prompt: `True or false: ${s}`,
    answer: 'True',
    source_passage: s,
  });
  expect(leaningReason(tf('The anomaly was first noticed in 1902 by a Swedish chemist.'))).toMatch(/which one/);
  expect(leaningReason(tf('Both theories predict a bent path for light.'))).toMatch(/not which/);
  expect(leaningReason(tf('The harvest was far better in the river valley.'))).toMatch(/compares/);
  expect(leaningReason(tf('The tail of a comet always points away from the Sun.'))).toBeNull();
});
