// Every true/false claim and every blank's key re-checked against the passage its question quotes:
// a "True" statement must be the passage (cut perhaps, never changed; it may say the setting the sentence
// before sets, "At the equator, …"); a "False" one must differ from it
// only by one of the text's terms swapped for another, and the swapped-in term must not make it true
// somewhere else in the text, nor repeat, contain or lose a word of its sentence (language/swap-sense.ts); a blank filled with its key must give back the passage. A claim that
// fails becomes the passage itself, answered True (printed as a question prints a sentence, connectives.ts, and
// dropped when that passage cannot stand alone as a claim); a blank whose key does not give back its passage is
// dropped. Questions whose passage is not in the file are left to grounding (flagged or repaired there).
import type { GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { GENERAL_WORD } from '../kinds/worksheet/cloze.draft';
import type { SourceReading } from '../source/source.types';
import { soundSwap } from '../language/swap-sense';
import { negates } from '../language/negate';
import { renumber } from './document.renumber';
import { inheritedSetting } from '../language/setting';
import { fullNamings } from '../language/full-name';
import { withoutConnective } from '../language/connectives';
import { leansOnNeighbours } from '../language/stands-alone';
import { statesAFact } from '../language/fact-statement';
import { foldForMatching } from './grounding.verify';
import { givesBack, holds, isCut, isShortening, wordsOf } from './words.compare';

export interface ClaimFacts {
  /** True/false claims and blank keys that agree with the passage they quote. */
  checked: number;
  /** Claims that did not, now the passage itself answered True. */
  repaired: number;
  /** Blanks whose key did not give back their passage, left out. */
  dropped: number;
}

const ARTICLE = /^(?:a|an|the)$/;
/** Words compared without articles: a swap may turn "an S-wave" into "a P-wave". */
const content = (text: string) => wordsOf(text).filter((w) => !ARTICLE.test(w));
const BLANK = /_{3,}/;
const BLANKS = /_{3,}/g;
/** Meaning prompts are checked as term–meaning pairs (meanings.verify.ts). */
const MEANING_PROMPT = /^(?:Write the word that means:|Label \d+:)/;
const LEAD = /^(?:true or false|fill in the blank|complete the sentence)[:.]?\s*/i;

/** The blank filled with its key gives back the passage the question quotes. */
function blankGivesBack(b: QuestionBlock, passage: string[]): boolean {
  return givesBack(b.prompt.replace(BLANKS, ` ${b.answer} `), content(b.answer), passage, content);
}

/**
 * A blank whose key the passage can check: a fill-in or a choice with a blank in its prompt, not a meaning's
 * prompt (meanings.verify.ts checks those as pairs) nor a general word's line ("A word that means “to look for
 * how things are alike” is _____."), which cites the title, not a sentence it blanks.
 */
const checkableBlank = (b: QuestionBlock) =>
  (b.question_type === 'fill_blank' || b.question_type === 'multiple_choice') &&
  BLANK.test(b.prompt) &&
  !MEANING_PROMPT.test(b.prompt) &&
  !b.prompt.startsWith(GENERAL_WORD);

/**
 * A fill-in question whose key, put in its blank, gives back the passage it quotes (a teacher's edit is checked
 * the same way as a generated item; whether the passage is in the file is grounding's part).
 */
export function blankKeyChecked(b: QuestionBlock): boolean {
  return (
    b.question_type === 'fill_blank' &&
    !!b.source_passage &&
    checkableBlank(b) &&
    blankGivesBack(b, content(b.source_passage))
  );
}

/** `part` is the passage with some words left out, no negation lost from what it keeps. */
const cutOf = (part: string[], whole: string[]) => isCut(part, whole);

/** The words with the run `from` at one of its places replaced by `to`, for every place it has. */
function replacements(words: string[], from: string[], to: string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i + from.length <= words.length; i++)
    if (holds(words.slice(i, i + from.length), from))
      out.push([...words.slice(0, i), ...to, ...words.slice(i + from.length)]);
  return out;
}

/** Is `statement` the passage with one of the text's terms swapped for another, and false everywhere else in the text? */
function swappedOnly(statement: string[], passage: string[], terms: string[][], elsewhere: string[][]): boolean {
  // A term may be used twice and swapped once ("interpersonal skills" stays, "soft skills" becomes "soft values").
  const inStatement = terms.filter((t) => holds(statement, t));
  const inPassage = terms.filter((t) => holds(passage, t));
  const swap = inStatement.some((x) =>
    inPassage.some(
      (y) => x.join(' ') !== y.join(' ') && replacements(statement, x, y).some((back) => cutOf(back, passage)),
    ),
  );
  // "The swapped-in term must not make it true elsewhere": no other sentence of the text says it.
  return swap && !cutOf(statement, passage) && !elsewhere.some((s) => cutOf(statement, s));
}

