// Shorter versions of one of the teacher's sentences for younger readers, by deletion only, so no
// word is ever added and nothing the text does not say can appear. Cuts are made where the parts of
// speech from wink-nlp (source/source.nlp.ts) mark them, and only where the result is still true
// whenever the whole sentence is:
// - asides: brackets (citations, figures, units), a comma-set appositive that begins with an article
//   ("the Dutch West India Company, a trading company, founded…") and a "who/which" clause set off by
//   commas (non-restrictive, so it adds to the claim without narrowing it);
// - signposts that point back into the text ("As mentioned earlier, …");
// - joined clauses: "A, and B", "A, but B", "A; B" each assert A and B, so each part is a sentence of
//   its own. Never when an "if/when/because…" before the join may govern both parts, and never "or".
// Every result is checked as a sentence (subject before its verb, a closing stop, no dangling
// preposition, conjunction or article at the end, balanced brackets) or dropped.
import { nlp } from '../source/source.nlp';
import { memoByText } from './text-memo';

interface Tok {
  v: string;
  pos: string;
  sp: string;
}

const CONDITION = /^(?:if|unless|when|whenever|whether|because|although|though|while|since|until)$/i;
const CLAUSE_JOIN = /^(?:and|but|yet|so)$/i;
const SIGNPOST = new RegExp(
  String.raw`^(?:as (?:mentioned|noted|discussed|described|explained|seen|shown) (?:earlier|above|before|previously)|` +
    String.raw`as we (?:have )?(?:saw|seen|learned|discussed)(?: earlier| above)?|as (?:we|I) (?:shall|will) (?:see|show)|` +
    String.raw`as we (?:have )?(?:saw|seen|learned|discussed) in (?:chapter|section|unit) \d+(?:\.\d+)*|in fact|of course)$`,
  'i',
);
const POINTS_BACK = /^(?:they|them|their|theirs|it|its|he|him|his|she|her|hers|there|then|this|these|those|such)$/i;
/**
 * "…, but India was still clearly under British control": a later clause that says "still", "also", "instead"
 * is said against the clause before it, and alone it has lost what it answers (session 22's read).
 */
const SAID_AGAINST = /^(?:still|also|too|instead|even|either|nonetheless|nevertheless|anyway|likewise|similarly)$/i;
const SUBJECT = new Set(['NOUN', 'PROPN', 'PRON', 'NUM']);
const PREDICATE = new Set(['VERB', 'AUX']);
const DANGLING = new Set(['ADP', 'CCONJ', 'SCONJ', 'DET', 'PART', 'AUX']);
const OPEN = new Set(['(', '[']);
const CLOSE = new Set([')', ']']);

/** Parsed once per sentence string (text-memo.ts). */
const tokensOf = memoByText(parseTokens);

function parseTokens(text: string): Tok[] {
  const its = nlp().its;
  const t = nlp().readDoc(text).tokens();
  const v = t.out();
  const pos = t.out(its.pos);
  const sp = t.out(its.precedingSpaces) as unknown as string[];
  return v.map((value, i) => ({ v: value, pos: pos[i], sp: sp[i] ?? ' ' }));
}

const join = (toks: Tok[]) => toks.map((t, i) => (i ? t.sp : '') + t.v).join('');

/** The tokens without bracketed asides. */
function dropBrackets(toks: Tok[]): Tok[] {
  const out: Tok[] = [];
  let depth = 0;
  for (const t of toks) {
    if (OPEN.has(t.v)) depth++;
    else if (CLOSE.has(t.v) && depth) depth--;
    else if (!depth) out.push(t);
  }
  return depth ? toks : out;
}

/** Connectives set off by commas inside a sentence: they link it to the one before and assert nothing. */
const CONNECTIVE =
  /^(?:however|on the other hand|in turn|therefore|thus|for example|for instance|in fact|of course|as a result|in addition|moreover|furthermore|nevertheless|instead|as (?:we|I) (?:have |had )?(?:seen|said|noted|shown|saw|learned))$/i;

