// Definitions textbooks write in other forms than "X is a …" (source.definitions.ts reads those), each a
// small reader over the sentence's parse (source.parse.ts), each taking the meaning only from the words
// that are about that very term:
// - a head that defines after a comma: "the Navigation Acts, laws that limited colonial trade",
//   "Mercantilism, an economic system whereby a nation …", "social constructs, ideas that have been …";
// - between dashes: "a stereotype—that is, a specific belief …—", "disorders that involve the
//   cardiovascular system—known as cardiovascular disorders—";
// - a naming clause: "a slow circle, a motion which scientists call precession", "When work is
//   assigned based on a person’s sex, anthropologists call this a sexual division of labor", "… is what
//   we call memory";
// - the term at the end of the copula: "The time from one new moon to the next is the lunar month.", and
//   a name given then defined: "The tone was the neutral stimulus (NS), which is a stimulus that …";
// - a name in brackets: "the outer layer of the Sun (also called the photosphere)", "the tilt of its
//   axis (its obliquity)";
// - what a marked word means, right after it: "highly egalitarian, meaning that all people are …".
// A reader that can mistake a description for a meaning ("The largest city is the capital.") says so
// with the cue 'statement': the reader of terms (source.terms.ts) keeps it only for a term the author
// set in bold or italics.
import type { FoundDefinition } from './source.definitions';
import { POINTING, bracketed, nounPhraseAfter, npWord, spanText, type Span, type Tokens } from './source.parse';

const lower = (s: string) => s.toLocaleLowerCase('en-US');
const cap = (s: string) => s.charAt(0).toLocaleUpperCase('en-US') + s.slice(1);
const ARTICLE = /^(?:a|an|the)$/i;
const DASH = /^[—–]$/;
const POSSESSIVE = /^(?:its|their|his|her|our)$/i;
/** Words that open a relative clause which says what the head before it is. */
const RELATIVE = /^(?:that|which|who|whom|whose|whereby)$/i;
const NAMING_VERB = /^(?:call|term|name|dub|coin|label)$/;
/** Heads of a phrase that only point at what follows "of" ("evidence of specialization", "the form of a stereotype"). */
const WEAK_HEAD = /^(?:evidence|form|kind|type|sort|example|part|number|lot|use|case|instance|piece|bit)s?$/i;
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
/** Quantifiers before a term that are not part of it: "Many artisans—skilled workers …". */
const QUANTIFIER = /^(?:many|most|some|all|few|several)$/i;
/** Words that open a subordinate clause before the sentence's subject. */
const OPENER =
  /^(?:just|as|when|whenever|if|while|because|since|although|though|after|before|unless|once|until|where)$/i;

const isNoun = (t: Tokens, i: number) => /^(?:NOUN|PROPN)$/.test(t.pos[i] ?? '');
/** The tagger reads some capitalised names' last word as a verb ("the Navigation/PROPN Acts/VERB"). */
const nameWord = (t: Tokens, i: number) =>
  isNoun(t, i) || (t.pos[i] === 'VERB' && /^\p{Lu}/u.test(t.value[i] ?? '') && t.pos[i - 1] === 'PROPN');