/** One sentence that stands alone as a fact to judge. */
const standsAsClaim = (passage: string) =>
  !/[.!?]["”’)]?\s+["“(]?\p{Lu}/u.test(passage) && !leansOnNeighbours(passage) && statesAFact(passage);

/**
 * `confirmed` receives each blank question whose key gives back its passage: its key is checked, as a
 * choice's is, and the quality line counts it so.
 */
export function verifyClaims(
  doc: GeneratedDocument,
  readingOf: () => SourceReading,
  confirmed?: Set<QuestionBlock>,
): ClaimFacts {
  const facts: ClaimFacts = { checked: 0, repaired: 0, dropped: 0 };
  let prepared: { sentences: string[][]; terms: string[][] } | undefined;
  const reading = () => {
    if (!prepared) {
      const r = readingOf();
      prepared = {
        sentences: r.sentences.map((s) => content(s.text)),
        terms: r.terms.map((t) => content(t.term)).filter((t) => t.length),
      };
    }
    return prepared;
  };
  const prompts = new Set(
    doc.sections.flatMap((s) => s.blocks).flatMap((b) => (b.type === 'question' ? [content(b.prompt).join(' ')] : [])),
  );
  let dropped = false;
  /** A passage said in the setting of the sentence before it (language/setting.ts): that setting, which a statement may say. */
  /** The reading's sentence the passage is, or -1. */
  const sentenceOf = (r: SourceReading, passage: string) => {
    const folded = foldForMatching(passage);
    return r.sentences.findIndex((x) => foldForMatching(x.text) === folded);
  };
  const settingOf = (passage: string) => {
    const r = readingOf();
    const at = sentenceOf(r, passage);
    return at < 0 ? null : (inheritedSetting(r.sentences, at)?.setting ?? null);
  };
  /**
   * The passage with a name it shortens given in full, as the offline items print it (language/full-name.ts): read
   * by words alone, since this runs on the request thread, which loads no language model.
   */
  const namedOf = (passage: string) => {
    const r = readingOf();
    const at = sentenceOf(r, passage);
    return at < 0 ? [] : fullNamings(r.sentences, at, passage);
  };
  for (const section of doc.sections) {
    section.blocks = section.blocks.flatMap((b) => {
      if (b.type !== 'question' || !b.source_passage) return [b];
      const passage = content(b.source_passage);
      const { sentences, terms } = reading();
      // Grounding answers for a passage that is not the file's.
      if (!sentences.some((s) => isShortening(passage, s) || isShortening(s, passage))) return [b];
      if (b.question_type === 'true_false') {
        const statement = content(b.prompt.replace(LEAD, ''));
        const elsewhere = sentences.filter((s) => !isShortening(s, passage) && !isShortening(passage, s));
        // A swap must also leave a sentence that makes sense and stays false, by the rule the offline swap
        // builder keeps (language/swap-sense.ts): no repeat of the sentence's own words, no part for its whole.
        const named = namedOf(b.source_passage);
        const right =
          b.answer === 'True'
            ? cutOf(statement, passage) ||
              cutOf(statement, content(`${settingOf(b.source_passage) ?? ''} ${b.source_passage}`)) ||
              named.some((n) => cutOf(statement, content(n)))
            : // The passage's own sentence negated (language/negate.ts) is false by the text's own words.
              negates(b.source_passage, b.prompt.replace(LEAD, '')) ||
              named.some((n) => negates(n, b.prompt.replace(LEAD, ''))) ||
              (swappedOnly(statement, passage, terms, elsewhere) &&
                // Read against the passage as the question shows it, without a connective that only links it.
                [b.source_passage, withoutConnective(b.source_passage)].some(
                  (shown) => !!shown && soundSwap(shown, b.prompt.replace(LEAD, ''), readingOf()),
                ));
        if (right) {
          facts.checked++;
          return [b];
        }
        // The passage as a statement prints without a connective that only links it (connectives.ts); one that
        // still needs its neighbours or the setting of the sentence before, is no fact to judge, or is two
        // sentences, is no claim to put back.
        const shown = withoutConnective(b.source_passage) ?? b.source_passage;
        const claim = `True or false: ${shown}`;
        // The passage is already a claim of this document: the item would test it twice.
        if (!standsAsClaim(shown) || settingOf(b.source_passage) || prompts.has(content(claim).join(' '))) {
          facts.dropped++;
          dropped = true;
          return [];
        }
        prompts.add(content(claim).join(' '));
        facts.repaired++;
        const repaired: QuestionBlock = {
          ...b,
          prompt: claim,
          answer: 'True',
          options: ['True', 'False'],
          explanation: `True. The text says: “${b.source_passage}”`,
        };
        return [repaired];
      }
      if (!checkableBlank(b)) return [b];
      if (blankGivesBack(b, passage) || namedOf(b.source_passage).some((n) => blankGivesBack(b, content(n)))) {
        facts.checked++;
        confirmed?.add(b);
        return [b];
      }
      facts.dropped++;
      dropped = true;
      return [];
    });
  }
  if (dropped) renumber(doc);
  return facts;
}
