// The text's own vocabulary, strongest evidence first: its glossary or key-term list, words the
// author set in bold or italics (docx, pptx), terms a sentence defines ("X is a…", "X, or…",
// "called X", "known as X"), then noun phrases the text keeps coming back to. Words are compared by
// their lemmas from wink-nlp, so "patroonships" and "patroonship" are one term.
import { nlp } from './source.nlp';
import { EVERYDAY_PER_MILLION, termFrequency } from './source.frequency';
import { glossesIn } from './source.glosses';
import { definitionsOf, describes, glossaryEntry } from './source.definitions';
import { formDefinitions, onlyNamesATerm } from './source.definition-forms';
import { tokenAt, type Tokens } from './source.parse';
import type { SourceMarks, SourceSection, SourceSentence, SourceTerm, TermKind, TermOrigin } from './source.types';

export interface SentenceTokens extends Tokens {
  stop: boolean[];
}
export interface Analysed {
  sentences: SourceSentence[];
  tokens: SentenceTokens[];
  sections: SourceSection[];
  /** "term: definition" lines: in a glossary or key-terms section, or list items shaped like one. */
  glossaryLines: Array<{ term: string; definition: string; sentence: number; inGlossary: boolean }>;
  entities: Array<{ text: string; type: string; sentence: number }>;
  phrases: Array<{ text: string; sentence: number }>;
  /** Sentences that are numbered list items. */
  ordered: Set<number>;
}

const MAX_TERMS = 80;
/** Words that name parts of a document or lesson, not its subject. */
const DOCUMENT_WORDS = new Set([
  'section',
  'chapter',
  'figure',
  'example',
  'table',
  'page',
  'text',
  'lesson',
  'unit',
  'student',
  'question',
  'answer',
  'way',
  'thing',
  'lot',
  'kind',
  'type',
  'part',
  'number',
  'time',
  'year',
  'people',
  'term',
  'word',
]);
const ORIGIN_WEIGHT: Record<TermOrigin, number> = { glossary: 14, emphasis: 9, defined: 9, gloss: 6, phrase: 0 };
const DETERMINER = /^(?:the|a|an|this|that|these|those|its|their|our|his|her)\s+/i;
const PRONOUN_SUBJECT = /^(?:this|these|that|those|it|they|he|she|we|you|there|such)\b/i;

interface Candidate {
  key: string;
  lemmas: string[];
  forms: Map<string, number>;
  origins: Set<TermOrigin>;
  preferred?: string;
  definition?: string;
  definitionSentence?: number;
  /** Defined as a gerund subject ("Forgetting is the loss of …"): an activity's name, though tagged a verb. */
  gerund?: boolean;
  /** The definition is the predicate of "X is …": it may only say which role X plays ("nausea is the conditioned response"). */
  copula?: boolean;
}

const keyCache = new Map<string, string[]>();
/** Lemmas of a phrase, without leading determiners or punctuation. */
export function lemmasOf(phrase: string): string[] {
  const clean = phrase.replace(DETERMINER, '').trim();
  let hit = keyCache.get(clean);
  if (!hit) {
    const its = nlp().its;
    const doc = nlp().readDoc(clean);
    const lemmas = doc.tokens().out(its.lemma as never) as string[];
    const types = doc.tokens().out(its.type);
    hit = lemmas.filter((_, i) => types[i] !== 'punctuation').map((l) => l.toLocaleLowerCase('en-US'));
    if (keyCache.size > 5000) keyCache.clear();
    keyCache.set(clean, hit);
  }
  return hit;
}

