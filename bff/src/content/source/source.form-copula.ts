// A name the copula gives: "The time from one new moon to the next is the lunar month.", "The tone was the
// neutral stimulus (NS), which is a stimulus that …" (one of the definition forms, source.definition-forms.ts).
import type { FoundDefinition } from './source.definition-span';
import { POINTING, bracketed, spanText, type Tokens } from './source.tokens';
import { nounPhraseAfter } from './source.noun-phrases';
import { ARTICLE, clauseStop, definitionText, isNoun } from './source.form-spans';

/** What a subject names when it says what a thing is, not what it is like: "The time from …", "The process by which …". */
const KIND_HEAD = new RegExp(
  `^(?:${[
    'time|period|distance|amount|process|rate|measure|ability|tendency|study|practice|conversion|transfer',
    'movement|motion|change|force|energy|ratio|quantity|method|system|belief|idea|theory|set|collection',
    'group|layer|region|area|line|point|path|speed|length|span|interval|sequence|series|state|condition',
    'loss|gain|use|range',
  ].join('|')})s?$`,
  'i',
);
/** A subject that ranks or judges is a description: "The largest city …", "The most important part …". */
const RANKING =
  /^(?:first|last|main|chief|largest|biggest|smallest|best|worst|most|least|only|next|same|other|final)$/i;

/**
 * "The time from one new moon to the next is the lunar month.": a subject that says what kind of thing it
 * is and which one ("The time from …"), the copula, and the name closing the sentence. A subject that
 * ranks ("The largest city …") or names no kind the reader knows is read only for a term the author
 * marked (cue 'statement').
 */
export function invertedCopula(t: Tokens): FoundDefinition[] {
  let end = t.value.length;
  while (end > 0 && t.pos[end - 1] === 'PUNCT') end--;
  const be = t.value.findIndex((_, i) => t.pos[i] === 'AUX' && t.lemma[i] === 'be');
  if (be < 4 || !/^(?:the|a|an)$/i.test(t.value[0]) || !/^(?:the|a|an)$/i.test(t.value[be + 1] ?? '')) return [];
  if (RANKING.test(t.value[1]) || t.pos[1] === 'ADV' || /est$/i.test(t.value[1])) return [];
  const name = nounPhraseAfter(t, be + 1, end);
  if (!name || name.to !== end || name.to - name.from > 4) return [];
  // The subject: its head, then what narrows it ("from …", "of …", "that …"); nothing that points elsewhere.
  const subject = t.value.slice(0, be);
  if (subject.some((w, i) => i > 0 && (POINTING.test(w) || /^(?:it|they|he|she|we|you)$/i.test(w)))) return [];
  let head = 1;
  while (head < be && !isNoun(t, head)) head++;
  if (head >= be - 1 || !/^(?:ADP|PRON|SCONJ)$/.test(t.pos[head + 1] ?? '')) return [];
  if (t.value.slice(be + 1).some((w) => w === ',')) return [];
  const def = definitionText(t, { from: 0, to: be });
  if (!def) return [];
  return [
    {
      term: spanText(t, name.from, name.to),
      definition: def,
      cue: KIND_HEAD.test(t.value[head]) ? 'named' : 'statement',
    },
  ];
}

/**
 * "The tone was the neutral stimulus (NS), which is a stimulus that does not naturally elicit a response.",
 * "The meat powder … was an unconditioned stimulus (UCS): a stimulus that elicits …", "the neutral stimulus
 * became the conditioned stimulus (CS), which is …": an example is given a
 * name, and the name is then defined. The name takes the definition; the example (the subject) takes
 * nothing (source.sentence-terms.ts drops a meaning that holds a name this sentence defines).
 */
export function namedByCopula(t: Tokens): FoundDefinition[] {
  const out: FoundDefinition[] = [];
  const aside = bracketed(t);
  for (let b = 1; b < t.value.length - 4; b++) {
    const copula = (t.pos[b] === 'AUX' && t.lemma[b] === 'be') || (t.pos[b] === 'VERB' && t.lemma[b] === 'become');
    if (aside[b] || !copula || !ARTICLE.test(t.value[b + 1])) continue;
    const name = nounPhraseAfter(t, b + 2, t.value.length);
    if (!name || name.from !== b + 2) continue;
    let after = name.to;
    while (after < t.value.length && aside[after]) after++;
    const which = t.value[after] === ',' && /^which$/i.test(t.value[after + 1] ?? '') && t.lemma[after + 2] === 'be';
    const from = which ? after + 3 : t.value[after] === ':' ? after + 1 : -1;
    if (from < 0 || !/^(?:a|an)$/i.test(t.value[from] ?? '')) continue;
    const def = definitionText(t, { from, to: clauseStop(t, from, aside) });
    if (def) out.push({ term: spanText(t, name.from, name.to), definition: def, cue: 'named' });
  }
  return out;
}
