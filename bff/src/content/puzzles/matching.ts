import { createRng, shuffle } from '../random';

export interface MatchingPair {
  left: string;
  right: string;
}
export interface MatchingLayout {
  left: string[];
  right: string[];
  answers: number[];
}

/** Shuffles the right column (seeded) so no pair sits on its own row when that can be avoided. */
export function buildMatching(pairs: readonly MatchingPair[], seed: string): MatchingLayout {
  const rng = createRng(seed);
  const idx = pairs.map((_, i) => i);
  let order = shuffle(rng, idx);
  for (let tries = 0; tries < 20 && pairs.length > 1 && order.some((v, i) => v === i); tries++)
    order = shuffle(rng, idx);
  const right = order.map((i) => pairs[i].right);
  const answers = pairs.map((_, i) => order.indexOf(i));
  return { left: pairs.map((p) => p.left), right, answers };
}