/** The tokens without comma-set connectives, appositives and who/which clauses. */
function dropAsides(toks: Tok[]): Tok[] {
  const out = [...toks];
  for (let i = 1; i < out.length; i++) {
    if (out[i].v !== ',') continue;
    const close = out.findIndex((t, k) => k > i && k <= i + 5 && t.v === ',');
    if (close > 0 && CONNECTIVE.test(join(out.slice(i + 1, close)))) out.splice(i, close - i + 1);
  }
  for (let i = 1; i < out.length; i++) {
    if (out[i].v !== ',' || !['NOUN', 'PROPN'].includes(out[i - 1].pos)) continue;
    const first = out[i + 1];
    if (!first) break;
    const relative = /^(?:who|which)$/i.test(first.v);
    const appositive = first.pos === 'DET' && /^(?:a|an|the)$/i.test(first.v);
    if (!relative && !appositive) continue;
    // "it was his nephew, Brooks, who sought satisfaction": a cleft's "who" clause is what the sentence says
    // (session 21's read printed "it was his nephew, _____.").
    if (relative && /\bit\s+(?:is|was)\b/i.test(join(out.slice(0, i)))) continue;
    let end = i + 1;
    while (end < out.length && out[end].v !== ',' && out[end].v !== '.' && out[end].v !== ';') end++;
    const inner = out.slice(i + 1, end);
    if (inner.length > 14) continue;
    // An appositive names; it has no verb of its own (that would be a clause, not an aside).
    if (appositive && inner.some((t) => PREDICATE.has(t.pos))) continue;
    const closing = out[end];
    if (!closing) continue;
    // "A, the B, and C" is a list, not an aside.
    if (closing.v === ',' && out[end + 1]?.pos === 'CCONJ') continue;
    // A mid-sentence aside needs its closing comma and the sentence's verb after it ("X, a Y, founded Z");
    // anything else there ("a parliamentarian, an advisor, typically a lawyer") is a run of asides or a list.
    const after = out.slice(end + 1).find((t) => t.pos !== 'ADV');
    if (closing.v === ',' && after && PREDICATE.has(after.pos)) out.splice(i, end - i + 1);
    else if (relative && closing.v === '.') out.splice(i, end - i);
    else continue;
    i--;
  }
  return out;
}

/** "As mentioned earlier, X" → "X". */
function dropSignpost(toks: Tok[]): Tok[] {
  const comma = toks.findIndex((t) => t.v === ',');
  if (comma < 1 || comma > 6) return toks;
  return SIGNPOST.test(join(toks.slice(0, comma))) ? toks.slice(comma + 1) : toks;
}

/** The part after ", and" is a noun phrase closed by a comma before the verb both parts share. */
function sharedVerbAfter(right: Tok[]): boolean {
  const comma = right.findIndex((t) => t.v === ',');
  return (
    comma > 0 &&
    /^(?:NOUN|PROPN|NUM)$/.test(right[comma - 1].pos) &&
    PREDICATE.has(right[comma + 1]?.pos ?? '') &&
    !right.slice(0, comma).some((t) => t.pos === 'AUX')
  );
}

/**
 * Clauses of a sentence joined by "; ", ": " or ", and / but / yet / so", when each can stand as a
 * sentence. "S did A, and did B" (a second predicate without its own subject) gives "S did A." alone:
 * it is still asserted. Lists ("A, B, and C") never split: their parts are not clauses.
 */
function splitClauses(toks: Tok[]): Tok[][] {
  const parts: Tok[][] = [];
  let start = 0;
  for (let i = 0; i < toks.length; i++) {
    const mark = toks[i].v === ';' || toks[i].v === ':';
    const joined = toks[i].v === ',' && CLAUSE_JOIN.test(toks[i + 1]?.v ?? '') && toks[i + 1].pos === 'CCONJ';
    if (!mark && !joined) continue;
    const left = toks.slice(start, i);
    // "If A, B, and C": the condition may govern C too; do not assert C on its own.
    if (toks.slice(0, i).some((t) => t.pos === 'SCONJ' || CONDITION.test(t.v)))
      return parts.length ? [...parts, toks.slice(start)] : [toks];
    const right = toks.slice(i + (mark ? 1 : 2));
    if (!isClause(left)) continue;
    // "to A, B, the C, and what became D" is a list: a comma after the left part's last verb says so.
    const lastVerb = left.findLastIndex((t) => PREDICATE.has(t.pos));
    if (joined && left.slice(lastVerb).some((t) => t.v === ',')) continue;
    // "S went on to rule A, invade B, and (eventually) take C" lists one subject's predicates: cut at the
    // last one, "S went on to rule A, invade B." is no sentence (a list with no "and").
    if (joined && (predicateList(left) || clauseList(left))) continue;
    if (/^(?:what|which|who|whom|whose|where|how)$/i.test(right[0]?.v ?? '')) continue;
    // "A, and B, had C" joins two subjects of one verb: neither half is a sentence of its own.
    if (joined && sharedVerbAfter(right)) continue;
    // After a colon, a list ("steps: exercise, diet, choosing not to smoke") is not a clause.
    const rightVerb = right.findIndex((t) => PREDICATE.has(t.pos));
    const rightComma = right.findIndex((t) => t.v === ',');
    if (toks[i].v === ':' && rightComma >= 0 && rightComma < rightVerb) {
      if (isClause(left)) return [...parts, left];
      continue;
    }
    // What follows a colon explains what comes before it ("the situation is reversed: the north leans
    // away"): on its own it has lost what it explains, so only the part before may stand alone.
    if (toks[i].v === ':' && isClause(right.filter((t) => t.v !== '.'))) return [...parts, left];
    if (!isClause(right.filter((t) => t.v !== '.'))) {
      // A second predicate of the same subject: keep the first, which the sentence still asserts.
      if (
        joined &&
        /^(?:and|but)$/i.test(toks[i + 1].v) &&
        PREDICATE.has(right.find((t) => t.pos !== 'ADV')?.pos ?? '')
      )
        return [...parts, left];
      continue;
    }
    parts.push(left);
    start = i + (mark ? 1 : 2);
  }
  if (!parts.length) return [toks];
  parts.push(toks.slice(start));
  return parts;
}

