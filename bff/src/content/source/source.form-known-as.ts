// "The soma has branching extensions known as dendrites": the phrase before "known as" is what the name
// means (one of the definition forms, source.definition-forms.ts).
import type { FoundDefinition } from './source.definition-span';
import { POINTING, bracketed, spanText, type Tokens } from './source.tokens';
import { cap, lower, nameAt, naming, phraseBefore } from './source.form-spans';

const SINGLES_OUT = /^(?:particular|certain|specific|single|different|other|new|special|one)$/i;
const SORT_OF_THING = /^(?:group|type|kind|sort|form|people|peoples|thing|category|class|set|member|body)s?$/i;

/**
 * "The soma has branching extensions known as dendrites", "chemical messages, known as pheromones,": the
 * phrase before "known as" / "referred to as" is what the name means, when it says which things they are
 * (a modifier and its noun at least: "a process known as reuptake" says too little).
 */
export function knownAs(t: Tokens): FoundDefinition[] {
  const out: FoundDefinition[] = [];
  const aside = bracketed(t);
  for (let k = 2; k < t.value.length - 2; k++) {
    const w = lower(t.value[k]);
    if (aside[k] || !(w === 'known' || w === 'referred')) continue;
    const at = naming(t, k);
    if (at === null) continue;
    const comma = t.value[k - 1] === ',';
    let what = phraseBefore(t, comma ? k - 1 : k, aside);
    const named = nameAt(t, at, t.value.length);
    if (!what || !named) continue;
    // "a demographic explosion in natural birth rates known as the baby boom": the name is the explosion's; a
    // phrase after "in", "on" or "among" that closes a noun's own phrase says which explosion, it is not the thing.
    const prep = what.from - 1;
    if (
      prep > 0 &&
      t.pos[prep] === 'ADP' &&
      !/^(?:of|as|like)$/i.test(t.value[prep]) &&
      /^(?:NOUN|PROPN)$/.test(t.pos[prep - 1])
    ) {
      const head = phraseBefore(t, prep, aside);
      // "in 1971 led to an arms control agreement": the tagger's noun "led" after a year is no phrase's head
      // (session 22's read printed "1971 led to an arms control agreement" as a meaning).
      if (head && t.pos[head.from] !== 'NUM') what = { from: head.from, to: what.to };
    }
    // "… known as the Stamp Act Congress" read as "Stamp": a name cut before its next capitalised word is no name.
    if (/^\p{Lu}/u.test(t.value[named.span.to] ?? '')) continue;
    // "The members of this first congress, known as …": the name renames the pointed-to thing, not the phrase's head.
    if (
      t.value
        .slice(what.from, what.to)
        .some((w, j) => POINTING.test(w) && lower(t.value[what.from + j - 1] ?? '') === 'of')
    )
      continue;
    // The phrase is the object of the clause's verb or opens the sentence; not "of X" or a list's last item.
    const before = what.from - 1;
    if (before >= 0 && !/^(?:VERB|AUX|ADP)$/.test(t.pos[before])) continue;
    if (before >= 0 && /^(?:of|as|like)$/i.test(t.value[before])) continue;
    const words = t.pos.slice(what.from, what.to).filter((p) => p !== 'DET' && p !== 'PUNCT').length;
    if (words < 2) continue;
    // "One particular group known as the Philistines": a sort of thing and a word that only singles it out say
    // nothing of what the name means (session 19's read: "Philistines: One particular group" defines nothing).
    const said = t.value.slice(what.from, what.to).filter((_, j) => !/^(?:DET|NUM|PUNCT)$/.test(t.pos[what.from + j]));
    if (said.every((w) => SINGLES_OUT.test(w) || SORT_OF_THING.test(w))) continue;
    const def = cap(spanText(t, what.from, what.to));
    if (!POINTING.test(t.value[what.from])) out.push({ term: named.name, definition: def, cue: 'named' });
  }
  return out;
}
