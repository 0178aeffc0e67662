import type { GeneratedDocument } from '@lessonloom/contracts';
import { hasSlur } from '../language/slurs';

/**
 * Every text a document prints (title, directions, stems, options, keys, words, terms, passages) is free of
 * slurs: a model item built on one fails here and goes to the repair round, and is never printed. The
 * offline generator never reads such a sentence or term (source.read.ts), so it never meets this check.
 */
export function slurProblems(doc: GeneratedDocument): string[] {
  const problems: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (hasSlur(value))
        problems.push(`${path}: contains a slur; a printed item never uses one (leave out any sentence that does)`);
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(doc, 'document');
  return problems;
}
