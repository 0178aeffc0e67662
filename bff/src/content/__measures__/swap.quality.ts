// The true/false items and multiple-choice options a text yields, counted as a teacher would object
// to them (swap.rules.ts says what is allowed): false statements whose swap breaks a proper name or
// writes a word form the text never uses ("kinetic energys"), true/false items on sentences with
// symbols, distractors of another kind than the answer, blanks inside a name or citation. Every candidate is counted, not only the ten
// a quiz picks. Used by offline-swaps.test.ts and `npm run bench reading-quality`.
import { negates } from '../language/negate';
import { termPattern } from '../language/term-pattern';
import { withoutConnective } from '../language/connectives';
import type { SourceReading } from '../source/source.types';
import { buildCandidates } from '../offline/question.forms';
import { swapFault, swapSiteOf } from '../language/swap-sense';
import { boundBlank, hasSymbols, insideName, pluralInText, swapKinds } from '../language/swap.rules';

export interface SwapQuality {
  falseStatements: number;
  /** False statements whose swap replaced part of a name or put in a word the text only uses inside one. */
  brokenNames: number;
  /** False statements that write a word form found nowhere in the text. */
  inventedForms: number;
  /** False statements whose swap repeats or contradicts its own sentence, leaves them true, or loses a noun (swap-sense.ts). */
  senseFaults: number;
  trueFalse: number;
  /** True/false items (true or false) on a sentence with symbols, variables or an equation. */
  symbolTf: number;
  distractors: number;
  /** Distractors whose kind (concept, person, place) is not the answer's, or an answer of no known kind. */
  otherKind: number;
  blanks: number;
  /** Cloze and fill-in items whose blank sits in a citation or a hyphenated name ("In the Atkinson-_____ model", "(_____, 2001)"). */
  boundBlanks: number;
  /** The items counted above, so a failing test shows what a teacher would read. */
  examples: string[];
}

const fold = (s: string) => s.toLocaleLowerCase('en-US');

const wordIn = (text: string, word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu').test(text);

export function swapQuality(a: SourceReading, seed = 'swap-quality'): SwapQuality {
  // The swap rules still choose "Which statement is true?"'s options: every swap a sentence allows is judged.
  const c = buildCandidates(a, seed, 4, null, true);
  const whole = a.sentences.map((s) => s.text).join('\n');
  let brokenNames = 0;
  let inventedForms = 0;
  let senseFaults = 0;
  const examples: string[] = [];
  for (const x of c.tf_false) {
    const passage = x.q.source_passage ?? '';
    // The statement is the sentence as shown: without a connective that only tied it to the one before.
    const statement = x.q.prompt.replace(/^True or false: /, '');
    const cut = withoutConnective(passage);
    // The text's own sentence negated (language/negate.ts) swaps nothing: there is no swap to judge.
    if (negates(passage, statement)) continue;
    const onCut = cut ? swapSiteOf(cut, statement) : null;
    const original = onCut ? cut! : passage;
    const site = onCut ?? swapSiteOf(passage, statement);
    if (!site) continue;
    const from: [number, number] = [site.at, site.at + site.length];
    // "an inference" -> "a principle": the article is the swap's own fix, not a word put in.
    const put = site.replacement.replace(/^(?:an?|An?)\s+/, '');
    // The whole term taken out ("Stage 1 sleep", not just the "1" that differs), as the key names it.
    const out = /^False\. The text says (.+?), not /.exec(x.q.explanation ?? '')?.[1];
    const span = out
      ? [...original.matchAll(termPattern(out))].find((m) => m.index <= from[1] && m.index + m[0].length >= from[0])
      : undefined;
    const taken: [number, number] = span ? [span.index, span.index + span[0].length] : from;
    // Where the text uses the word put in, is it ever a word of its own, not part of a longer name?
    const uses = a.sentences.flatMap((s) =>
      [
        ...s.text.matchAll(
          new RegExp(`(?<![\\p{L}\\p{N}])${put.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu'),
        ),
      ].map((m) => [s.text, m.index] as const),
    );
    const fragment = /^\p{Lu}/u.test(put) && uses.length > 0 && uses.every(([s, at]) => insideName(s, at, put.length));
    if (insideName(original, taken[0], taken[1] - taken[0]) || fragment) {
      brokenNames++;
      examples.push(`name: ${statement}`);
    }
    // A swap that no longer makes sense or stays true (swap-sense.ts), read from the statement as printed.
    const sense = swapFault(site, original.slice(from[0], from[1]), a);
    if (sense) {
      senseFaults++;
      examples.push(`sense (${sense}): ${statement}`);
    }
    if (!wordIn(whole, put)) {
      inventedForms++;
      examples.push(`form "${put}": ${statement}`);
    }
  }
  const tf = [...c.tf_true, ...c.tf_false];
  const kinds = swapKinds(a.terms, a);
  // A blank written in the plural keys its options in the plural the text writes ("protons" for "proton").
  const kindOf = new Map(
    a.terms.flatMap((t) => {
      const plural = pluralInText(a, t);
      return [[fold(t.term), kinds.get(t.key)], ...(plural ? [[fold(plural), kinds.get(t.key)]] : [])] as Array<
        [string, ReturnType<typeof kinds.get>]
      >;
    }),
  );
  let distractors = 0;
  let otherKind = 0;
  for (const x of [...c.mc_cloze, ...c.mc_definition]) {
    const answer = kindOf.get(fold(x.q.answer));
    for (const o of x.q.options ?? []) {
      if (o === x.q.answer) continue;
      distractors++;
      if (answer === 'name' || kindOf.get(fold(o)) !== answer) {
        otherKind++;
        examples.push(`kind: ${o} (${kindOf.get(fold(o))}) for ${x.q.answer} (${answer})`);
      }
    }
  }
  const blanks = [...c.mc_cloze, ...c.fill_blank];
  const bound = blanks.filter((x) => {
    const passage = x.q.source_passage ?? '';
    return (
      [...passage.matchAll(termPattern(x.q.answer))].some((m) => boundBlank(passage, m.index, m[0].length)) &&
      examples.push(`blank: ${x.q.prompt}`)
    );
  });
  return {
    falseStatements: c.tf_false.length,
    brokenNames,
    inventedForms,
    senseFaults,
    trueFalse: tf.length,
    symbolTf: tf.filter((x) => hasSymbols(x.q.source_passage ?? '') && examples.push(`symbols: ${x.q.prompt}`)).length,
    distractors,
    otherKind,
    blanks: blanks.length,
    boundBlanks: bound.length,
    examples,
  };
}
