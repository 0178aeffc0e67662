// What can stand as a definition: the span after "is" or "means" cut to its one clause, that says what
// kind of thing the term is and how it differs (a noun phrase with something that narrows it, or "how/
// when/where …" for a process), never a verdict ("an effective way", "one of those cherished elements"),
// a pointer to another sentence ("this", "another type of") or a statement about it ("the reason …").
import { POINTING, bracketed, dashAt, gerund, npWord, type Span, type Tokens } from './source.tokens';
import { newClause } from './source.clauses';
import { characterises } from './source.verdicts';

export type DefinitionCue = 'be' | 'means' | 'named' | 'appositive' | 'statement';

export interface FoundDefinition {
  term: string;
  /** The text's own words for it, one clause; absent when the sentence names the term without saying what it is. */
  definition?: string;
  cue: DefinitionCue;
  /** The term is a gerund standing as the subject ("Forgetting is the loss of …"). */
  gerund?: true;
  /** Said in the past ("The partial repeal was …"): what one thing was then, not what a word means. */
  past?: true;
}

/** Subjects that say what a statement is about, not a term it defines ("The result is …", "An example is …"). */
export const STATEMENT_SUBJECT = new RegExp(
  String.raw`^(?:result|reason|problem|answer|solution|majority|minority|remainder|rest|idea|point|goal|purpose|effect|outcome|question|difference|key|fact|` +
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
/** Where a definition's clause ends: a second statement, a turn of the argument, a citation. */
const CLAUSE_END = /^(?:however|but|therefore|thus|although|though|whereas|while)$/i;

export const cap = (s: string) => s.charAt(0).toLocaleUpperCase('en-US') + s.slice(1);
export const lower = (s: string) => s.toLocaleLowerCase('en-US');

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
  // "a gateway to the past because it is an object or document that comes …": a figure of speech first, and
  // what the thing is after "because it is".
  for (let i = from + 1; i < to - 3; i++)
    if (/^because$/i.test(t.value[i]) && /^(?:it|they)$/i.test(t.value[i + 1]) && /^(?:is|are)$/i.test(t.value[i + 2]))
      return definitionSpan(t, { from: i + 3, to: s.to }, shape);
  // "A rally is usually a one-time event, for instance, …": an example offered for a point, not a definition.
  for (let i = from; i < to - 1; i++)
    if (/^for$/i.test(t.value[i]) && /^(?:instance|example)$/i.test(t.value[i + 1]) && t.value[i - 1] === ',')
      return null;
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
  // "a consequence of the conservation of angular momentum" says where the thing comes from, not what it is
  // (session 22's read: "a meaning that is no meaning"), as "a product of Cromwell's England" says who made a law
  // (session 24's read).
  if (
    /^(?:part|example|kind|consequence|result|outcome|by-?product|product|creation|outgrowth|legacy)$/i.test(
      t.value[from + 1] ?? '',
    ) &&
    lower(t.value[from + 2] ?? '') === 'of'
  )
    return null;
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
  // "a Nixon strategy": whose it is and one sort word, nothing of what it does (session 22's read: "détente: A
  // Nixon strategy").
  if (
    i === to &&
    head === to - 1 &&
    t.pos[head] === 'NOUN' &&
    ownerOnly(t, t.pos[from] === 'DET' ? from + 1 : from, head)
  )
    return null;
  if (characterises(t, from, to, head)) return null;
  // "Priming is also the reason you probably said jelly …": a statement about it, not what it is.
  if (STATEMENT_PREDICATE.test(t.value[head]) && shape !== 'phrase') return null;
  const narrowed = modifiers >= 3 || i < to;
  if (shape === 'narrowed' && !narrowed) return null;
  return { from, to };
}

/** Only names between `from` and the head noun: the phrase says whose the thing is and no more. */
const ownerOnly = (t: Tokens, from: number, head: number) =>
  head > from && t.pos.slice(from, head).every((p, k) => p === 'PROPN' && /^\p{Lu}/u.test(t.value[from + k]));

