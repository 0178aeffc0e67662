// Definitions between dashes: "a stereotype—that is, a specific belief …—", "specialization of function—referred
// to as lateralization—" (one of the definition forms, source.definition-forms.ts).
import type { FoundDefinition } from './source.definition-span';
import { bracketed, dashAt, spanText, type Tokens } from './source.tokens';
import { nounPhraseAfter } from './source.noun-phrases';
import { sumsUp } from './source.verdicts';
import {
  RELATIVE,
  clauseStop,
  definitionText,
  lower,
  nameAt,
  naming,
  phraseBefore,
  standsAlone,
  termBefore,
} from './source.form-spans';

/**
 * Between dashes: "a stereotype—that is, a specific belief …—" (the term, then what it is) and
 * "specialization of function—referred to as lateralization—" (what it is, then its name).
 */
export function dashForms(t: Tokens): FoundDefinition[] {
  const out: FoundDefinition[] = [];
  const aside = bracketed(t);
  for (let k = 1; k < t.value.length - 2; k++) {
    if (aside[k] || !dashAt(t, k)) continue;
    let close = k + 1;
    while (close < t.value.length && !(dashAt(t, close) && !aside[close])) close++;
    const named = naming(t, k + 1);
    if (named !== null) {
      const name = nameAt(t, named, close)?.name;
      const what = phraseBefore(t, k, aside);
      const def = what && definitionText(t, what);
      if (name && def) out.push({ term: name, definition: def, cue: 'named' });
      continue;
    }
    const term = termBefore(t, k, aside);
    // "Many artisans—skilled workers who made goods by hand—lost their trade.": a head and what narrows it, closed by a dash.
    const opens = /^(?:a|an|the)$/i.test(t.value[k + 1]) ? k + 2 : k + 1;
    const head = close < t.value.length ? nounPhraseAfter(t, opens, close) : null;
    if (
      term &&
      standsAlone(t, term) &&
      head &&
      head.from === opens &&
      RELATIVE.test(t.value[head.to] ?? '') &&
      // "…repeated droughts—an event that could ruin …": a happening summed up, not what droughts are.
      !sumsUp(t, head.to - 1)
    ) {
      const def = definitionText(t, { from: k + 1, to: close });
      if (def) out.push({ term: spanText(t, term.from, term.to), definition: def, cue: 'appositive' });
      continue;
    }
    if (lower(t.value[k + 1]) === 'that' && lower(t.value[k + 2] ?? '') === 'is' && t.value[k + 3] === ',') {
      const def = definitionText(t, { from: k + 4, to: Math.min(close, clauseStop(t, k + 4, aside)) });
      if (term && def && /^(?:a|an|the)$/i.test(t.value[k + 4])) {
        out.push({ term: spanText(t, term.from, term.to), definition: def, cue: 'appositive' });
      }
    }
  }
  return out;
}
