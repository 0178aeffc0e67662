// Which term a sentence defines, and with what words: only a sentence that is about that very term.
// The term is the subject of "X is/are …", "X means/refers to/represents …", "X is defined as …"; the
// name in "… is called/known as X" (the subject is then its definition); the noun phrase an appositive
// renames ("a honeyguide, a gray-brown bird that eats beeswax"). The shallow parse (source.parse.ts)
// finds the subject and the clause, so a neighbouring clause ("…, and the transverse waves are called
// shear or S-waves") or an opening clause ("When the friction prevents …, it is called …") never lends
// its words. A definition says what kind of thing the term is and how it differs (a noun phrase with
// something that narrows it) and is no verdict about it ("an effective way", "one of those cherished
// elements"), no pointer to another sentence ("this", "another type of") and no list going on.
import {
  POINTING,
  bracketed,
  gerund,
  nounsAfterBe,
  newClause,
  clauseParts,
  clauses,
  nounPhraseAfter,
  nounPhraseBefore,
  npWord,
  spanText,
  wholeNounPhrase,
  type Span,
  type Tokens,
} from './source.parse';
import { EVERYDAY_PER_MILLION, everydayFrequency } from './source.frequency';

export type DefinitionCue = 'be' | 'means' | 'named' | 'appositive' | 'statement';

export interface FoundDefinition {
  term: string;
  /** The text's own words for it, one clause; absent when the sentence names the term without saying what it is. */
  definition?: string;
  cue: DefinitionCue;
  /** The term is a gerund standing as the subject ("Forgetting is the loss of …"). */
  gerund?: true;
}

/** Subjects that say what a statement is about, not a term it defines ("The result is …", "An example is …"). */
const STATEMENT_SUBJECT = new RegExp(
  String.raw`^(?:result|reason|problem|answer|idea|point|goal|purpose|effect|outcome|question|difference|key|fact|` +
    String.raw`truth|thing|way|example|one|part|distinction|aim|intent|advantage|benefit|challenge|issue|task|lesson|` +
    String.raw`section|chapter|figure|table|page|text|activity|student|teacher)s?$`,
  'i',
);
/** Predicates that state something about the term ("the reason …", "an example of …"). */
const STATEMENT_PREDICATE = /^(?:reason|result|example|answer|problem|question|key|fact|truth|point)s?$/i;
/** Words that judge rather than define: "an effective way", "an enviable skill", "the key foundation". */
const EVALUATIVE = new RegExp(
  String.raw`^(?:important|effective|key|good|great|best|better|excellent|enviable|useful|valuable|interesting|` +
    String.raw`powerful|essential|crucial|vital|major|significant|wonderful|terrible|bad|worst|nice|popular|successful|` +
    String.raw`famous|cherished|remarkable|amazing|special|unique|fascinating|helpful|perfect|ideal)$`,
  'i',
);
const INTENSIFIER = /^(?:very|most|highly|extremely|particularly|really|quite|so|too|incredibly|truly)$/i;
const PLAIN_ADVERB =
  /^(?:also|simply|usually|generally|basically|essentially|often|sometimes|commonly|typically|actually|now|still|just|formally|technically|broadly|strictly)$/i;
/** Subjects that stand for other things ("Others are “soft” skills"), not terms. */
const QUANTIFIER = /^(?:others?|some|many|most|all|both|each|few|several|none|one|any|either|neither)$/i;
/** Where a definition's clause ends: a second statement, a turn of the argument, a citation. */
const CLAUSE_END = /^(?:however|but|therefore|thus|although|though|whereas|while)$/i;

const cap = (s: string) => s.charAt(0).toLocaleUpperCase('en-US') + s.slice(1);
const lower = (s: string) => s.toLocaleLowerCase('en-US');

/**
 * A span that can stand as a definition, cut to its one clause, or null. `shape`: a noun phrase that
 * narrows its kind ("a disturbance that travels …", "a measure of …", "an information processing
 * system"), a how/when/where/what clause for "is" and "means" ("Encoding is how we first perceive …"),
 * or any noun phrase when the sentence names the term (the subject of "is called").
 */