/** Where `lemmas` occurs in a sentence, [at, end) in tokens: a hyphen written inside a word is skipped ("P-waves"). */
function findIn(tokens: SentenceTokens, lemmas: string[]): Array<{ at: number; end: number }> {
  const out: Array<{ at: number; end: number }> = [];
  const l = tokens.lemma;
  const hyphen = (k: number) => /^[-‐‑]$/.test(tokens.value[k]) && !tokens.pre[k] && !tokens.pre[k + 1];
  outer: for (let i = 0; i + lemmas.length <= l.length; i++) {
    let k = i;
    for (let j = 0; j < lemmas.length; j++, k++) {
      if (j > 0 && k < l.length && hyphen(k)) k++;
      if (k >= l.length || (l[k] !== lemmas[j] && tokens.value[k].toLocaleLowerCase('en-US') !== lemmas[j]))
        continue outer;
    }
    out.push({ at: i, end: k });
  }
  return out;
}

/**
 * The defining clause of a sentence's definition: not a second statement after ";" or after
 * ", and acoustic encoding is…", and no citation ("(Olson & Fazio, 2001)").
 */
export function oneClause(definition: string): string {
  return definition
    .split(/;\s|,\s+(?:and|but|while|whereas)\s+(?=(?:[\p{L}-]+\s+){0,3}(?:is|are|was|were)\b)/u)[0]
    .replace(/\s*\([^()]*\b(?:1[5-9]|20)\d\d[a-z]?\)/g, '')
    .trim();
}

const tidyDefinition = (s: string) => {
  const t = s.trim().replace(/[.;:,]+$/, '');
  return t.charAt(0).toLocaleUpperCase('en-US') + t.slice(1);
};

