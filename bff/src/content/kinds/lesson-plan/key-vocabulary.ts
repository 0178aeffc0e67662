import { plainMeaning } from '../../language/plain-meaning';
import { givesAway, withoutTerm } from '../../language/term-mentions';
import { describedEntries } from '../../offline/described-terms';
import type { OfflineContext } from '../../offline/offline.context';
import { listed, lowerFirst, type Outline } from '../../offline/outline';

/** A chart usually holds four terms. */
const CHART_TERMS = 4;

/**
 * The key-vocabulary step: each key term with the text's description (its core, fitted to the grade like
 * the letter home's), the one the review sheet and matching sheet give (described-terms.ts): never a part
 * that names the term ("first stage of sleep" for "stage 1 sleep"), never its sentence; a term the text
 * does not describe stays off the chart's definitions (students meet it in the reading).
 */
export function keyVocabulary(ctx: OfflineContext, o: Outline, terms: string[]): string {
  // Only the file's own terms reach here (outline.ts fileTerms): never a phrase it merely repeats.
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
  // A file that defines fewer terms than a chart usually has gets a shorter chart, and the step says so.
  const few =
    terms.length < CHART_TERMS
      ? ` (the file defines ${terms.length === 1 ? 'one term' : `${terms.length} terms`})`
      : '';
  if (!terms.length)
    return "The file defines no key terms of its own, so there is no vocabulary chart. Students note three words from the text that are new to them, work out each one's meaning from its sentence and check it with a partner.";
  return defList.length
    ? `Introduce the key terms${few} with the text's own definitions.\n${defList.join(';\n')}.\nStudents copy each into a vocabulary chart and add an example or a sketch.`
    : `Introduce the key terms${few}: ${listed(terms)}. Students find each in the text, copy the sentence into a vocabulary chart and write what it means in their own words.`;
}
