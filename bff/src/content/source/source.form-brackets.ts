// A name in brackets after what it names: "the outer layer of the Sun (also called the photosphere)" (one of
// the definition forms, source.definition-forms.ts).
import type { FoundDefinition } from './source.definition-span';
import { bracketed, spanText, type Tokens } from './source.tokens';
import { nounPhraseAfter } from './source.noun-phrases';
import { definitionText, naming, phraseBefore } from './source.form-spans';

/**
 * A name in brackets after what it names: "the outer layer of the Sun (also called the photosphere)",
 * "(often referred to as stressors)"; "the tilt of its axis (its obliquity)" only for a marked term (cue
 * 'statement').
 */
export function bracketedNames(t: Tokens): FoundDefinition[] {
  const out: FoundDefinition[] = [];
  const aside = bracketed(t);
  for (let k = 2; k < t.value.length - 2; k++) {
    if (t.value[k] !== '(' || aside[k - 1]) continue;
    const close = t.value.indexOf(')', k);
    if (close < 0) continue;
    let at = k + 1;
    let cue: FoundDefinition['cue'] = 'statement';
    const named = naming(t, at);
    if (named !== null) {
      at = named;
      cue = 'named';
    } else if (/^(?:its|their)$/i.test(t.value[at])) at++;
    // A bare bracket holds an abbreviation ("(UCS)"), an example ("(doctor’s office)") or an everyday word
    // ("matter (or stuff)") as often as a name: only a naming word or "its/their" says it names the phrase.
    else continue;
    const n = nounPhraseAfter(t, at, close, true);
    if (!n || n.to !== close) continue;
    const what = phraseBefore(t, k, []);
    if (!what || what.to !== k) continue;
    // "The truly bizarre result of the death of such massive stellar cores (called a black hole)": after "of", the
    // phrase is what the name's head noun is of, and "such" points back; the name is the result's, not the cores'
    // (session 22's read: "black hole: Massive stellar cores").
    const before = t.value[what.from - 1] ?? '';
    const pointing = t.value.slice(what.from, what.to).some((w) => /^(?:such|these|those)$/i.test(w));
    if (/^(?:of|such|these|those)$/i.test(before) || pointing) continue;
    // "the tilt of its axis": "its" inside the phrase is the sentence's subject, which the phrase is still about.
    const def = definitionText(t, what);
    if (def) out.push({ term: spanText(t, n.from, n.to), definition: def, cue });
  }
  return out;
}
