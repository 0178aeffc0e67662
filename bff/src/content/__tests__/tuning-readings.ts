// The tuning sections of the reading corpus (held-out books are only measured, corpus README), their readings,
// each read once per test file, and the false statements the swaps make from them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readUpload } from '../source';
import { buildCandidates } from '../offline/question.forms';
import type { SourceReading } from '../source/source.types';

const dir = join(__dirname, '../__fixtures__/corpus');

export const tuningIds = (
  JSON.parse(readFileSync(join(dir, 'sections.json'), 'utf8')) as { texts: Array<{ id: string; set: string }> }
).texts
  .filter((t) => t.set === 'tuning')
  .map((t) => t.id);

/** A corpus section's plain text. */
export const corpusText = (id: string) => readFileSync(join(dir, `${id}.txt`), 'utf8');

const readings = new Map<string, SourceReading>();
/** A corpus section's reading, read once. */
export function readingOf(id: string): SourceReading {
  if (!readings.has(id)) readings.set(id, readUpload(corpusText(id), `${id}.txt`));
  return readings.get(id)!;
}

/** The false statements the swap rules make from a corpus section (a plain swap pool of 4). */
/** Every false statement a section allows, swaps included (the swap rules' tests; swaps are no true/false items since session 19). */
export const falseStatements = (id: string) =>
  buildCandidates(readingOf(id), 'swaps', 4, null, true).tf_false.map((c) => c.q.prompt);