export function definitionSpan(t: Tokens, s: Span, shape: 'narrowed' | 'phrase' | 'clause-ok'): Span | null {
  let from = s.from;
  // "is simply a set of …", "is also a …"; not a hedge or a degree ("is almost a freeman", "are highly egalitarian").
  while (from < s.to && t.pos[from] === 'ADV' && !/^(?:how|when|where|why)$/i.test(t.value[from])) {
    if (!PLAIN_ADVERB.test(t.value[from])) return null;
    from++;
  }
  if (from >= s.to) return null;
  const to = clauseEnd(t, from, s.to);
  const first = lower(t.value[from]);
  if (/^(?:how|when|where)$/.test(first) && shape !== 'phrase') return { from, to };
  if (first === 'what' && shape === 'narrowed') return { from, to };
  if (/^(?:what|whatever|why)$/.test(first)) return shape === 'clause-ok' ? { from, to } : null;
  if (t.pos[from] === 'PRON' || t.pos[from] === 'SCONJ' || t.pos[from] === 'VERB' || t.pos[from] === 'AUX') return null;
  if (POINTING.test(first) || /^(?:some|each|every|both|all|no|either|neither|many|few|several|same)$/.test(first))
    return null;
  // A quantity is no kind of thing ("about twenty-two years of age"); "one or more objects that …" is.
  const oneOrMore = first === 'one' && /^or$/i.test(t.value[from + 1] ?? '') && /^more$/i.test(t.value[from + 2] ?? '');
  if (t.pos[from] === 'NUM' && !oneOrMore) return null;
  if (/^(?:part|example|kind)$/i.test(t.value[from + 1] ?? '') && lower(t.value[from + 2] ?? '') === 'of') return null;
  if (first === 'the' && /^(?:same|one|other)$/i.test(t.value[from + 1] ?? '')) return null;
  // The kind of thing it is: the first noun after the article and its modifiers.
  let i = oneOrMore ? from + 3 : t.pos[from] === 'DET' ? from + 1 : from;
  let modifiers = 0;
  let head = -1;
  for (; i < to; i++) {
    if (INTENSIFIER.test(t.value[i]) || EVALUATIVE.test(t.value[i])) return null;
    if (!npWord(t, i) && !(t.pos[i] === 'ADV' || (t.pos[i] === 'VERB' && /(?:ed|ing)$/.test(t.value[i])))) break;
    if (/^(?:NOUN|PROPN)$/.test(t.pos[i])) head = i;
    if (/^(?:NOUN|PROPN|ADJ|VERB)$/.test(t.pos[i])) modifiers++;
  }
  // The tagger reads some heads as adjectives ("the affected variable"): a phrase the sentence names may end on one.
  if (head < 0 && shape === 'phrase' && modifiers >= 2 && t.pos[i - 1] === 'ADJ') head = i - 1;
  if (head < 0) return null;
  // "Priming is also the reason you probably said jelly …": a statement about it, not what it is.
  if (STATEMENT_PREDICATE.test(t.value[head]) && shape !== 'phrase') return null;
  const narrowed = modifiers >= 3 || i < to;
  if (shape === 'narrowed' && !narrowed) return null;
  return { from, to };
}

