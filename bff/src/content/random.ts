// Seeded random choices (mulberry32 from an FNV-1a seed): the same job always makes the same puzzle,
// question order, distractor order and randomized test version, on any machine. Used by the puzzles,
// the math problems, the offline drafts and the question bank's randomized versions.
export type Rng = () => number;

export function seedFrom(text: string): number {
  // FNV-1a: stable across runs and machines, unlike Math.random or object hash order.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number | string): Rng {
  let a = typeof seed === 'string' ? seedFrom(seed) : seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * A fresh order of a ranked list, drawn from `rng`: better-ranked items are still likelier to come first
 * (an exponential race whose odds halve every `halfLife` places), so another seed gives another
 * selection of about the same quality, and the same seed the same one.
 */
export function drawInOrder<T>(rng: Rng, items: readonly T[], halfLife: number): T[] {
  return items
    .map((item, i) => ({ item, key: -Math.log(1 - rng()) * 2 ** (i / halfLife) }))
    .sort((x, y) => x.key - y.key)
    .map((x) => x.item);
}