/** Where the clause from `from` ends: at the turn of the argument or a second statement (", however", ", but", ", Mary was …"). */
function clauseEnd(t: Tokens, from: number, end: number): number {
  const aside = bracketed(t);
  let to = end;
  let relative = false;
  for (let i = from + 1; i < end; i++) {
    if (aside[i]) continue;
    if (/^(?:that|which|who|whom|whose|where)$/i.test(t.value[i])) relative = true;
    // "electrostatic forces of attraction, that is, the attractive forces …": the restatement is a second phrase.
    const restates =
      /^that$/i.test(t.value[i + 1] ?? '') && /^is$/i.test(t.value[i + 2] ?? '') && t.value[i + 3] === ',';
    if (
      (t.value[i] === ',' || dashAt(t, i)) &&
      (CLAUSE_END.test(t.value[i + 1] ?? '') || restates || newClause(t, i + 1, aside))
    ) {
      to = openerOfNext(t, from, i);
      break;
    }
    // "distances were mere estimates, and the locations of important cities such as Timbuktu and Kano were …": a
    // second clause with its own subject, however long, ends the meaning; a list's last item ("plants, animals,
    // and the ways they interact") does not, so only where no comma came before in the span.
    if (
      t.value[i] === ',' &&
      /^and$/i.test(t.value[i + 1] ?? '') &&
      !t.value.slice(from, i).includes(',') &&
      newClause(t, i + 2, aside, 16)
    ) {
      to = i;
      break;
    }
    // "the bone cell responsible for forming new bone and is found in …": a second predicate of the subject's
    // (one of a relative clause, "water that falls and is collected", stays with it).
    if (!relative && /^and$/i.test(t.value[i]) && t.pos[i + 1] === 'AUX') {
      to = i;
      break;
    }
  }
  while (to > from && (t.pos[to - 1] === 'PUNCT' || aside[to - 1]) && !/^[)”"’]$/.test(t.value[to - 1])) to--;
  return to;
}

/**
 * Where a clause cut at `at` really ends: "the crown jewel of the Mexican Cession, and following the discovery of
 * gold, it was …" — the phrase after ", and" (a verb, preposition or adverb first) opens the next clause, not
 * more of this one. "…at rest, or for a moving object to remain in motion" runs on to no new clause and stays.
 */
function openerOfNext(t: Tokens, from: number, at: number): number {
  for (let j = at - 1; j > from; j--) {
    if (t.value[j] !== ',') continue;
    const opens =
      /^(?:and|but|or|yet|so)$/i.test(t.value[j + 1] ?? '') && /^(?:VERB|AUX|ADP|SCONJ|ADV)$/.test(t.pos[j + 2] ?? '');
    return opens ? j : at;
  }
  return at;
}

/**
 * "Rehearsal is saying information again and again …", "Recall is bringing a memory back to mind": an
 * activity defined by what one does. Only for a one-word subject in the singular with no article (an
 * activity's name), and a gerund with its object: "The river is carrying sediment" and "Students are
 * learning fractions" are statements in the progressive, not definitions.
 */
export function activitySpan(t: Tokens, subject: Span, rest: Span): Span | null {
  if (subject.to - subject.from !== 1) return null;
  const name = subject.from;
  // "NASA is launching a Europa mission …": a name doing something now, no activity defined (session 21's read).
  // The tagger calls a sentence's capitalised first word a name too ("Rehearsal is saying …").
  const named = t.pos[name] === 'PROPN' && (name > 0 || /^\p{Lu}{2,}$/u.test(t.value[name]));
  const singular = /^(?:NOUN|PROPN)$/.test(t.pos[name]) && !named && lower(t.value[name]) === lower(t.lemma[name]);
  if (!singular && !gerund(t, name)) return null;
  if (!gerund(t, rest.from) || !/^(?:DET|NOUN|PROPN|ADJ|NUM)$/.test(t.pos[rest.from + 1] ?? '')) return null;
  const to = clauseEnd(t, rest.from, rest.to);
  return to - rest.from >= 3 ? { from: rest.from, to } : null;
}

/** Words that name no particular thing: "a new class of objects", "another kind of thing". */
const EMPTY_WORD =
  /^(?:a|an|the|new|different|certain|special|particular|other|another|whole|same|kinds?|types?|class(?:es)?|sorts?|groups?|categor(?:y|ies)|sets?|forms?|of|objects?|things?|items?|ones?|something|entit(?:y|ies))$/i;

/**
 * "invented a new class of objects, called minor planets or asteroids": a meaning of empty words says what
 * the term is of nothing (session 20's read: "a meaning that is no meaning", the same one for two terms).
 */
export const saysNothing = (definition: string) =>
  definition
    .trim()
    .split(/\s+/)
    .every((w) => EMPTY_WORD.test(w.replace(/[^\p{L}]/gu, '')));

/**
 * "a larger national organization—the American Protective League—": a name given as what a described thing
 * is turns the pair round; the description is no term, and the name's meaning is not given.
 */
export const nameForDescription = (term: string, definition: string) =>
  /^\p{Ll}/u.test(term) &&
  definition
    .trim()
    .replace(/^the\s+/i, '')
    .split(/\s+/)
    .every((w) => /^\p{Lu}/u.test(w) || /^(?:of|and|the|for|de|on)$/.test(w));

/**
 * Does a description read from a pattern (source.glosses.ts) say what its term is: not a clause about
 * something else ("it will add up to…", "what students will do"), not a verdict ("an enviable skill")?
 */
export function describes(definition: string): boolean {
  const words = definition.trim().split(/\s+/);
  if (/^(?:it|they|there|we|you|he|she|this|these|those|that|what|which|who|whatever)$/i.test(words[0] ?? ''))
    return false;
  if (saysNothing(definition)) return false;
  return !words.slice(0, 4).some((w) => INTENSIFIER.test(w) || EVALUATIVE.test(w.replace(/[^\p{L}]/gu, '')));
}
