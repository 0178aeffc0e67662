// A head that defines after a comma: "the Navigation Acts, laws that limited colonial trade" (one of the
// definition forms, source.definition-forms.ts).
import { describes, type FoundDefinition } from './source.definition-span';
import { bracketed, spanText, type Span, type Tokens } from './source.tokens';
import { nounPhraseAfter } from './source.noun-phrases';
import { characterises, sumsUp, sumsUpChange } from './source.verdicts';
import { RELATIVE, clauseStop, definitionText, lower, standsAlone, termBefore } from './source.form-spans';

/** Words that open a subordinate clause before the sentence's subject. */
const OPENER =
  /^(?:just|as|when|whenever|if|while|because|since|although|though|after|before|unless|once|until|where)$/i;

/** A name, each word capitalised ("Robert Owen", "Owen"): one person, not a kind of thing. */
const namesSomeone = (t: Tokens, term: Span) =>
  t.value.slice(term.from, term.to).every((w, i) => t.pos[term.from + i] === 'PROPN' && /^\p{Lu}/u.test(w));

const endsOnName = (t: Tokens, term: Span) =>
  t.pos[term.to - 1] === 'PROPN' && /^\p{Lu}/u.test(t.value[term.to - 1]) && t.pos[term.from] !== 'PROPN';

/**
 * "the Navigation Acts, laws that limited colonial trade", "Mercantilism, an economic system whereby …",
 * "a global citizen, someone who …", "introspection (he called it …), a process by which …": after the
 * comma a head noun (with "a/an" or none) and a relative clause that says which of those things it is.
 */
export function headedAppositives(t: Tokens): FoundDefinition[] {
  const out: FoundDefinition[] = [];
  const aside = bracketed(t);
  for (let k = 1; k < t.value.length - 3; k++) {
    if (aside[k] || t.value[k] !== ',') continue;
    const term = termBefore(t, k, aside);
    if (!term || !standsAlone(t, term)) continue;
    // "Just as water flows from high to low elevation, electrons that …": the comma closes an opening clause;
    // "To win the war, a king who …": an opening infinitive.
    if (OPENER.test(t.value[0]) && !t.value.slice(0, k).includes(',')) continue;
    if (/^to$/i.test(t.value[0]) && t.pos[1] === 'VERB' && !t.value.slice(0, k).includes(',')) continue;
    let i = k + 1;
    if (/^(?:a|an)$/i.test(t.value[i])) i++;
    // "numerous tiny, faint dwarf galaxies that …": a comma between the adjectives of one noun.
    else if (t.pos[term.to - 1] === 'ADJ') continue;
    // "a rare moment in recorded history, producing impressions that …": a participle's clause, no head noun.
    else if (/ing$/i.test(t.value[i]) && t.pos[i] === 'VERB') continue;
    // "an unlawful act, one that denied …": "one" points at this very act, an instance, not the term's kind.
    if (/^one$/i.test(t.value[i])) continue;
    let headEnd: number;
    if (/^(?:someone|something|anyone)$/i.test(t.value[i]) && /^(?:who|that)$/i.test(t.value[i + 1] ?? ''))
      headEnd = i + 1;
    else {
      const app = nounPhraseAfter(t, i, t.value.length);
      if (!app || app.from !== i) continue;
      headEnd = app.to;
    }
    const rel = lower(t.value[headEnd] ?? '');
    // "Lucy Larcom, a mill girl who later became a poet, …": a named person with an aside is a person, and a
    // person is never defined.
    // "The case concerned Charles Schenck, a leader … who …": a name ending the phrase is the one described.
    if (/^(?:who|whom|whose)$/.test(rel) && (namesSomeone(t, term) || endsOnName(t, term))) continue;
    const relative =
      RELATIVE.test(rel) || (/^(?:in|by|through|from|with)$/.test(rel) && /^which$/i.test(t.value[headEnd + 1] ?? ''));
    if (!relative) continue;
    const stop = clauseStop(t, headEnd + 1, aside);
    // "a list of needed reforms, a document that came to be known as the Theses": the appositive renames the
    // list to give its name.
    // A name given in passing after a comma ("the holder, called an encomendero, to …") renames only the holder.
    if (
      t.value
        .slice(headEnd + 1, stop)
        .some((w, j) => /^(?:known|called|named)$/i.test(w) && t.value[headEnd + j] !== ',')
    )
      continue;
    // "a household role, a role that was largely quiet and obedient", "…, an event that …": a characterisation.
    if (sumsUp(t, headEnd - 1) || sumsUpChange(t, term.from, headEnd - 1) || characterises(t, k + 1, stop, headEnd - 1))
      continue;
    const def = definitionText(t, { from: k + 1, to: stop });
    // A verdict is no definition: "The mill, a great stone building that shook all day, stood by the river".
    if (!def || !describes(def)) continue;
    out.push({ term: spanText(t, term.from, term.to), definition: def, cue: 'appositive' });
  }
  return out;
}