/** After the first verb, ", (adverb) verb": "rule A, invade B"; not "…, specialized occupations began …". */
function predicateList(left: Tok[]): boolean {
  const first = left.findIndex((t) => PREDICATE.has(t.pos));
  const listedVerb = (j: number) => {
    if (left[j]?.pos !== 'VERB') return false;
    if (!/(?:ed|ing)$/i.test(left[j].v) || !/^(?:NOUN|PROPN)$/.test(left[j + 1]?.pos ?? '')) return true;
    const end = left.findIndex((t, i) => i > j && t.v === ',');
    return !left.slice(j + 2, end < 0 ? left.length : end).some((t) => PREDICATE.has(t.pos));
  };
  return left.some(
    (t, k) => k > first && t.v === ',' && (listedVerb(k + 1) || (left[k + 1]?.pos === 'ADV' && listedVerb(k + 2))),
  );
}

/** "S did A, causing B." → "S did A.": a trailing participle phrase adds to the claim without narrowing it. */
function dropTrailingParticiple(toks: Tok[]): Tok[] {
  for (let i = toks.length - 2; i > 1; i--) {
    if (toks[i].v !== ',') continue;
    const next = toks[i + 1];
    const rest = toks.slice(i + 1).filter((t) => t.v !== '.');
    const left = toks.slice(0, i);
    const verb = left.findIndex((t) => PREDICATE.has(t.pos));
    // "…their health: exercise, diet, choosing not to smoke" ends a list, not a clause.
    const list = left.slice(left.findLastIndex((t) => PREDICATE.has(t.pos))).some((t) => t.v === ',' || t.v === ':');
    if (
      next.pos === 'VERB' &&
      /ing$/i.test(next.v) &&
      !subjectOfItsOwn(rest) &&
      !gerundSubject(rest) &&
      rest.every((t) => t.v !== ',') &&
      isClause(left) &&
      verb < left.length - 1 &&
      !list
    )
      return [...left, ...toks.slice(-1)];
    return toks;
  }
  return toks;
}

/**
 * "…natural law, Bentham wrote, disputing its legitimacy could lead only to chaos": the "-ing" word opens the
 * main clause as its subject (a modal or "be" of its own follows, not after "to"); cut, the sentence says nothing
 * (session 22's read: "…, Bentham wrote.").
 */
const gerundSubject = (rest: Tok[]) =>
  rest.slice(1).some((t, k) => t.pos === 'AUX' && !/^to$/i.test(rest[k].v) && !/ing$/i.test(t.v));

/**
 * ", reflecting telescopes have grown ever larger": the "-ing" word qualifies the noun that opens the main
 * clause, whose verb follows; ", causing prices to rise" is a participle phrase (its verb is after "to").
 */
function subjectOfItsOwn(rest: Tok[]): boolean {
  let k = 1;
  while (/^(?:DET|ADJ|NUM)$/.test(rest[k]?.pos ?? '')) k++;
  if (!/^(?:NOUN|PROPN)$/.test(rest[k]?.pos ?? '')) return false;
  while (/^(?:NOUN|PROPN)$/.test(rest[k]?.pos ?? '')) k++;
  return /^(?:VERB|AUX)$/.test(rest[k]?.pos ?? '') && !/ing$/i.test(rest[k].v);
}

/**
 * "No one could kill more than their household could use, hunting was banned in the mating season, and …": the
 * left part is itself two clauses a comma joins, items of a list of clauses; cut before the "and", it prints a
 * comma splice.
 */
