// Where a generation's random choices start. Each one draws its own seed, so "Generate again" gives
// another selection; the seed is kept with the record so the generation can be made again. The source is
// a dependency (AppDeps.newSeed) so tests can fix it and count what a known draw makes.
import { randomBytes } from 'node:crypto';

/** A new seed for each generation: 16 hex digits. */
export type SeedSource = () => string;

/** The server's source: 64 bits from the operating system's generator, never the same twice in practice. */
export const randomSeed: SeedSource = () => randomBytes(8).toString('hex');

/** The seeds given, in turn, then the last one again: a test that needs two known, different draws. */
export function seedSequence(first: string, ...rest: string[]): SeedSource {
  const seeds = [first, ...rest];
  let next = 0;
  return () => seeds[Math.min(next++, seeds.length - 1)];
}
