// "highly egalitarian, meaning that all people are …": what a marked word means, right after it (one of the
// definition forms, source.definition-forms.ts).
import type { FoundDefinition } from './source.definition-span';
import { bracketed, spanText, type Tokens } from './source.tokens';
import { cap, clauseStop, lower, tidy } from './source.form-spans';

/**
 * "the Hadza are highly egalitarian, meaning that all people are considered equal …": what the word
 * means, said right after it. Only for a term the author marked (cue 'statement'): ", meaning" also
 * opens a consequence ("…, meaning that prices rise").
 */
export function meaningClause(t: Tokens): FoundDefinition[] {
  const out: FoundDefinition[] = [];
  const aside = bracketed(t);
  for (let k = 1; k < t.value.length - 3; k++) {
    if (aside[k] || t.value[k] !== ',' || lower(t.value[k + 1]) !== 'meaning') continue;
    if (!/^(?:ADJ|NOUN|PROPN)$/.test(t.pos[k - 1])) continue;
    const from = /^that$/i.test(t.value[k + 2]) ? k + 3 : k + 2;
    const to = tidy(t, { from, to: clauseStop(t, from, aside) }).to;
    // "intrinsic to the universe, meaning that humans did not create them": a consequence that points back.
    const points = t.value
      .slice(from, to)
      .some((w, i) => t.pos[from + i] === 'PRON' && /^(?:it|they|them|this|these)$/i.test(w));
    if (to - from < 4 || t.pos[from] === 'PRON' || points) continue;
    out.push({ term: t.value[k - 1], definition: cap(spanText(t, from, to)), cue: 'statement' });
  }
  return out;
}