function clauseList(left: Tok[]): boolean {
  return left.some((t, c) => t.v === ',' && isClause(left.slice(0, c)) && isClause(left.slice(c + 1)));
}

/** A verb with a subject (noun, name, pronoun or number, or "there") somewhere before it. */
function isClause(toks: Tok[]): boolean {
  const subject = toks.findIndex((t) => SUBJECT.has(t.pos) || /^there$/i.test(t.v));
  return subject >= 0 && toks.slice(subject + 1).some((t) => PREDICATE.has(t.pos));
}

/** The tokens as a sentence: first letter capital, one closing full stop. */
function asSentence(toks: Tok[]): string {
  const body = toks.filter((t, i) => !(i === toks.length - 1 && /^[.!;,]$/.test(t.v)));
  const text = join(body)
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim()
    .replace(/[,;:]$/, '');
  const stop = /[.!?]["”’]?$/.test(text) ? '' : /!$/.test(join(toks)) ? '!' : '.';
  return text.charAt(0).toLocaleUpperCase('en-US') + text.slice(1) + stop;
}

/** Is this a whole sentence a student can read (not a fragment)? Rules in the header comment. */
export function isWholeSentence(text: string): boolean {
  if (!/^["“]?[\p{Lu}\d]/u.test(text) || !/[.!]["”’]?$/.test(text)) return false;
  const toks = tokensOf(text).filter((t) => !/^[.!"“”’]$/.test(t.v));
  if (toks.filter((t) => t.pos !== 'PUNCT').length < 4 || !isClause(toks)) return false;
  // The last word (after any closing bracket) must not leave the clause hanging: "…the blank is in the."
  const kept = toks.filter((t) => !CLOSE.has(t.v));
  const last = kept.at(-1)!;
  // "…what it does." ends on a verb the tagger reads as an auxiliary, right after its subject: whole.
  // Not a modal: "…what the students can." hangs.
  const verbAfterSubject =
    /^(?:do|does|did|is|are|was|were|has|have|had)$/i.test(last.v) &&
    ['PRON', 'NOUN', 'PROPN'].includes(kept.at(-2)?.pos ?? '');
  // "…a page to work on." ends on the particle of an infinitive's phrasal verb: whole.
  const particleOfInfinitive = last.pos === 'ADP' && kept.at(-2)?.pos === 'VERB' && /^to$/i.test(kept.at(-3)?.v ?? '');
  // "…from one level to another." ends on a determiner used as a pronoun, which is whole.
  if (
    (DANGLING.has(last.pos) &&
      !verbAfterSubject &&
      !particleOfInfinitive &&
      !/^(?:another|others?|this|that|these|those|both|all|each|either|neither|none|some|any|many|much|more|most)$/i.test(
        last.v,
      )) ||
    last.pos === 'PUNCT'
  )
    return false;
  let depth = 0;
  for (const t of toks) {
    if (OPEN.has(t.v)) depth++;
    if (CLOSE.has(t.v)) depth--;
    if (depth < 0) return false;
  }
  return depth === 0 && (text.match(/["“”]/g) ?? []).length % 2 === 0;
}

/** The part of speech of the word that ends at `end` (exclusive) in the sentence, or null. */
export function posEndingAt(sentence: string, end: number): string | null {
  let at = 0;
  for (const t of tokensOf(sentence)) {
    at += t.sp.length + t.v.length;
    if (at >= end) return at === end ? t.pos : null;
  }
  return null;
}

const cache = new Map<string, string[]>();

/**
 * Shorter whole sentences the text's sentence says, shortest cut first: the sentence without its
 * asides, then each of its clauses. Empty when nothing can be cut. Deletion only (see the header).
 */
export function simplerVersions(sentence: string): string[] {
  const hit = cache.get(sentence);
  if (hit) return hit;
  const toks = tokensOf(sentence);
  const trimmed = dropTrailingParticiple(dropSignpost(dropAsides(dropBrackets(toks))));
  const whole = asSentence(trimmed);
  const out = new Set<string>();
  if (whole !== sentence) out.add(whole);
  splitClauses(trimmed).forEach((clause, i) => {
    // A later clause that points back ("…; by 1664, only nine thousand people were living there") has lost what it points to.
    if (clause === trimmed || (i > 0 && clause.some((t) => POINTS_BACK.test(t.v) || SAID_AGAINST.test(t.v)))) return;
    out.add(asSentence(dropSignpost(clause)));
  });
  const result = [...out].filter((s) => s !== sentence && isWholeSentence(s));
  if (cache.size > 5000) cache.clear();
  cache.set(sentence, result);
  return result;
}
