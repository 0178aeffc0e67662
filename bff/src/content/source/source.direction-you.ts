// The "you" of a teacher's document that is not the teacher: the impersonal "you" of a method's description
// ("then you can eliminate a lot of data quickly"), which is content even in a lesson plan.
import { CLASS_PEOPLE, YOU } from './source.direction-cues';
import { headIndex, tokensOf } from './source.direction-tokens';

/** What the teacher does in a lesson: a "you" before one of these is the teacher, not anyone following the method. */
const TEACHER_ACTS = new Set(
  (
    'ask adapt choose cover demonstrate do emphasise emphasize explain generate get give hand have help hold let ' +
    'look make pick play practise practice prepare print put remove repeat say see show start stop teach tell ' +
    'think turn want win lose add need'
  ).split(' '),
);
const TEACHER_WORDS = /\b(?:your|yours|me|my|here|lesson|activity|trick|classroom|tokens?|marbles?|hint)\b|\bI\b/i;

/**
 * The impersonal "you" of a description: "If any data is organised in order and a binary search is applied,
 * then you can eliminate a lot of data quickly", "So in 3 questions you have eliminated 875,000 numbers",
 * "the same formula will always give you the correct value". It says how the method works for anyone who
 * follows it, so it is content even in a lesson plan. It never opens the sentence ("You can adapt the range
 * …"), never sits beside the class, the teacher's "I", "your" or the lesson's props, and never does what a
 * teacher does in class (ask, show, give, stop, make a fuss …).
 */
export function describesWithYou(text: string): boolean {
  if (CLASS_PEOPLE.test(text) || TEACHER_WORDS.test(text) || /\?\s*$/.test(text)) return false;
  const toks = tokensOf(text.replace(/^["“‘'(]+/, ''));
  const head = headIndex(toks);
  // "You can adapt …", and a question put to the class without its mark ("Can you find number 302").
  if (YOU.test(toks[head]?.lower ?? '') || YOU.test(toks[head + 1]?.lower ?? '')) return false;
  const yous = toks.map((t, i) => (YOU.test(t.lower) ? i : -1)).filter((i) => i >= 0);
  return yous.every((i) => {
    // The verb "you" is the subject of (past modals, "have", "not" and adverbs), or the verb it is the object of.
    let j = i + 1;
    while (toks[j] && (toks[j].pos === 'AUX' || toks[j].pos === 'PART' || toks[j].pos === 'ADV')) j++;
    const after = toks[j]?.pos === 'VERB' ? toks[j] : null;
    const before = [...toks.slice(Math.max(0, i - 2), i)].reverse().find((t) => t.pos === 'VERB');
    const verb = after ?? before;
    return !!verb && !TEACHER_ACTS.has(verb.lemma);
  });
}
