// A blank's key and its wrong options in the blank's number, for the question forms (question.forms.ts).
import { termPattern } from '../language/term-pattern';
import type { SourceReading, SourceTerm } from '../source/source.types';
import {
  everydayVerb,
  insideLonger,
  inQuotedTitle,
  keyForBlanks,
  qualifiesNounAfter,
  spansOf,
  type Span,
} from '../language/blank-rules';
import { boundBlank, insideName, pluralInText } from '../language/swap.rules';
import { headAfterTerm, headingWord, topicBlank, trivialBlank } from '../language/trivial-blank';
import { whichOneBlank } from '../language/one-of-many';
import { looksPlural } from './question.swap';
import { pluralNoun } from '../language/word-senses';

/**
 * The key of a blank on the term in this sentence (the word as the sentence writes it), or null when
 * no blank may fall there: in a citation, a name or half of a hyphenated name ("(_____, 2001)", "Bronislaw
 * _____", "In the Atkinson-_____ model"), inside a longer term ("The normal _____"), inside a quoted title,
 * on a name that only qualifies the noun after it ("_____ rocks"; `about`: the title and the section's heading,
 * which may say the text is about that name), on an everyday verb ("Telescopes that _____ visible radiation"), where the blank gives nothing to recall (a possessive, a unit
 * after a number, the head noun after another noun the text names kinds with: language/trivial-blank.ts, given
 * the text's sentences `text`), on the head noun after another term ("creole _____"), on the name the title gives
 * or an acronym the sentence spells out (trivial-blank.ts), on "the _____" of a noun the text writes of many things
 * (language/one-of-many.ts), or where the sentence writes the term more than once.
 */
export function blankKey(
  sentence: string,
  term: SourceTerm,
  pool: SourceTerm[],
  about = '',
  text: string[] = [],
): string | null {
  const spans = spansOf(sentence, termPattern(term.term));
  // Two blanks with one key ("_____ who can write … between _____ the aristocrat") read as two questions
  // with one answer line; the sentence that writes the term twice is left for another item.
  if (spans.length !== 1) return null;
  // The text's other one-word terms, as written and as their key ("creoles", "creole").
  const others = pool
    .filter((t) => t.key !== term.key && !t.key.includes(' '))
    .map((t) => ({ words: [t.term, t.key], everyday: t.everyday }));
  const longer: Span[] = pool
    .filter((t) => t.term.length > term.term.length && ` ${t.key} `.includes(` ${term.key} `))
    .flatMap((t) => spansOf(sentence, termPattern(t.term)));
  if (
    spans.some(
      (x) =>
        boundBlank(sentence, x.at, x.length) ||
        insideName(sentence, x.at, x.length) ||
        insideLonger(x, longer) ||
        inQuotedTitle(sentence, x) ||
        qualifiesNounAfter(sentence, x, term, about) ||
        everydayVerb(sentence, x, term) ||
        trivialBlank(sentence, x.at, x.length, text) ||
        headAfterTerm(sentence, x.at, { everyday: term.everyday, defined: !!term.definition }, others) ||
        // The document's title only (the first line of `about`): a fable's own heading names its characters, and
        // blanking them is what a cloze of a story asks.
        topicBlank(sentence, { at: x.at, length: x.length, term: term.term }, about.split('\n')[0], text) ||
        headingWord(term.term, about.split('\n')[1] ?? '') ||
        whichOneBlank(sentence, x.at, x.length, text),
    )
  )
    return null;
  return keyForBlanks(sentence, spans, term.term);
}

/** The text's own term for one of a plural term's things ("pulsar" for "pulsars"), or null. */
function singularTerm(a: SourceReading, t: SourceTerm): string | null {
  const forms = new Set([t.term.replace(/ies$/i, 'y'), t.term.replace(/es$/i, ''), t.term.replace(/s$/i, '')]);
  return a.terms.find((x) => x !== t && forms.has(x.term))?.term ?? null;
}

/**
 * Distractors in the blank's number: when the sentence writes the term in the plural ("sociocultural
 * constructions"), each wrong option is the plural the text itself writes, or is left out; when it writes the term
 * as it is, each option in the key's number (by WordNet's forms): the plural the text writes, or the text's own
 * term for the singular, or left out.
 */
export function agreeing(a: SourceReading, key: string, term: SourceTerm, wrong: string[]): string[] {
  // "it seemed a new star appeared, and they called it a _____" with "pulsars" beside "nova", "_____ was a complex
  // combination" with "councils": an option of the other number is ruled out by the grammar (session 22's read).
  if (key.toLocaleLowerCase('en-US') === term.term.toLocaleLowerCase('en-US')) {
    const number = pluralNoun(key);
    if (number === null) return wrong;
    // In the key's number as the text itself writes it ("pulsar" for "pulsars"), or left out.
    const fold = (w: string) => w.toLocaleLowerCase('en-US');
    const out: string[] = [];
    for (const w of wrong) {
      const n = pluralNoun(w);
      const same = n === null || n === number;
      const t = same ? null : a.terms.find((x) => x.term === w);
      const put = same ? w : t ? (number ? pluralInText(a, t) : singularTerm(a, t)) : null;
      if (put && fold(put) !== fold(key) && !out.some((o) => fold(o) === fold(put))) out.push(put);
    }
    return out;
  }
  return wrong
    .map((w) => {
      const t = a.terms.find((x) => x.term === w);
      return t && !looksPlural(t.term) ? pluralInText(a, t) : t ? t.term : null;
    })
    .filter((w): w is string => !!w);
}
