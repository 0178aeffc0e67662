// A meaning read from the text that says nothing of what the term is, which a teacher strikes as "a meaning that
// is no meaning" (session 22's reads): a sort word with at most one word before it ("The ancient system",
// "Economic approach"), a phrase that points to others ("Several other slave states"), a comparison ("A young
// field compared with visible-light astronomy"), or a sort word after a dash that renames a clause ("… a person’s
// personality and fortune—a doctrine"), a comment on the sentence's claim ("a conclusion that was again confirmed …"),
// besides the empty words source.definition-span.ts `saysNothing` finds
// ("a new class of objects"). The term stays a term; it is only not given that meaning (source.terms.ts).
import { saysNothing } from './source.definition-span';

/** Words that say only what sort of thing a term is. */
const SORT_WORD = new RegExp(
  String.raw`^(?:system|approach|method|way|field|idea|concept|process|thing|type|kind|term|practice|policy|strategy|` +
    String.raw`doctrine|movement|period|event|group|area|form|means|tool|step|stage|part|phenomenon|activity|subject|` +
    String.raw`topic|issue|matter|factor|element|aspect|feature|place|region|plan|program|programme|project)s?$`,
  'i',
);
/** First words that point to other things the sentence before told of. */
const POINTS_TO_OTHERS =
  /^(?:other|several|some|many|certain|various|such|these|those|additional|further|extra|another)$/i;
/**
 * "… called electromagnetic radiation, a conclusion that was again confirmed …": a shell noun and its clause say what
 * the sentence's claim was, not what the term is.
 */
const COMMENT =
  /^(?:a|an|the)?\s*(?:conclusion|finding|result|claim|view|discovery|observation|prediction|assumption|suggestion|notion|point|fact|idea)\s+(?:that|which)\b/i;

/** Why the meaning says nothing of what its term is, or null when it says something. */
export function emptyMeaning(definition: string): string | null {
  const words = definition
    .replace(/[“”"]/g, '')
    .trim()
    .split(/\s+/)
    .filter((w) => !/^(?:a|an|the)$/i.test(w));
  if (!words.length || saysNothing(definition)) return 'no particular thing';
  // "the now-ionized atom (called an ion)" read back to "-ionized atom": a word cut in two (session 23's read).
  if (/^[-‐–—]/.test(definition.trim())) return 'a word cut in two';
  if (POINTS_TO_OTHERS.test(words[0])) return `points to others (“${words[0]}”)`;
  if (words.length <= 2 && SORT_WORD.test(words.at(-1)!.replace(/[^\p{L}]/gu, ''))) return 'a sort word alone';
  if (/\bcompared\s+(?:with|to)\b/i.test(definition)) return 'a comparison';
  if (COMMENT.test(definition.trim())) return 'a comment on the sentence';
  if (/\p{L}[—–]\s*(?:a|an|the)\s+\p{L}+$/u.test(definition.trim())) return 'a sort word after a dash';
  return null;
}

/**
 * A common word's "meaning" that names who or which one: "attorney general: Edmond Randolph, a Virginia delegate …"
 * (the man named to the post), "pact: A negotiation between U.S. secretary of state Frank Kellogg and Aristide Briand"
 * (one pact). A lower-case term whose meaning opens on a name of two capitalised words, or holds three capitalised
 * words past its first, is told of one instance (session 24's read: "names the man, not what the term means").
 */
export function oneInstance(term: string, definition: string): string | null {
  if (!/^\p{Ll}/u.test(term.trim())) return null;
  const words = definition.trim().split(/\s+/);
  if (
    /^\p{Lu}\p{Ll}+$/u.test(words[0] ?? '') &&
    /^\p{Lu}\p{Ll}+,?$/u.test(words[1] ?? '') &&
    !/^(?:A|An|The)$/.test(words[0])
  )
    return 'a name, not a meaning';
  const named = words.slice(1).filter((w) => /^\p{Lu}/u.test(w)).length;
  return named >= 3 ? 'one instance, named' : null;
}
