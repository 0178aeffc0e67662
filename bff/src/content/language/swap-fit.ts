// Whether a swapped-in term makes a false statement a student could believe, not nonsense or a
// contradiction in terms. Beyond the kind rules (swap.rules.ts), a term may stand in for another only
// where the text itself treats the two as things of one sort:
// - they share their head word ("static friction" / "kinetic friction");
// - the text lists them together or joins them with "and", "or", "versus" ("mass and weight");
// - the text compares them (source.structure.ts comparisons);
// - or the author marked both (glossary, bold, defined) as concepts of the text.
// And the sentence must still read as a claim: a word qualifying the term ("kinship relationships")
// must be one the text also writes before the new term (never "kinship anthropologists"), and the new
// term's own definition must not share the sentence's words ("a monarchy: a state without a king"),
// which makes the statement contradict itself rather than the text.
import type { SourceReading, SourceTerm } from '../source/source.types';
import { escapeRegExp, termPattern } from './term-pattern';
import { contentWords } from '../checks/same-fact.check';
import { markedByText } from './blank-rules';
import { posEndingAt } from './sentence.simplify';
import { alwaysTheOne, modifies } from './swap.rules';

const head = (t: SourceTerm) => t.key.split(' ').at(-1);

/** Only list punctuation and other list items between the two: "mass and weight", "A, B, or C". */
export const LISTED =
  /^(?:\s*,\s*|\s+(?:and|or|nor|versus|vs\.?|and\/or)\s+|\s*,\s*(?:and|or)\s+|\s*,\s*(?:[^,;:.()]{1,40},\s*){1,4}(?:and\s+|or\s+)?)$/i;

export const LIST_GOES_ON = /^\s*,\s*(?:[^,;:.()]{1,40},\s*){0,4}(?:and|or)\s/i;
/** An aside between commas that is a clause, not a list item: "The tortoises, when purposely moving …, travel". */
const CLAUSE_ASIDE =
  /,\s*(?:when|whenever|which|who|whom|whose|where|while|if|because|although|though|since|after|before|as|once|until|unless|therefore|however|thus)\b/i;

const fold = (s: string) => s.toLocaleLowerCase('en-US');

/** The text lists the two together or compares them. */
export function treatedAlike(a: SourceReading, x: SourceTerm, y: SourceTerm): boolean {
  if (
    a.comparisons.some(
      (c) =>
        (fold(c.a) === fold(x.term) && fold(c.b) === fold(y.term)) ||
        (fold(c.a) === fold(y.term) && fold(c.b) === fold(x.term)),
    )
  )
    return true;
  const shared = x.sentences.filter((i) => y.sentences.includes(i));
  for (const i of shared) {
    const s = a.sentences[i]?.text ?? '';
    const xs = [...s.matchAll(termPattern(x.term))];
    const ys = [...s.matchAll(termPattern(y.term))];
    for (const mx of xs)
      for (const my of ys) {
        const [first, second] = mx.index < my.index ? [mx, my] : [my, mx];
        const between = s.slice(first.index + first[0].length, second.index);
        // A lone comma may join two clauses ("these images, students do not …"): it lists only where
        // the list goes on to its "and" / "or" ("A, B, and C").
        const after = s.slice(second.index + second[0].length);
        if (CLAUSE_ASIDE.test(between)) continue;
        // "Christian conservative and family values voters": the list qualifies the voters, and "conservative" is
        // an adjective there, no name of a thing. "plurality voting and proportional representation systems"
        // lists two nouns: two of one sort.
        const adjective = [mx, my].some((m) => posEndingAt(s, m.index + m[0].length) === 'ADJ');
        if (adjective && modifies(s, second.index + second[0].length)) continue;
        if (/^\s*,\s*$/.test(between) ? LIST_GOES_ON.test(after) : LISTED.test(between)) return true;
      }
  }
  return false;
}

/**
 * "the music industry" and "the recording industry": one head word, everyday words before it, each always "the"
 * one thing in the singular, neither defined, never written in one sentence. A text that sets two kinds side by
 * side names them together, defines them or speaks of "a primary group", "reference groups", "positive
 * feedback"; these may be two names the text gives one thing, and a statement with one put for the other is
 * still true. Names ("Palomar telescope", "Gemini telescope") are two things.
 */
export function maybeOneThing(a: SourceReading, x: SourceTerm, y: SourceTerm): boolean {
  const common = (t: SourceTerm) => t.term === fold(t.term) && t.term.includes(' ') && !t.definition;
  return (
    head(x) === head(y) &&
    common(x) &&
    common(y) &&
    !x.sentences.some((i) => y.sentences.includes(i)) &&
    alwaysTheOne(a, x) &&
    alwaysTheOne(a, y)
  );
}

