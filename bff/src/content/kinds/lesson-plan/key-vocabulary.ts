import { plainMeaning } from '../../language/plain-meaning';
import { givesAway, withoutTerm } from '../../language/term-mentions';
import { describedEntries } from '../../offline/described-terms';
import type { OfflineContext } from '../../offline/offline.context';
import { listed, lowerFirst, type Outline } from '../../offline/outline';

/**
 * The key-vocabulary step: each key term with the text's description (its core, fitted to the grade like
 * the letter home's), the one the review sheet and matching sheet give (described-terms.ts): never a part
 * that names the term ("first stage of sleep" for "stage 1 sleep"), never its sentence; a term the text
 * does not describe stays off the chart's definitions (students meet it in the reading).
 */
export function keyVocabulary(ctx: OfflineContext, o: Outline, terms: string[]): string {
  const defs = o.defined.slice(0, 5);
  const described = describedEntries(ctx);
  const meaning = (term: string) => {
    const d = defs.find((x) => x.term === term);
    const own = d && withoutTerm(d.definition, d.term, givesAway);
    return own ?? described.find((e) => e.term === term)?.definition ?? null;
  };
  const defList = terms.flatMap((term) => {
    const m = meaning(term);
    // The teacher's own plan (no grade, or 9–12) keeps the whole definition.
    const plain = m && (ctx.fit?.simplify ? (plainMeaning(term, m, ctx.fit) ?? m) : m);
    return plain ? [`${term}: ${lowerFirst(plain)}`] : [];
  });
  return defList.length
    ? `Introduce the key terms with the text's own definitions.\n${defList.join(';\n')}.\nStudents copy each into a vocabulary chart and add an example or a sketch.`
    : `Introduce the key terms: ${listed(terms)}. Students find each in the text, copy the sentence into a vocabulary chart and write what it means in their own words.`;
}
