// What a full answer to an open question on one sentence says, from the text itself, so the key is a
// model answer a teacher can mark against, never the quote alone: the reason the sentence gives for what
// it states (causes.ts), the examples it gives of an idea (examples.ts), the link it states between two
// terms, and the text's own meaning of each term it uses. A sentence that gives none of these has nothing
// to explain beyond repeating itself, and is not asked as an open question.
import type { SourceTerm } from '../source/source.types';
import { causeAndEffect, lowerFirst } from './causes';
import { tokensOf } from './clause-tokens';
import { examplesOf } from './examples';
import { termPattern } from './term-pattern';
import { teachesTerm } from './blank-rules';
import { posEndingAt } from './sentence.simplify';
import { leansOnNeighbours } from './stands-alone';

const quote = (s: string) => `“${s}”`;
const trimStop = (s: string) => s.replace(/[\s.;:,]+$/, '');

/** The terms the text teaches and defines that the sentence uses (at most `n`, the text's order of terms). */
export const definedIn = (pool: SourceTerm[], sentence: string, n = 2) =>
  pool
    // A meaning that points outside itself ("they may involve using various technologies") explains nothing.
    .filter(
      (t) => t.definition && teachesTerm(t) && termPattern(t.term).test(sentence) && !leansOnNeighbours(t.definition),
    )
    .filter((t, i, all) => !all.some((o) => o !== t && o.term.length > t.term.length && o.key.includes(t.key)))
    .slice(0, n);

/** The points a full answer makes about the sentence, in the text's words; empty when it gives none. */
export function scoringPoints(pool: SourceTerm[], sentence: string): string[] {
  const points: string[] = [];
  const ce = causeAndEffect(sentence);
  if (ce) points.push(`gives the reason: ${trimStop(lowerFirst(ce.effect))} because ${trimStop(lowerFirst(ce.cause))}`);
  const ex = examplesOf(sentence);
  if (ex)
    points.push(
      `names ${ex.examples.join(', ')} as ${ex.examples.length > 1 ? 'examples' : 'an example'} of ${ex.concept}`,
    );
  for (const t of definedIn(pool, sentence))
    points.push(`uses “${t.term}” as the text means it: ${trimStop(lowerFirst(t.definition!))}`);
  return points;
}

const lemmas = (s: string) =>
  new Set(
    tokensOf(s)
      .filter((t) => /^(?:NOUN|PROPN|VERB|ADJ|ADV|NUM)$/.test(t.pos))
      .map((t) => t.lemma.toLocaleLowerCase('en-US')),
  );

/**
 * The point says something the sentence does not: at least a third of its content words are not the
 * sentence's (a term's meaning read from elsewhere in the text, not the sentence's own words again).
 */
export function addsToSentence(point: string, sentence: string): boolean {
  const said = lemmas(point.replace(/^[^:]*:\s*/, ''));
  if (!said.size) return false;
  const shown = lemmas(sentence);
  return [...said].filter((w) => !shown.has(w)).length / said.size >= 1 / 3;
}

/** A model answer: the numbered points, then the sentence they come from. */
export const modelAnswer = (points: string[], sentence: string) =>
  `A full answer ${points.map((p, i) => `(${i + 1}) ${p}`).join('; ')}. The text says: ${quote(sentence)}`;

/** A link that sets the second term apart ("contains other elements besides hydrogen") links nothing. */
const LINK_DENIED = /\b(?:besides|except|other than|apart from|instead of|rather than|not|no|never)\b/i;

/**
 * The first term starts its clause, so it is the subject of the verb that follows: not the object of a verb
 * or a preposition before it ("…spurred the states to leave the Union to form…", "atoms of nonmetal elements
 * form ions"). Determiners, numbers, adjectives and nouns before it are its own phrase.
 */
function isSubjectAt(sentence: string, index: number): boolean {
  const before = sentence.slice(0, index).replace(/[\s-]+$/, '');
  if (!before || /[,;:(]$/.test(before)) return true;
  const toks = tokensOf(before);
  for (let k = toks.length - 1; k >= 0; k--) {
    const { pos, v } = toks[k];
    // "Mizar and Alcor form …": the second of two joined subjects is not the doer alone.
    if (pos === 'CCONJ' && /^(?:NOUN|PROPN)$/.test(toks[k - 1]?.pos ?? '')) return false;
    if (pos === 'PUNCT' || pos === 'CCONJ' || pos === 'SCONJ') return true;
    // Its own phrase: "the main-group elements", "Earth's atmosphere", "their ideas".
    if (/^(?:DET|NUM|ADJ|ADV|NOUN|PROPN|PART)$/.test(pos) || /^(?:its|their|his|her|our|my|your)$/i.test(v)) continue;
    return !/^(?:VERB|AUX|ADP|PRON)$/.test(pos);
  }
  return true;
}

/**
 * The link a sentence states between two terms, in its words: from the first term's mention to the end
 * of the second's ("Procrastination causes stress"), within one clause (no comma, semicolon, colon or dash) and
 * through a verb that states a relation (`relation`, "causes", "is part of"; "is not a cause" names one).
 */
export function statedLink(sentence: string, x: SourceTerm, y: SourceTerm, relation: RegExp): string | null {
  const mx = termPattern(x.term).exec(sentence);
  const my = termPattern(y.term).exec(sentence);
  if (!mx || !my) return null;
  const [first, second] = mx.index <= my.index ? [mx, my] : [my, mx];
  const link = sentence.slice(first.index, second.index + second[0].length);
  const words = link.split(/\s+/).length;
  if (words < 3 || words > 16 || /[,;:()—–]/.test(link) || LINK_DENIED.test(link)) return null;
  if (!isSubjectAt(sentence, first.index)) return null;
  // "…became the basis for the way Chinese government officials were selected": a second term followed by
  // its own verb opens a clause, and the link cut there ends mid-clause.
  const end = second.index + second[0].length;
  const next = /^\s+[\p{L}’'-]+/u.exec(sentence.slice(end));
  if (next && /^(?:VERB|AUX)$/.test(posEndingAt(sentence, end + next[0].length) ?? '')) return null;
  const verb = new RegExp(relation.source, 'gi');
  for (const m of link.matchAll(verb)) {
    // A relation word used as a noun ("is not a cause", "the main effect") states no link. The tagger
    // reads a sentence's second word as a noun at times ("Procrastination causes"), so a word right
    // after the subject term counts as its verb.
    const at = first.index + m.index;
    const before = sentence.slice(0, at);
    if (/\b(?:a|an|the|its|their|this|that|no|one|main|primary|major|first|second)\s+$/i.test(before)) continue;
    // The verb follows its subject term closely ("disturbance is caused by"), not after a whole phrase.
    if (link.slice(first[0].length, m.index).trim().split(/\s+/).filter(Boolean).length > 2) continue;
    // "…the Union to form the Confederate States": an infinitive right after the term is not the term's
    // doing; after the term's own verb it is ("elements tend to form cations").
    if (/^\s*to\s*$/i.test(link.slice(first[0].length, m.index))) continue;
    const pos = posEndingAt(sentence, at + m[0].length);
    if (pos === 'VERB' || pos === 'AUX' || m.index === first[0].length + 1) return link;
  }
  return null;
}