/**
 * How surely the text treats the two as things of one sort: 'listed' when they share a head word or
 * the text lists or compares them, 'marked' when the author only marked both as terms (then the new
 * term must also fit the slot, `slotFits`), null otherwise.
 */
export function sameSort(a: SourceReading, x: SourceTerm, y: SourceTerm): 'listed' | 'marked' | null {
  if (maybeOneThing(a, x, y)) return null;
  // Two people (or two places) the text discusses are of one sort: "Malinowski did fieldwork in the
  // Trobriand Islands" is a claim a student could believe of Morgan.
  const named = (t: SourceTerm) => t.kind === 'person' || t.kind === 'place';
  if (head(x) === head(y) || treatedAlike(a, x, y) || (named(x) && x.kind === y.kind)) return 'listed';
  return markedByText(x) && markedByText(y) ? 'marked' : null;
}

/**
 * The text writes the new term beside a word the slot has beside it: the verb after it ("experiment
 * is", "mass does") or the content word before it ("net mass"). "A body at mass" fits neither, and
 * "the field of" says nothing ("of" goes with anything).
 */
export function slotFits(a: SourceReading, sentence: string, at: number, length: number, t: SourceTerm): boolean {
  // The content word before the slot (not "at", "the"), and the verb after it ("experiment is").
  const last = /([\p{L}][\p{L}’'-]*)(?:\s+(?:a|an|the|its|their|his|her|our|your))?\s+$/u.exec(sentence.slice(0, at));
  const prevPos = last ? posEndingAt(sentence, last.index + last[1].length) : null;
  const prev = last && /^(?:NOUN|PROPN|ADJ|VERB)$/.test(prevPos ?? '') ? last[1] : null;
  const following = /^\s+([\p{L}][\p{L}’'-]*)/u.exec(sentence.slice(at + length));
  const nextPos = following ? posEndingAt(sentence, at + length + following[0].length) : null;
  const next = following && /^(?:VERB|AUX)$/.test(nextPos ?? '') ? following[1] : null;
  const term = `${escapeRegExp(t.term)}(?:e?s)?`;
  const near = [
    prev ? `${escapeRegExp(prev)}\\s+(?:(?:a|an|the)\\s+)?${term}(?![\\p{L}\\p{N}])` : null,
    next ? `(?<![\\p{L}\\p{N}])${term}\\s+${escapeRegExp(next)}(?![\\p{L}\\p{N}])` : null,
  ].filter((p): p is string => !!p);
  return near.some((p) => {
    const re = new RegExp(p, 'iu');
    return a.sentences.some((s) => re.test(s.text));
  });
}

/** The sentence glosses the term right after it ("assets, or what you own", "mass (the amount of matter)"): a swap would contradict its own gloss. */
export const glossedAfter = (sentence: string, end: number) =>
  /^\s*(?:,\s*or\s|\(|,\s*(?:that is|i\.e\.|meaning|which means)\b|[—–])/i.test(sentence.slice(end));

/** The term is itself the gloss of what comes before it ("protons and neutrons, or nucleons"). */
export const glossBefore = (sentence: string, at: number) =>
  /(?:,\s*or|\(|,\s*(?:that is|i\.e\.|meaning|known as|called))\s*$/i.test(sentence.slice(0, at));

/**
 * The word right before the slot qualifies the term (an adjective or noun, "kinship relationships",
 * "net external force"): the new term must follow that word somewhere in the text too.
 */
export function fitsQualifier(a: SourceReading, sentence: string, at: number, t: SourceTerm): boolean {
  const before = /([\p{L}][\p{L}’'-]*)\s+$/u.exec(sentence.slice(0, at));
  if (!before) return true;
  const pos = posEndingAt(sentence, before.index + before[1].length);
  if (pos !== 'ADJ' && pos !== 'NOUN' && pos !== 'PROPN') return true;
  const phrase = new RegExp(
    `(?<![\\p{L}\\p{N}])${escapeRegExp(before[1])}\\s+${escapeRegExp(t.term)}(?:e?s)?(?![\\p{L}\\p{N}])`,
    'iu',
  );
  return a.sentences.some((s) => phrase.test(s.text));
}

/** The new term's definition shares two or more words with the rest of the sentence: the swap contradicts itself. */
export function contradicts(sentence: string, at: number, length: number, t: SourceTerm): boolean {
  if (!t.definition) return false;
  const rest = new Set(contentWords(sentence.slice(0, at) + ' ' + sentence.slice(at + length)));
  return new Set(contentWords(t.definition).filter((w) => rest.has(w))).size >= 2;
}