/** Where the clause from `from` ends: at the turn of the argument or a second statement (", however", ", but", ", Mary was …"). */
function clauseEnd(t: Tokens, from: number, end: number): number {
  const aside = bracketed(t);
  let to = end;
  for (let i = from + 1; i < end; i++) {
    if (aside[i]) continue;
    if (/^[,—–]$/.test(t.value[i]) && (CLAUSE_END.test(t.value[i + 1] ?? '') || newClause(t, i + 1, aside))) {
      to = i;
      break;
    }
  }
  while (to > from && (t.pos[to - 1] === 'PUNCT' || aside[to - 1]) && !/^[)”"’]$/.test(t.value[to - 1])) to--;
  return to;
}

/**
 * "Rehearsal is saying information again and again …", "Recall is bringing a memory back to mind": an
 * activity defined by what one does. Only for a one-word subject in the singular with no article (an
 * activity's name), and a gerund with its object: "The river is carrying sediment" and "Students are
 * learning fractions" are statements in the progressive, not definitions.
 */
function activitySpan(t: Tokens, subject: Span, rest: Span): Span | null {
  if (subject.to - subject.from !== 1) return null;
  const name = subject.from;
  const singular = /^(?:NOUN|PROPN)$/.test(t.pos[name]) && lower(t.value[name]) === lower(t.lemma[name]);
  if (!singular && !gerund(t, name)) return null;
  if (!gerund(t, rest.from) || !/^(?:DET|NOUN|PROPN|ADJ|NUM)$/.test(t.pos[rest.from + 1] ?? '')) return null;
  const to = clauseEnd(t, rest.from, rest.to);
  return to - rest.from >= 3 ? { from: rest.from, to } : null;
}

/**
 * Does a description read from a pattern (source.glosses.ts) say what its term is: not a clause about
 * something else ("it will add up to…", "what students will do"), not a verdict ("an enviable skill")?
 */
export function describes(definition: string): boolean {
  const words = definition.trim().split(/\s+/);
  if (/^(?:it|they|there|we|you|he|she|this|these|those|that|what|which|who|whatever)$/i.test(words[0] ?? ''))
    return false;
  return !words.slice(0, 4).some((w) => INTENSIFIER.test(w) || EVALUATIVE.test(w.replace(/[^\p{L}]/gu, '')));
}

/** The term a noun phrase names, without its article; "The term isotope" names "isotope". */
function termOf(t: Tokens, s: Span): string | null {
  if (QUANTIFIER.test(t.value[s.from] ?? '')) return null;
  const np = wholeNounPhrase(t, s);
  if (!np || (np.article && !/^(?:a|an|the)$/.test(np.article))) return null;
  let from = np.words.from;
  if (/^(?:term|word|concept|phrase)$/i.test(t.value[from]) && from + 1 < np.words.to) from++;
  const term = spanText(t, from, np.words.to)
    .replace(/^[“"‘']+|[”"’']+$/g, '')
    .trim();
  if (STATEMENT_SUBJECT.test(t.value[np.head]) && from === np.head) return null;
  return term || null;
}

/** "called pressure or P-waves": the name that is a whole term (a first name that only shares the second's head is half of one). */
function namesIn(t: Tokens, s: Span): string[] {
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

/**
 * "The extra cards are called parity bits": "the" and everyday words with nothing after the noun that
 * narrows it point at things the text has shown (these cards); they say nothing of what the name means.
 * "The transverse waves" and "The affected variable" hold a word of the subject's own and do.
 */
function pointsBack(t: Tokens, s: Span): boolean {
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

/** Definitions a sentence gives, each about the subject or name of its own clause. */
export function definitionsOf(tagged: Tokens): FoundDefinition[] {
  const t = nounsAfterBe(tagged);
  const out: FoundDefinition[] = [];
  for (const c of clauses(t)) {
    const p = clauseParts(t, c);
    if (!p) continue;
    if (p.kind === 'named') {
      // "called X" names a term; the subject says what it is only when it is no pointer ("it", "this force").
      const subject = p.subject;
      const first = lower(t.value[subject.from] ?? '');
      const def =
        subject.to - subject.from >= 3 &&
        t.pos[subject.from] !== 'PRON' &&
        !POINTING.test(first) &&
        !pointsBack(t, subject)
          ? definitionSpan(t, subject, 'phrase')
          : null;
      for (const term of namesIn(t, p.rest))
        out.push({
          term,
          cue: 'named',
          ...(def ? { definition: cap(spanText(t, def.from, def.to)) } : {}),
        });
      continue;
    }
    // "an argument in philosophy is …" defines "argument": the field it is said of is not part of the term.
    let subject = p.subject;
    if (
      subject.to - subject.from >= 3 &&
      lower(t.value[subject.to - 2]) === 'in' &&
      /^(?:NOUN|PROPN)$/.test(t.pos[subject.to - 1])
    )
      subject = { from: subject.from, to: subject.to - 2 };
    // "Semantic means having to do with language": "means" defines a word of any kind.
    const word =
      p.kind === 'means' && subject.to - subject.from === 1 && /^(?:ADJ|NOUN|PROPN|VERB)$/.test(t.pos[subject.from])
        ? t.value[subject.from]
        : null;
    const gerundSubject = subject.to - subject.from === 1 && gerund(t, subject.from) && p.kind !== 'verb';
    const term = word ?? (gerundSubject ? t.value[subject.from] : termOf(t, subject));
    if (!term) continue;
    if (p.kind === 'verb') {
      // "A transverse wave propagates so that …": what a marked term does, said of it in general (the reader keeps it for bold terms only).
      const v = t.value[p.verb.from];
      if (/s$/i.test(v) && !/ss$/i.test(v) && p.rest.to - p.rest.from >= 4) {
        const def = definitionStatement(t, p.rest);
        if (def) out.push({ term, definition: def, cue: 'statement' });
      }
      continue;
    }
    const def =
      (p.kind === 'be' ? activitySpan(t, subject, p.rest) : null) ??
      definitionSpan(t, p.rest, p.kind === 'be' ? 'narrowed' : 'clause-ok');
    if (def)
      out.push({
        term,
        definition: cap(spanText(t, def.from, def.to)),
        cue: p.kind === 'be' ? 'be' : 'means',
        ...(gerundSubject ? { gerund: true as const } : {}),
      });
  }
  out.push(...appositives(t), ...namedAfter(t));
  return out;
}

/**
 * "… lived in seminomadic groups of 20 to 30 people, called bands", "layers of different types of stone
 * that they called strata": the noun phrase before the naming word is what the name means.
 */
function namedAfter(t: Tokens): FoundDefinition[] {
  const out: FoundDefinition[] = [];
  for (let k = 2; k < t.value.length - 1; k++) {
    if (t.pos[k] !== 'VERB' || !/^(?:call|term|name)$/.test(t.lemma[k]) || !/ed$/i.test(t.value[k])) continue;
    if (
      /^[,]$/.test(t.value[k - 1]) === false &&
      !(t.pos[k - 1] === 'PRON' && /^(?:that|which)$/i.test(t.value[k - 2]))
    )
      continue;
    const end = t.value[k - 1] === ',' ? k - 1 : k - 2;
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
    // "Their model of human memory, called …" leans on the sentence before.
    if (from > 0 && (/^(?:of|like|as)$/i.test(t.value[from - 1]) || POINTING.test(t.value[from - 1]))) continue;
    if (end - from < 2 || !t.pos.slice(from, end).some((p) => p === 'NOUN')) continue;
    const names = namesIn(t, { from: k + 1, to: t.value.length });
    const def = definitionSpan(t, { from, to: end }, 'phrase');
    if (!def) continue;
    for (const term of names) out.push({ term, definition: cap(spanText(t, def.from, def.to)), cue: 'named' });
  }
  return out;
}

/** A statement's predicate, one clause, with nothing that points elsewhere ("it", "this"). */
function definitionStatement(t: Tokens, s: Span): string | null {
  const aside = bracketed(t);
  let to = s.to;
  for (let i = s.from + 1; i < s.to; i++) {
    if (aside[i]) continue;
    if (/^[,;—–]$/.test(t.value[i]) && /^(?:and|but|however|which|such|while|whereas)$/i.test(t.value[i + 1] ?? '')) {
      to = i;
      break;
    }
  }
  while (to > s.from && t.pos[to - 1] === 'PUNCT') to--;
  for (let i = s.from; i < to; i++)
    if (t.pos[i] === 'PRON' && /^(?:it|they|this|these|those|he|she|we|you)$/i.test(t.value[i])) return null;
  return to - s.from >= 3 ? cap(spanText(t, s.from, to)) : null;
}

/**
 * "… to summon a honeyguide, a gray-brown bird that eats beeswax.": the noun phrase before the comma is
 * the term, the one after it says what it is. Not when the phrase is part of a larger one ("a vestige
 * of decency, a sense of shame" renames the vestige; "a cup of tea, a welcoming gesture" the offering),
 * nor a phrase opening the sentence after a preposition ("In an argument, an inference is …"), nor a
 * list going on ("a file, a message, a web page or even a program").
 */
function appositives(t: Tokens): FoundDefinition[] {
  const out: FoundDefinition[] = [];
  const aside = bracketed(t);
  for (let k = 1; k < t.value.length - 2; k++) {
    if (aside[k]) continue;
    const dash = /^[—–]$/.test(t.value[k]);
    if (!dash && t.value[k] !== ',') continue;
    const np = nounPhraseBefore(t, k - 1);
    if (!np) continue;
    // After a comma the appositive has its article ("a gray-brown bird …"); "The umbra, the dark core, …" only as the subject.
    const opens = lower(t.value[k + 1]);
    if (!dash && !(/^(?:a|an)$/.test(opens) || (opens === 'the' && np.from === 0))) continue;
    if (!dash && !np.article) continue;
    if (np.article && !/^(?:a|an|the)$/.test(np.article)) continue;
    // Part of a larger phrase ("a vestige of decency"), a list's last item ("…, or simulations—"), a likeness ("like a snapshot, a moment in time").
    const prev = lower(t.value[np.from - 1] ?? '');
    if (/^(?:of|or|and|like|as)$/.test(prev)) continue;
    if (dash && t.pos[np.from - 1] === 'ADP') continue;
    const verbBefore = t.pos.slice(0, np.from).some((p) => p === 'VERB' || p === 'AUX');
    if (np.from > 0 && t.pos[np.from - 1] === 'ADP' && !verbBefore) continue;
    if (np.from > 0 && !verbBefore && !dash && opens !== 'the') continue;
    // The appositive runs to the end of its clause (a dash closes it); it is a statement of its own when a verb follows its noun phrase.
    // A comma and a verb close it too: the sentence's own predicate goes on ("The harvest, a time of long days, came each
    // October" — "came each October" is what happened, not what a harvest is).
    let end = t.value.length;
    for (let i = k + 1; i < t.value.length; i++)
      if (
        !aside[i] &&
        (/^[;.!?]$/.test(t.value[i]) ||
          (dash && /^[—–]$/.test(t.value[i])) ||
          (t.value[i] === ',' && /^(?:VERB|AUX)$/.test(t.pos[i + 1] ?? '') && !/ing$/i.test(t.value[i + 1] ?? '')))
      ) {
        end = i;
        break;
      }
    const app = nounPhraseAfter(t, k + 1, end);
    if (!app) continue;
    const after = app.to;
    if (/^(?:AUX|VERB)$/.test(t.pos[after] ?? '') && !/(?:ed|ing)$/.test(t.value[after])) continue;
    // A list: another item follows with "or"/"and" ("a message, a web page or even a program").
    // Examples it gives ("such as seeds, shells, or animal bones") are no list of things it renames.
    const examples = t.value.findIndex((v, i) => i > k && i < end && /^(?:such|including|like)$/i.test(v));
    const rest = t.value.slice(k + 1, examples > 0 ? examples : end).map(lower);
    const list = (w: string, i: number) =>
      (w === 'or' || w === 'and') && (/^(?:a|an|the|even)$/.test(rest[i + 1] ?? '') || rest[i - 1] === ',');
    if (rest.some(list)) continue;
    const def = definitionSpan(t, { from: k + 1, to: end }, 'narrowed');
    if (!def || def.to - def.from < 3) continue;
    const term = spanText(t, np.article ? np.from + 1 : np.from, k);
    if (STATEMENT_SUBJECT.test(term)) continue;
    out.push({ term, definition: cap(spanText(t, def.from, def.to)), cue: 'appositive' });
  }
  return out;
}

/**
 * A "term: definition" line, read from its first sentence (the next one elaborates). In a glossary or
 * key-terms section the author says it is one; a list item elsewhere shaped like it is one only when its
 * term is a noun phrase ("Teacher to class: …" and "Now the second row - …" are directions) and its
 * definition says what the term is: not a quotation or an instruction ("Hand the cards …"), not a list of
 * items ("Economic conditions …; types of industries …") or of names ("Strong Interest Inventory, …").
 */
export function glossaryEntry(t: Tokens, inGlossary: boolean): { term: string; definition: string } | null {
  const mark = t.value.findIndex((v, i) => i > 0 && (v === ':' || (/^[–—-]$/.test(v) && !!t.pre[i] && !!t.pre[i + 1])));
  if (mark < 1) return null;
  // One sentence: the first full stop before a capital ends it, wherever the sentence splitter did not.
  // ("believe in. Frequently": the tagger took "in." for the abbreviation of inches).
  const stop = t.value.findIndex((v, i) => i > mark && /\.$/.test(v) && /^\p{Lu}/u.test(t.value[i + 1] ?? ''));
  let end = stop < 0 ? t.value.length : t.value[stop] === '.' ? stop : stop + 1;
  while (end > mark + 1 && t.pos[end - 1] === 'PUNCT' && !/^[)”"’]$/.test(t.value[end - 1])) end--;
  if (end <= mark + 1) return null;
  const term = spanText(t, 0, mark).trim();
  const definition = spanText(t, mark + 1, end).trim();
  if (inGlossary) return { term, definition };
  const termWords = [...Array(mark).keys()];
  if (
    termWords.some((i) => !npWord(t, i) && t.pos[i] !== 'DET' && !/^of$/i.test(t.value[i]) && t.pos[i] !== 'PUNCT') ||
    !termWords.some((i) => /^(?:NOUN|PROPN)$/.test(t.pos[i]))
  )
    return null;
  const first = mark + 1;
  if (/^(?:VERB|PRON|AUX)$/.test(t.pos[first] ?? '') || /^[“"‘']$/.test(t.value[first] ?? '')) return null;
  if (t.value.slice(first, end).includes(';')) return null;
  const items = definition.split(/,\s+(?:and\s+|or\s+)?/);
  if (items.length >= 3 && items.filter((x) => /^\p{Lu}/u.test(x)).length >= items.length - 1) return null;
  if (!t.pos.slice(first, end).some((p) => p === 'NOUN' || p === 'PROPN')) return null;
  // Names only ("SIGI 3, FOCUS 2"): no word of it is written in lower case.
  if (!t.value.slice(first, end).some((v) => /^\p{Ll}{3,}/u.test(v))) return null;
  return { term, definition };
}