export function findTerms(a: Analysed, marks?: SourceMarks): SourceTerm[] {
  const candidates = new Map<string, Candidate>();
  const add = (surface: string, origin: TermOrigin, extra: Partial<Candidate> = {}) => {
    const text = surface
      .replace(DETERMINER, '')
      .replace(/^[\s"“'‘(]+|[\s"”'’),.;:]+$/g, '')
      .trim();
    if (!text || text.length > 60 || !/\p{L}{2}/u.test(text) || text.split(/\s+/).length > 6) return;
    const lemmas = lemmasOf(text);
    if (!lemmas.length) return;
    const key = lemmas.join(' ');
    const c: Candidate = candidates.get(key) ?? {
      key,
      lemmas,
      forms: new Map<string, number>(),
      origins: new Set<TermOrigin>(),
    };
    c.origins.add(origin);
    if (origin !== 'phrase' && !c.preferred) c.preferred = text;
    // A definition that leans on context ("a combination of the two") or starts mid-thought ("In groups…") teaches nothing alone.
    if (
      extra.definition &&
      (/^(?:in|on|at|by|for|with|from|to|of)\b/i.test(extra.definition) ||
        /\b(?:the two|the above|the following|this one)\b/i.test(extra.definition))
    ) {
      delete extra.definition;
      delete extra.definitionSentence;
    }
    if (extra.definition && !c.definition) {
      c.definition = extra.definition;
      c.definitionSentence = extra.definitionSentence;
      if (extra.copula) c.copula = true;
    }
    if (extra.gerund) c.gerund = true;
    candidates.set(key, c);
  };
  for (const g of a.glossaryLines) {
    const entry = glossaryEntry(a.tokens[g.sentence], g.inGlossary);
    if (entry)
      add(entry.term.replace(/\*+/g, ''), 'glossary', {
        definition: tidyDefinition(entry.definition),
        definitionSentence: g.sentence,
      });
  }
  // Definitions read from a sentence keep only what defines: see oneClause.
  const addFromSentence: Add = (surface, origin, extra = {}) =>
    add(
      surface,
      origin,
      extra.definition ? { ...extra, definition: tidyDefinition(oneClause(extra.definition)) } : extra,
    );
  for (const e of marks?.emphasis ?? []) if (e.split(/\s+/).length <= 5 && !/[.!?]$/.test(e.trim())) add(e, 'emphasis');
  const marked = new Set((marks?.emphasis ?? []).map((e) => lemmasOf(e).join(' ')));
  // Every name a sentence defines or names, kept even where the tagger's lemmas keep it off the candidates.
  const named = new Set<string>();
  a.sentences.forEach((s, i) => s.usable && definitionsIn(s.text, i, a, addFromSentence, marked, named));
  for (const p of a.phrases) add(p.text, 'phrase');
  // Terms the file teaches (defined, named, listed or set in bold), with or without a meaning of their own.
  const taught = (c: Candidate) => c.definition || [...c.origins].some((o) => o !== 'phrase');
  // "conditioned response (CR)" is also taught as "conditioned response".
  const definedKeys = new Set([
    ...named,
    ...[...candidates.values()]
      .filter(taught)
      .flatMap((c) => [c.key, lemmasOf((c.preferred ?? c.key).replace(/\s*\(.*$/, '')).join(' ')]),
  ]);
  for (const c of candidates.values())
    if (c.copula && c.definition && onlyNamesATerm(c.definition, definedKeys, lemmasOf)) {
      delete c.definition;
      delete c.definitionSentence;
    }

  // Sentences by the words they hold (lemma and lower-case form), so each candidate scans only the sentences that can hold it.
  const where = new Map<string, number[]>();
  a.tokens.forEach((t, si) => {
    for (const w of new Set([...t.lemma, ...t.value.map((v) => v.toLocaleLowerCase('en-US'))])) {
      const list = where.get(w);
      if (list) list.push(si);
      else where.set(w, [si]);
    }
  });
  // Words the text writes in lower case somewhere (not only capitalised at a sentence start).
  const lowerWords = new Set(a.tokens.flatMap((t) => t.value.filter((v) => /^\p{Ll}+$/u.test(v))));
  const scored: Array<SourceTerm & { lemmas: string[] }> = [];
  for (const c of candidates.values()) {
    const sentences: number[] = [];
    let count = 0;
    let proper = 0;
    let nounHead = 0;
    let verbFirst = 0;
    // The words next to each use: a term always written inside one larger phrase ("ex ante", "seminomadic groups") is half of it.
    const beside = { before: new Set<string>(), after: new Set<string>() };
    for (const si of where.get(c.lemmas[0]) ?? []) {
      const t = a.tokens[si];
      for (const { at, end } of findIn(t, c.lemmas)) {
        count++;
        // Only words count: a quotation mark tagged X ("« démocratie »") is no neighbour.
        const word = (k: number, tags: RegExp) =>
          tags.test(t.pos[k] ?? '') && /\p{L}/u.test(t.value[k]) ? t.lemma[k] : '';
        beside.before.add(word(at - 1, /^(?:ADJ|NOUN|PROPN|X)$/));
        beside.after.add(word(end, /^(?:NOUN|PROPN)$/));
        const form = t.value
          .slice(at, end)
          .join(' ')
          .replace(/ ([,.)'’-]) ?/g, '$1')
          .replace(/\( /g, '(');
        c.forms.set(form, (c.forms.get(form) ?? 0) + 1);
        if (t.pos[at] === 'PROPN' && at > 0) proper++;
        if (/^(?:NOUN|PROPN)$/.test(t.pos[end - 1])) nounHead++;
        if (t.pos[at] === 'VERB' && !/(?:ing|ed)$/i.test(t.value[at])) verbFirst++;
        if (sentences.at(-1) !== si) sentences.push(si);
      }
    }
    if (!count) continue;
    const origins = [...c.origins];
    const half = (words: Set<string>) => words.size === 1 && !words.has('');
    // "express two relations" (set in italics) is something to do, not a term.
    if (!c.origins.has('glossary') && verbFirst === count) continue;
    if (!c.origins.has('glossary') && !c.origins.has('defined') && (half(beside.before) || half(beside.after)))
      continue;
    // A term names something: "longitudinal" alone (only ever said of a wave) is half a term.
    // A sentence that names a multi-word term ("called the dependent variable") vouches for it even
    // where the tagger reads its last word as an adjective ("variable").
    if (
      !nounHead &&
      !c.gerund &&
      !c.origins.has('glossary') &&
      !c.origins.has('emphasis') &&
      !(c.origins.has('defined') && c.lemmas.length > 1)
    )
      continue;
    const strong = origins.some((o) => o !== 'phrase');
    const content = c.lemmas.filter((l) => !DOCUMENT_WORDS.has(l) && /\p{L}/u.test(l));
    if (!strong) {
      if (!content.length || content.length < c.lemmas.length) continue;
      const name = proper > 0 && c.lemmas[0].length >= 4;
      if (
        c.lemmas.length === 1 &&
        (c.lemmas[0].length < 4 || count < 2) &&
        !name &&
        !/^\p{Lu}{2,}/u.test(c.preferred ?? [...c.forms.keys()][0])
      )
        continue;
      if (c.lemmas.length > 1 && count < 2) continue;
    }
    const kind: TermKind = proper >= Math.max(1, count / 2) ? 'group' : 'concept';
    const firstForm = [...c.forms.entries()].sort((x, y) => y[1] - x[1])[0][0].split(/\s+/);
    const everyday = termFrequency(c.lemmas, firstForm);
    // The text's own words are the ones it uses far more than everyday English: up to ~10 points for
    // a word everyday speech hardly uses ("cloture"), none for everyday words ("times", "change").
    const rarity = 4 * Math.max(0, Math.log10(EVERYDAY_PER_MILLION / Math.max(everyday, 0.05)));
    const score =
      origins.reduce((s, o) => s + ORIGIN_WEIGHT[o], 0) +
      Math.min(count, 12) * (1 + 1.5 * Math.min(c.lemmas.length - 1, 2)) +
      (c.definition ? 3 : 0) +
      rarity;
    scored.push({
      term: display(c, proper >= Math.max(1, count / 2), lowerWords),
      key: c.key,
      lemmas: c.lemmas,
      kind,
      origins,
      count,
      sentences,
      sections: [...new Set(sentences.map((s) => a.sentences[s].section))],
      ...(c.definition ? { definition: c.definition, definitionSentence: c.definitionSentence } : {}),
      everyday: Math.round(everyday * 100) / 100,
      score: Math.round(score * 10) / 10,
    });
  }
  scored.sort((x, y) => y.score - x.score || x.sentences[0] - y.sentences[0] || x.key.localeCompare(y.key));
  const out: SourceTerm[] = [];
  const shown = new Set<string>();
  for (const t of scored) {
    if (out.length >= MAX_TERMS) break;
    const folded = t.term.toLocaleLowerCase('en-US').replace(/(?<=\w{3})(?:es|s)$/, '');
    if (shown.has(folded)) continue;
    // A phrase-only word that mostly occurs inside a chosen term ("wave" in "transverse wave") is not a term of its own.
    const inside = out.find((o) => ` ${o.key} `.includes(` ${t.key} `) || ` ${t.key} `.includes(` ${o.key} `));
    if (inside && t.origins.every((o) => o === 'phrase') && (t.count <= inside.count + 2 || t.key.includes(' ')))
      continue;
    const { lemmas: _l, ...term } = t;
    void _l;
    shown.add(folded);
    out.push(term);
  }
  classify(out, a);
  return out;
}

function display(c: Candidate, proper: boolean, lowerWords: Set<string>): string {
  const forms = [...c.forms.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
  const best = c.preferred ?? forms[0][0];
  const lowerUse = forms.find(([f]) => f === f.toLocaleLowerCase('en-US'));
  // A capital that only comes from starting a sentence or a glossary line is not part of the term.
  if (
    !proper &&
    lowerUse &&
    best.split(' ').length === lowerUse[0].split(' ').length &&
    best.toLocaleLowerCase('en-US') === lowerUse[0]
  )
    return lowerUse[0];
  // "Implicit emotional conditioning", met only at the start of a sentence: its first word is one the
  // text writes in lower case elsewhere, so the capital is the sentence's ("French habitants" keeps its own).
  const [first, ...rest] = best.split(' ');
  const lower = first.toLocaleLowerCase('en-US');
  if (
    !proper &&
    first !== lower &&
    first.slice(1) === lower.slice(1) &&
    lowerWords.has(lower) &&
    rest.every((w) => w === w.toLocaleLowerCase('en-US'))
  )
    return [lower, ...rest].join(' ');
  return best;
}

function classify(terms: SourceTerm[], a: Analysed): void {
  for (const t of terms) {
    if (t.kind === 'concept') continue;
    const uses = t.sentences.map((s) => a.sentences[s].text);
    const escaped = t.term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (
      uses.some((u) => new RegExp(`\\b(?:in|at|from|near|along|across|to|of)\\s+(?:the\\s+)?${escaped}`).test(u)) &&
      !/\s(?:and|of)\s/.test(t.term)
    )
      t.kind = 'place';
    else if (
      /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\.?)?(?:\s(?:de|van|von)\b)?(?:\s\p{Lu}[\p{Ll}’'-]+){1,2}$/u.test(t.term) &&
      uses.some((u) =>
        new RegExp(`${escaped},?\\s+(?:\\p{Ll}+ed|said|wrote|argued|was|served|took|became)\\b`, 'u').test(u),
      )
    )
      t.kind = 'person';
  }
}

// What a sentence defines is read from its parse (source.definitions.ts). These patterns only name a
// term the text marks as its own without saying what it is ("known as gathering-hunting", "we call
// these squares picture elements", "…a unique tactic, the filibuster."), and read the ", or" gloss.
const KNOWN_AS =
  /\b(?:known as|called)\s+(?:the\s+|an?\s+)?([\p{L}][\p{L}\d-]*(?:\s[\p{L}\d][\p{L}\d-]*){0,3})(?=[,;.)]|\s+(?:and|or|because|which|that)\b)/iu;
const OR_APPOSITIVE = /(\b[\p{L}][\p{L}\d-]*(?:\s[\p{L}][\p{L}\d-]*){0,2}),\s+or\s+([^,;.]{5,100})[,;.]/u;
const WE_CALL =
  /\bcall(?:s|ed)?\s+(?:[^,.;]{0,40}?\s)?(?:the|an?)\s+([\p{L}][\p{L}\d-]*(?:\s[\p{L}\d][\p{L}\d-]*){0,3}?)(?:\s+or\s+([\p{L}][\p{L}\d-]*(?:\s[\p{L}\d][\p{L}\d-]*){0,3}?))?(?=[.,;]|$)/u;
const OR_ALSO =
  /\b(?:called|known as)\s+(?:the\s+|an?\s+)?[^,.;]{2,40}?\s+or\s+(?:the\s+|an?\s+)?([\p{L}][\p{L}\d-]*(?:\s[\p{L}\d][\p{L}\d-]*){0,3}?)(?=[.,;:]|$)/u;
const NAMED_LAST =
  /\b(?:a|an)\s+[\p{L}][\p{L}\s-]{2,40},\s+the\s+([\p{L}][\p{L}\d-]*(?:\s[\p{L}][\p{L}\d-]*){0,2})[.!]["”’)]?$/u;
/** A gloss that is a clause of its own ("or they may involve …", "or there’s always …") says nothing of the term. */
const CLAUSE_GLOSS = /^(?:it|they|there|we|you|he|she|this|these|those|that)\b/i;

type Add = (surface: string, origin: TermOrigin, extra?: Partial<Candidate>) => void;

/** Is the phrase a noun phrase here: every word a noun, proper noun, adjective or number (wink-nlp POS)? */
function nounPhrase(phrase: string, a: Analysed, sentence: number): boolean {
  const lemmas = lemmasOf(phrase);
  const t = a.tokens[sentence];
  const found = findIn(t, lemmas)[0];
  if (found === undefined) return false;
  const { at } = found;
  const tags = t.pos.slice(at, found.end);
  // The pattern around it already says it names something, so only function words disqualify it
  // (the tagger reads "variable" in "explanatory variable" as an adjective). A noun on the stop-word
  // list is still a noun: "A front is the boundary between two air masses".
  const functionWord = t.stop[at] && !/^(?:NOUN|PROPN)$/.test(t.pos[at]);
  return (
    tags.every((p) => /^(?:NOUN|PROPN|ADJ|NUM|PUNCT|PART|X|VERB)$/.test(p)) && tags.at(-1) !== 'VERB' && !functionWord
  );
}

/** Is the phrase, where the sentence uses it, the object of "of" in a larger phrase ("the smoothest pattern of air flow")? */
function insideLarger(phrase: string, a: Analysed, sentence: number): boolean {
  const t = a.tokens[sentence];
  const at = findIn(t, lemmasOf(phrase))[0]?.at;
  if (at === undefined) return false;
  const before = (k: number) => (t.value[at - k] ?? '').toLocaleLowerCase('en-US');
  return before(1) === 'of' || (/^(?:the|a|an)$/.test(before(1)) && before(2) === 'of');
}

/** Parts of speech of a phrase's words in the sentence, and of the word right after it. */
function tagsOf(phrase: string, a: Analysed, sentence: number): string[] | undefined {
  const lemmas = lemmasOf(phrase);
  const t = a.tokens[sentence];
  const found = findIn(t, lemmas)[0];
  return found === undefined ? undefined : t.pos.slice(found.at, found.end + 1);
}

/** The longest noun phrase that ends a run of words ("the French habitants" -> "French habitants"). */
function trailingNounPhrase(run: string, a: Analysed, i: number): string | null {
  const words = run.split(/\s+/);
  for (let n = words.length; n >= 1; n--) {
    const candidate = words.slice(words.length - n).join(' ');
    if (nounPhrase(candidate, a, i) && !/^(?:and|or|of|the|a|an)$/i.test(words[words.length - n])) return candidate;
  }
  return null;
}

function definitionsIn(text: string, i: number, a: Analysed, add: Add, marked: Set<string>, read: Set<string>): void {
  // A sentence that closes a bracket it never opened is the end of an aside ("(Note how … . The old legends were …)").
  if ((text.match(/\)/g) ?? []).length > (text.match(/\(/g) ?? []).length) return;
  const named = new Set<string>();
  const forms = formDefinitions(a.tokens[i]);
  // A name another form gives in this sentence ("…, a motion which scientists call precession") is no part of a neighbour's meaning.
  const names = forms.filter((d) => d.cue === 'named').map((d) => d.term.toLocaleLowerCase('en-US'));
  const namesOther = (d: { term: string; definition?: string }) =>
    names.some(
      (n) => n !== d.term.toLocaleLowerCase('en-US') && !!d.definition?.toLocaleLowerCase('en-US').includes(n),
    );
  const found = [
    ...definitionsOf(a.tokens[i]).map((d) => ({ d, form: false })),
    ...forms.map((d) => ({ d, form: true })),
  ];
  for (const { d, form } of found) {
    if (d.cue !== 'statement') read.add(lemmasOf(d.term.replace(/\s*\(.*$/, '')).join(' '));
    if (namesOther(d)) continue;
    // A gerund ("Forgetting is the loss of …") names an activity; the parse has already checked it is the whole subject.
    // The other forms' readers found their term's phrase themselves (a name the tagger ends on a verb: "the Navigation Acts").
    if (PRONOUN_SUBJECT.test(d.term) || (!d.gerund && !form && !nounPhrase(d.term, a, i))) continue;
    const extra = {
      ...(d.definition ? { definition: d.definition, definitionSentence: i } : {}),
      ...(d.gerund ? { gerund: true } : {}),
      ...(d.cue === 'be' ? { copula: true } : {}),
    };
    // What a term does, said of it in general ("A transverse wave propagates so that …"), describes only a term the author marked.
    if (d.cue === 'statement') {
      if (marked.has(lemmasOf(d.term).join(' '))) add(d.term, 'gloss', extra);
      continue;
    }
    named.add(d.term.toLocaleLowerCase('en-US'));
    add(d.term, 'defined', extra);
  }
  const k = KNOWN_AS.exec(text);
  if (k && !named.has(k[1].toLocaleLowerCase('en-US')) && nounPhrase(k[1], a, i)) add(k[1], 'defined');
  const o = OR_APPOSITIVE.exec(text);
  // The term is the noun phrase that ends right before ", or". "such as a think tank or advocacy group,
  // or the president" is a list going on; "the nature of reality, the existence of God, or the demands
  // of morality" too; "we call these squares picture elements, or pixels" gives a second name.
  const before = o ? text.slice(0, o.index + o[1].length) : '';
  const segment = before.split(/[,;:]/).at(-1)!;
  const listGoesOn =
    o &&
    (/\b(?:such as|including|like|either|whether)\b|\s(?:or|and)\s+(?:\S+\s+){0,2}$/i.test(segment + ' ') ||
      /,\s*$/.test(before.slice(0, before.length - segment.length)) ||
      (/\b(?:call|calls|called|known as)\b/i.test(segment) && o[2].trim().split(/\s+/).length <= 2));
  // The gloss is a noun phrase or a what/how clause: not "or preferably for each student …", not "or they may …".
  const glossTag = o ? a.tokens[i].pos[tokenAt(a.tokens[i], o.index + o[0].length - o[2].length - 1)] : '';
  const glossOpens = !!o && (/^(?:DET|NOUN|PROPN|ADJ|NUM)$/.test(glossTag ?? '') || /^(?:what|how)\b/i.test(o[2]));
  const o2 = o && !listGoesOn && glossOpens && !CLAUSE_GLOSS.test(o[2]) && trailingNounPhrase(o[1], a, i);
  if (o && o2) {
    // "automatic processing, or the encoding of details like time, space, frequency, and the meaning
    // of words": a gloss that is itself a list runs to the end of the sentence; "assets, or what you
    // own, and your liabilities, or what you owe" is a second gloss, not more of the first.
    const rest = text.slice(o.index + o[0].length - 1);
    const tail = /^,\s*([^.;]*\band\b[^.;]*)[.;]/.exec(rest);
    // "your assets, or what you own, and your liabilities, or what you owe": a second term with its own
    // gloss goes on, not the first gloss's list; each term keeps its own meaning.
    const pair = tail && /^and\s+([^,]+),\s+or\s+([^,]{3,100})$/.exec(tail[1]);
    const listed = tail && !pair && tail[1].split(/\s+/).length <= 12;
    const definition = listed ? `${o[2]}, ${tail[1]}` : o[2];
    add(o2, 'defined', { definition: tidyDefinition(definition), definitionSentence: i });
    const p2 = pair && trailingNounPhrase(pair[1], a, i);
    if (pair && p2) add(p2, 'defined', { definition: tidyDefinition(pair[2]), definitionSentence: i });
  }
  const wc = WE_CALL.exec(text);
  if (wc) for (const t of [wc[1], wc[2]]) if (t && nounPhrase(t, a, i)) add(t, 'defined');
  const oa = OR_ALSO.exec(text);
  if (oa && nounPhrase(oa[1], a, i)) add(oa[1], 'defined');
  const nt = NAMED_LAST.exec(text);
  if (nt && nounPhrase(nt[1], a, i)) add(nt[1], 'defined');
  const sentence = {
    text,
    nounPhrase: (p: string) => nounPhrase(p, a, i),
    trailing: (r: string) => trailingNounPhrase(r, a, i),
    tags: (p: string) => tagsOf(p, a, i),
    insideLarger: (p: string) => insideLarger(p, a, i),
  };
  for (const g of glossesIn(sentence))
    if (!PRONOUN_SUBJECT.test(g.term) && describes(g.definition))
      add(g.term, 'gloss', { definition: tidyDefinition(g.definition), definitionSentence: i });
}
