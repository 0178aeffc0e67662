// Test helper: one paragraph of a corpus section (the README's tuning sections only), found by a phrase in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const corpus = join(__dirname, '../__fixtures__/corpus');

export const corpusParagraph = (id: string, phrase: string): string =>
  readFileSync(join(corpus, `${id}.txt`), 'utf8')
    .split('\n')
    .find((p) => p.includes(phrase))!;