/** The term named by the noun phrase that ends right before `k` (an aside in brackets skipped): its words, no article or quantifier. */
function termBefore(t: Tokens, k: number, aside: boolean[]): Span | null {
  let end = k;
  while (end > 0 && aside[end - 1]) end--;
  const last = end - 1;
  if (last < 0 || !(nameWord(t, last) || (t.pos[last] === 'ADJ' && npWord(t, last - 1)))) return null;
  let from = last;
  while (from - 1 >= 0 && (npWord(t, from - 1) || nameWord(t, from - 1)) && !/^[“"‘'”’]$/.test(t.value[from - 1]))
    from--;
  while (from < last && (QUANTIFIER.test(t.value[from]) || t.pos[from] === 'NUM')) from++;
  return { from, to: end };
}

/** What comes before the term's phrase: the phrase stands on its own there (not "of X", not a list's last item). */
function standsAlone(t: Tokens, term: Span): boolean {
  let i = term.from - 1;
  // "this approach, a method that …" renames what another sentence said.
  if (i >= 0 && POINTING.test(t.value[i])) return false;
  if (i >= 0 && t.pos[i] === 'DET') i--;
  if (i < 0) return true;
  const w = lower(t.value[i]);
  if (/^(?:of|and|or|like|as|than|,)$/.test(w)) return false;
  // "the end of imprisonment for debt, a practice whereby …": the comma renames the whole "noun for noun" phrase.
  if (t.pos[i] === 'ADP' && /^(?:NOUN|PROPN)$/.test(t.pos[i - 1] ?? '')) return false;
  // "For many years, disorders that …": an opening phrase, no verb before it, names nothing the comma renames.
  const verbBefore = t.pos.slice(0, i).some((p) => p === 'VERB' || p === 'AUX');
  if (QUANTIFIER.test(w)) return standsAlone(t, { from: i, to: term.to });
  return /^(?:VERB|AUX)$/.test(t.pos[i]) || (t.pos[i] === 'ADP' && verbBefore);
}

/** Where a span that runs on from `from` ends: the next comma, semicolon, dash or full stop outside brackets. */
function clauseStop(t: Tokens, from: number, aside: boolean[], dashes = true): number {
  for (let i = from; i < t.value.length; i++) {
    if (aside[i]) continue;
    if (/^[,;.!?:]$/.test(t.value[i]) || (dashes && DASH.test(t.value[i]))) return i;
  }
  return t.value.length;
}

/** Trims closing punctuation and an unclosed or trailing citation from a definition's span. */
function tidy(t: Tokens, s: Span): Span {
  let to = s.to;
  while (to > s.from && t.pos[to - 1] === 'PUNCT' && !/^[)”"’]$/.test(t.value[to - 1])) to--;
  return { from: s.from, to };
}

/** A definition reads as one: a noun phrase with its article or none, a head noun, and at least three words. */
function definitionText(t: Tokens, s: Span): string | null {
  const d = tidy(t, s);
  if (d.to - d.from < 3) return null;
  const first = lower(t.value[d.from]);
  // "someone who may reside in only one nation …" says what a global citizen is; "it", "they", "this" point elsewhere.
  const someone = /^(?:someone|something)$/.test(first) && /^(?:who|that)$/i.test(t.value[d.from + 1] ?? '');
  // A participle may open it as a modifier ("demanding or threatening events"), not as a clause's verb.
  const participle =
    /(?:ing|ed)$/i.test(first) && (npWord(t, d.from + 1) || /^(?:or|and)$/i.test(t.value[d.from + 1] ?? ''));
  if (POINTING.test(first) || (t.pos[d.from] === 'PRON' && !someone)) return null;
  if (t.pos[d.from] === 'AUX' || (t.pos[d.from] === 'VERB' && !participle)) return null;
  if (!t.pos.slice(d.from, d.to).some((p) => p === 'NOUN' || p === 'PROPN')) return null;
  return cap(spanText(t, d.from, d.to));
}

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
    // "Just as water flows from high to low elevation, electrons that …": the comma closes an opening clause.
    if (OPENER.test(t.value[0]) && !t.value.slice(0, k).includes(',')) continue;
    let i = k + 1;
    if (/^(?:a|an)$/i.test(t.value[i])) i++;
    let headEnd: number;
    if (/^(?:someone|something|anyone|one)$/i.test(t.value[i]) && /^(?:who|that)$/i.test(t.value[i + 1] ?? ''))
      headEnd = i + 1;
    else {
      const app = nounPhraseAfter(t, i, t.value.length);
      if (!app || app.from !== i) continue;
      headEnd = app.to;
    }
    const rel = lower(t.value[headEnd] ?? '');
    const relative =
      RELATIVE.test(rel) || (/^(?:in|by|through|from|with)$/.test(rel) && /^which$/i.test(t.value[headEnd + 1] ?? ''));
    if (!relative) continue;
    const def = definitionText(t, { from: k + 1, to: clauseStop(t, headEnd + 1, aside) });
    if (!def) continue;
    out.push({ term: spanText(t, term.from, term.to), definition: def, cue: 'appositive' });
  }
  return out;
}

/**
 * The phrase that ends right before `k` and what it is of: "specialization of function", "disorders that
 * involve the cardiovascular system", "a slow circle". Not the pointer before an "of" ("evidence of …").
 */
function phraseBefore(t: Tokens, k: number, aside: boolean[]): Span | null {
  let end = k;
  while (end > 0 && aside[end - 1]) end--;
  if (!isNoun(t, end - 1) && !(t.pos[end - 1] === 'ADJ' && npWord(t, end - 2))) return null;
  let from = end - 1;
  const back = () => {
    // A participle may modify the head ("branching extensions").
    const modifier = (i: number) =>
      t.pos[i] === 'VERB' &&
      /(?:ing|ed)$/i.test(t.value[i]) &&
      (npWord(t, i + 1) || /^(?:or|and)$/i.test(t.value[i + 1]));
    // "demanding or threatening events": two modifiers joined by "or"/"and" modify one head.
    const joinedModifier = (i: number) =>
      /^(?:or|and)$/i.test(t.value[i]) && (modifier(i - 1) || t.pos[i - 1] === 'ADJ') && !isNoun(t, i - 1);
    while (
      from - 1 >= 0 &&
      (npWord(t, from - 1) ||
        modifier(from - 1) ||
        joinedModifier(from - 1) ||
        /^['’]s$/.test(t.value[from - 1] ?? '')) &&
      !aside[from - 1]
    )
      from--;
    if (
      from - 1 >= 0 &&
      (ARTICLE.test(t.value[from - 1]) || t.pos[from - 1] === 'DET' || POSSESSIVE.test(t.value[from - 1]))
    )
      from--;
  };
  back();
  for (;;) {
    const before = lower(t.value[from - 1] ?? '');
    // "… of function": take the phrase it is of, unless that phrase only points ("evidence of …").
    if (before === 'of' && from - 2 >= 0 && isNoun(t, from - 2) && !WEAK_HEAD.test(t.value[from - 2])) {
      from -= 1;
      back();
      continue;
    }
    // "disorders that involve the cardiovascular system": the object of a relative clause belongs to its head.
    const v = from - 1;
    if (v >= 2 && /^(?:VERB|AUX)$/.test(t.pos[v]) && /^(?:that|which|who)$/i.test(t.value[v - 1]) && isNoun(t, v - 2)) {
      from = v - 2;
      back();
      continue;
    }
    break;
  }
  // A pointer opening it ("those disorders", "its axis") leans on another sentence.
  if (POINTING.test(t.value[from] ?? '')) return null;
  return { from, to: end };
}

/** The name a naming phrase gives ("known as cardiovascular disorders"), from `at` up to `to`. */
function nameAt(t: Tokens, at: number, to: number): string | null {
  const n = nounPhraseAfter(t, at, to, true);
  return n ? spanText(t, n.from, n.to).replace(/^[“"‘']+|[”"’']+$/g, '') : null;
}

/** Where a naming phrase's name starts: "known as", "referred to as", "called", "termed", "coined" (after "also"). */
function naming(t: Tokens, i: number): number | null {
  if (/^(?:also|often|sometimes|commonly|usually)$/i.test(t.value[i] ?? '')) i++;
  const w = lower(t.value[i] ?? '');
  if (w === 'known' && lower(t.value[i + 1] ?? '') === 'as') return i + 2;
  if (w === 'referred' && lower(t.value[i + 1] ?? '') === 'to' && lower(t.value[i + 2] ?? '') === 'as') return i + 3;
  if (/^(?:called|termed|named|coined|dubbed|labeled|labelled)$/.test(w)) return i + 1;
  return null;
}

/**
 * Between dashes: "a stereotype—that is, a specific belief …—" (the term, then what it is) and
 * "specialization of function—referred to as lateralization—" (what it is, then its name).
 */
export function dashForms(t: Tokens): FoundDefinition[] {
  const out: FoundDefinition[] = [];
  const aside = bracketed(t);
  for (let k = 1; k < t.value.length - 2; k++) {
    if (aside[k] || !DASH.test(t.value[k])) continue;
    let close = k + 1;
    while (close < t.value.length && !(DASH.test(t.value[close]) && !aside[close])) close++;
    const named = naming(t, k + 1);
    if (named !== null) {
      const name = nameAt(t, named, close);
      const what = phraseBefore(t, k, aside);
      const def = what && definitionText(t, what);
      if (name && def) out.push({ term: name, definition: def, cue: 'named' });
      continue;
    }
    const term = termBefore(t, k, aside);
    // "Many artisans—skilled workers who made goods by hand—lost their trade.": a head and what narrows it, closed by a dash.
    const opens = /^(?:a|an|the)$/i.test(t.value[k + 1]) ? k + 2 : k + 1;
    const head = close < t.value.length ? nounPhraseAfter(t, opens, close) : null;
    if (term && standsAlone(t, term) && head && head.from === opens && RELATIVE.test(t.value[head.to] ?? '')) {
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
    const name = nameAt(t, at, n);
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
 * nothing (source.terms.ts drops a meaning that holds a name this sentence defines).
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
    // "the tilt of its axis": "its" inside the phrase is the sentence's subject, which the phrase is still about.
    const def = definitionText(t, what);
    if (def) out.push({ term: spanText(t, n.from, n.to), definition: def, cue });
  }
  return out;
}

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
    const what = phraseBefore(t, comma ? k - 1 : k, aside);
    const name = nameAt(t, at, t.value.length);
    if (!what || !name) continue;
    // "… known as the Stamp Act Congress" read as "Stamp": a name cut before its next capitalised word is no name.
    const after = at + name.split(/\s+/).length + (/^(?:the|an?)$/i.test(t.value[at]) ? 1 : 0);
    if (/^\p{Lu}/u.test(t.value[after] ?? '')) continue;
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
    const def = cap(spanText(t, what.from, what.to));
    if (!POINTING.test(t.value[what.from])) out.push({ term: name, definition: def, cue: 'named' });
  }
  return out;
}

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

/**
 * "nausea is the conditioned response (CR)": a meaning that is only another term the file teaches (its
 * article and abbreviation aside) says which role an example plays, not what the term is.
 */
export function onlyNamesATerm(definition: string, taughtKeys: Set<string>, lemmas: (s: string) => string[]): boolean {
  const bare = definition.replace(/\s*\([^()]*\)\s*$/, '').replace(/^(?:the|a|an)\s+/i, '');
  return bare.split(/\s+/).length <= 4 && taughtKeys.has(lemmas(bare).join(' '));
}

/** Every definition the other forms give in one sentence. */
export function formDefinitions(t: Tokens): FoundDefinition[] {
  return [
    ...headedAppositives(t),
    ...dashForms(t),
    ...namingClauses(t),
    ...knownAs(t),
    ...invertedCopula(t),
    ...namedByCopula(t),
    ...bracketedNames(t),
    ...meaningClause(t),
  ];
}
