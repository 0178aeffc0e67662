// The name a naming word gives ("… are called parity bits", "groups of 20 to 30 people, called bands")
// and whether the phrase it names says what the name means or only points at things the text has shown.
import { POINTING, npWord, spanText, type Span, type Tokens } from './source.tokens';
import { nounPhraseAfter } from './source.noun-phrases';
import { EVERYDAY_PER_MILLION, everydayFrequency } from './source.frequency';
import { cap, definitionSpan, lower, type FoundDefinition } from './source.definition-span';

/** "called pressure or P-waves": the name that is a whole term (a first name that only shares the second's head is half of one). */
export function namesIn(t: Tokens, s: Span): string[] {
  const a = nounPhraseAfter(t, s.from, s.to, true);
  // "called Atkinson and Shiffrin's model": a name that goes on is not read in part ("the crest and the lowest …" is two clauses).
  if (!a) return [];
  const goesOn =
    /^['’]s$/.test(t.value[a.to] ?? '') ||
    (/^and$/i.test(t.value[a.to] ?? '') && t.pos[a.to + 1] === 'PROPN' && t.pos[a.to - 1] === 'PROPN');
  if (goesOn) return [];
  const out = [a];
  if (/^or$/i.test(t.value[a.to] ?? '')) {
    const b = nounPhraseAfter(t, a.to + 1, s.to, true);
    if (b) {
      const headA = t.lemma[a.to - 1];
      const headB = t.lemma[b.to - 1];
      if (headA === headB) out.push(b);
      else if (a.to - a.from === 1) out.splice(0, 1, b);
      else out.push(b);
    }
  }
  return out.map((n) => spanText(t, n.from, n.to).replace(/^[“"‘']+|[”"’']+$/g, ''));
}

const LIKENESS = /^(?:similar|such|same|comparable|analogous|equivalent)$/i;
/** "a similar substance called pseudopeptidoglycan": similar to what the sentence before told of. */
const likeness = (t: Tokens, s: Span) => t.value.slice(s.from, s.to).some((v) => LIKENESS.test(v));

/**
 * "The extra cards are called parity bits": "the" and everyday words with nothing after the noun that
 * narrows it point at things the text has shown (these cards); they say nothing of what the name means;
 * nor does a phrase "of this sort".
 * "The transverse waves" and "The affected variable" hold a word of the subject's own and do.
 */
export function pointsBack(t: Tokens, s: Span): boolean {
  // "Collective dilemmas of this sort are called …", "Groups like these are known as …": the things another sentence told of.
  for (let i = s.from + 1; i < s.to; i++)
    if (/^(?:of|like)$/i.test(t.value[i - 1]) && /^(?:this|that|these|those|such)$/i.test(t.value[i])) return true;
  if (likeness(t, s)) return true;
  if (lower(t.value[s.from]) !== 'the') return false;
  const words = t.value.slice(s.from + 1, s.to);
  const tags = t.pos.slice(s.from + 1, s.to);
  if (!tags.every((p) => /^(?:ADJ|NOUN)$/.test(p))) return false;
  return words.every(
    (w, i) =>
      everydayFrequency(t.lemma[s.from + 1 + i]) >= EVERYDAY_PER_MILLION ||
      everydayFrequency(w) >= EVERYDAY_PER_MILLION,
  );
}

/**
 * "… lived in seminomadic groups of 20 to 30 people, called bands", "layers of different types of stone
 * that they called strata", "a fibrous membrane called the periosteum": the noun phrase before the naming
 * word is what the name means.
 */
export function namedAfter(t: Tokens): FoundDefinition[] {
  const out: FoundDefinition[] = [];
  for (let k = 2; k < t.value.length - 1; k++) {
    if (t.pos[k] !== 'VERB' || !/^(?:call|term|name)$/.test(t.lemma[k]) || !/ed$/i.test(t.value[k])) continue;
    // "covered with a fibrous membrane called the periosteum": the participle right after its noun names it too.
    const bare = t.pos[k - 1] === 'NOUN';
    if (
      /^[,]$/.test(t.value[k - 1]) === false &&
      !(t.pos[k - 1] === 'PRON' && /^(?:that|which)$/i.test(t.value[k - 2])) &&
      !bare
    )
      continue;
    const end = bare ? k : t.value[k - 1] === ',' ? k - 1 : k - 2;
    let from = end;
    // Back over the phrase: its words, "of" and what it is of, "20 to 30".
    while (from > 0) {
      const p = from - 1;
      const v = lower(t.value[p]);
      const articleAfterOf = /^(?:a|an|the)$/.test(v) && lower(t.value[p - 1] ?? '') === 'of';
      if (
        npWord(t, p) ||
        articleAfterOf ||
        (v === 'of' && (npWord(t, p + 1) || /^(?:a|an|the)$/i.test(t.value[p + 1]))) ||
        (v === 'to' && t.pos[p - 1] === 'NUM' && t.pos[p + 1] === 'NUM')
      )
        from = p;
      else break;
    }
    if (from > 0 && /^(?:a|an|the)$/i.test(t.value[from - 1])) from--;
    // "His stand against what bank opponents called the “monster bank”": after "what" the phrase gave the name; it
    // is not what the name means (session 22's read: "monster bank: Bank opponents").
    if (from > 0 && /^what$/i.test(t.value[from - 1])) continue;
    // "Their model of human memory, called …" leans on the sentence before.
    if (from > 0 && (/^(?:of|like|as)$/i.test(t.value[from - 1]) || POINTING.test(t.value[from - 1]))) continue;
    if (end - from < 2 || !t.pos.slice(from, end).some((p) => p === 'NOUN') || likeness(t, { from, to: end })) continue;
    // "industrial chemicals that cause ozone depletion, called chlorofluorocarbons": the phrase is the object of a
    // relative clause, and the name goes with the chemicals it is about, not with the depletion.
    if (t.pos[from - 1] === 'VERB' && /^(?:that|which|who)$/i.test(t.value[from - 2] ?? '')) continue;
    const names = namesIn(t, { from: k + 1, to: t.value.length });
    // Without a comma only a name for a kind of thing ("a dog called Rover" names one dog), said with a word that
    // narrows the phrase ("a process called encoding" says too little).
    const words = t.pos.slice(from, end).filter((p) => /^(?:NOUN|PROPN|ADJ|VERB)$/.test(p)).length;
    if (bare && (words < 2 || names.some((n) => !/^\p{Ll}/u.test(n)))) continue;
    // "came to an agreement, called the Missouri Compromise": one noun says only what sort of thing a name is
    // ("a loom, called a drawloom," names a kind of loom, which the one noun does say).
    if (words < 2 && names.some((n) => /^\p{Lu}/u.test(n))) continue;
    const def = definitionSpan(t, { from, to: end }, 'phrase');
    if (!def) continue;
    for (const term of names) out.push({ term, definition: cap(spanText(t, def.from, def.to)), cue: 'named' });
  }
  return out;
}
