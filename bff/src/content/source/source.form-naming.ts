// Naming clauses: "…, a motion which scientists call precession", "anthropologists call this a sexual division
// of labor", "… is what we call memory", "which Selye called eustress" (one of the definition forms,
// source.definition-forms.ts).
import type { FoundDefinition } from './source.definition-span';
import { POINTING, bracketed, spanText, type Tokens } from './source.tokens';
import { nounPhraseAfter } from './source.noun-phrases';
import { clauseStop, definitionText, lower, nameAt } from './source.form-spans';

const NAMING_VERB = /^(?:call|term|name|dub|coin|label)$/;

/**
 * A naming clause: "…, a motion which scientists call precession" (what precedes the comma is what the
 * name means), "When work is assigned …, anthropologists call this a sexual division of labor", "The
 * ability to … is what we call memory".
 */
export function namingClauses(t: Tokens): FoundDefinition[] {
  const out: FoundDefinition[] = [];
  const aside = bracketed(t);
  const n = t.value.length;
  for (let v = 2; v < n - 1; v++) {
    // The tagger reads "call" after its subject as a noun at times ("scientists call/NOUN precession").
    const verb = t.pos[v] === 'VERB' ? NAMING_VERB.test(t.lemma[v]) : /^(?:call|calls|term|terms)$/i.test(t.value[v]);
    if (!verb) continue;
    if (/ed$/i.test(t.value[v])) {
      out.push(...namedThenSaid(t, v, aside));
      continue;
    }
    // "which scientists call X", "that we call X", "anthropologists call this X", "what we call X".
    const subjectAt = v - 1;
    if (!/^(?:NOUN|PROPN|PRON)$/.test(t.pos[subjectAt])) continue;
    let at = v + 1;
    const self = /^(?:this|it|these|them)$/i.test(t.value[at] ?? '');
    if (self) at++;
    const name = nameAt(t, at, n)?.name;
    if (!name) continue;
    const marker = lower(t.value[subjectAt - 1] ?? '');
    if (/^(?:which|that)$/.test(marker) && !self) {
      // ", a motion which scientists call precession": the clause before the comma is the motion.
      let comma = subjectAt - 2;
      while (comma > 0 && t.value[comma] !== ',') comma--;
      if (comma <= 2 || aside[comma]) continue;
      const head = nounPhraseAfter(t, comma + 1, subjectAt - 1);
      if (!head || !/^(?:a|an)$/i.test(t.value[comma + 1])) continue;
      const def = definitionText(t, { from: 0, to: comma });
      if (def && t.pos.slice(0, comma).some((p) => p === 'VERB' || p === 'AUX'))
        out.push({ term: name, definition: def, cue: 'named' });
    } else if (marker === 'what' && lower(t.value[subjectAt - 2] ?? '') === 'is') {
      // "The ability to store information is what we call memory."
      const what = { from: 0, to: subjectAt - 2 };
      if (t.pos[0] === 'PRON' || POINTING.test(t.value[0])) continue;
      const def = definitionText(t, what);
      if (def && what.to - what.from >= 4) out.push({ term: name, definition: def, cue: 'named' });
    } else if (self && /^when$/i.test(t.value[0])) {
      // "When work is assigned based on a person’s sex, anthropologists call this …": the when-clause is what "this" is.
      const comma = t.value.findIndex((x, i) => i > 0 && x === ',' && !aside[i]);
      if (comma > 3 && comma < subjectAt) out.push({ term: name, definition: spanText(t, 0, comma), cue: 'named' });
    }
  }
  return out;
}

/**
 * "This kind of stress, which Selye called eustress (from the Greek …), is a good kind of stress associated
 * with …": the name in a relative clause, then what the sentence says it is. (Past-tense "that they called
 * strata" after its phrase is read by source.definitions.ts.)
 */
function namedThenSaid(t: Tokens, v: number, aside: boolean[]): FoundDefinition[] {
  if (!/^(?:which|that|whom)$/i.test(t.value[v - 2] ?? '') || t.value[v - 3] !== ',') return [];
  const name = nounPhraseAfter(t, v + 1, t.value.length, true);
  if (!name) return [];
  let after = name.to;
  while (after < t.value.length && aside[after]) after++;
  if (t.value[after] !== ',' || t.lemma[after + 1] !== 'be' || !/^(?:a|an)$/i.test(t.value[after + 2] ?? '')) return [];
  const def = definitionText(t, { from: after + 2, to: clauseStop(t, after + 2, aside) });
  return def ? [{ term: spanText(t, name.from, name.to), definition: def, cue: 'named' }] : [];
}
