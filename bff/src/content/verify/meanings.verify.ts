// Every term–meaning pair a document prints, re-checked against the teacher's file before it is stored:
// the meaning must be that very term's definition in the file (SourceReading: its glossary line or the
// sentence that defines it), shortened or cut perhaps, never another term's definition and never the
// file's words about something else. A clue that is a sentence with the term blanked must be the file's
// sentence. A pair that fails is repaired with the file's own definition of its term, or dropped; a term
// the file does not define cannot be checked, and is counted as such (never as verified).
import type { Block, GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { givesAway, isBlanked, withoutTerm } from '../language/term-mentions';
import { blankOut } from '../language/term-pattern';
import type { SourceReading, SourceTerm } from '../source/source.types';
import { renumber } from './document.renumber';
import { drawsOn, givesBack, holds, isCut, termKey, wordsOf } from './words.compare';

export interface MeaningFacts {
  /** Pairs whose meaning is the file's definition of their own term. */
  checked: number;
  /** Pairs whose meaning was wrong and was replaced with the file's definition of the term. */
  repaired: number;
  /** Pairs whose meaning was wrong and had no definition in the file to take its place. */
  dropped: number;
  /** Pairs whose term the file does not define: nothing to check them against. */
  unchecked: number;
  /** Wrong pairs the code could neither repair nor drop (a crossword's grid keeps its answers), in words for the teacher. */
  flagged: string[];
}

export type MeaningVerdict = { ok: true } | { ok: false; repair: string | null } | { ok: null };

const BLANK = /_{3,}/g;

/** Does the meaning say what the definition says: its words with some left out (a cut), or mostly its words (a model's paraphrase)? */
function agrees(meaning: string[], definition: string): boolean {
  const d = wordsOf(definition);
  return isCut(meaning, d) || drawsOn(meaning, d);
}

/**
 * Does `part` quote `whole`: four words or more, in order, close together (a near-whole run of the
 * sentence, not four words picked from across it)?
 */
function quotes(part: string[], whole: string[]): boolean {
  if (part.length < 4) return false;
  for (let from = whole.indexOf(part[0]); from >= 0; from = whole.indexOf(part[0], from + 1)) {
    const span = whole.slice(from, from + Math.ceil(part.length * 1.5));
    if (isCut(part, span)) return true;
  }
  return false;
}

/** Checks pairs against one reading of the file. */
export function meaningChecker(reading: SourceReading): {
  check: (term: string, meaning: string) => MeaningVerdict;
  /** The file's sentence that uses the term, with the term blanked: a clue that is right by construction. */
  sentenceClue: (term: string) => string | null;
} {
  const byKey = new Map<string, SourceTerm>();
  for (const t of reading.terms) if (!byKey.has(termKey(t.term))) byKey.set(termKey(t.term), t);
  const defined = reading.terms.filter((t) => t.definition);
  const sentences = reading.sentences.map((s) => wordsOf(s.text));
  // The file's definition of the term, without the clauses that name it (a meaning may not give its term away).
  const ownMeaning = (t: SourceTerm | undefined): string | null => {
    if (!t?.definition) return null;
    const kept = withoutTerm(t.definition, t.term);
    return kept && !givesAway(kept, t.term) ? kept : null;
  };
  const check = (term: string, meaning: string): MeaningVerdict => {
    const own = byKey.get(termKey(term));
    if (isBlanked(meaning)) {
      // "The _____ is …": with the term in the blank (as the file writes it: a crossword answer is letters
      // only) it must be (a cut of) one of the file's sentences that use it.
      const filled = meaning.replace(BLANK, ` ${own?.term ?? term} `);
      const key = wordsOf(own?.term ?? term);
      const found = sentences.some((s) => holds(s, key) && givesBack(filled, key, s));
      return found ? { ok: true } : { ok: false, repair: ownMeaning(own) };
    }
    const words = wordsOf(meaning);
    if (own?.definition) {
      if (agrees(words, own.definition)) return { ok: true };
      // More of its defining sentence than the reading kept, but never what that sentence says of another
      // term ("The longitudinal waves … are called pressure or P-waves, and the transverse waves … S-waves").
      const at = own.definitionSentence;
      const neighbours = defined.some((t) => t !== own && agrees(words, t.definition!));
      if (at !== undefined && sentences[at] && words.length >= 3 && !neighbours && isCut(words, sentences[at]))
        return { ok: true };
      return { ok: false, repair: ownMeaning(own) };
    }
    // A term the file does not define: wrong if the meaning is another term's definition, else not checkable.
    if (defined.some((t) => t !== own && agrees(words, t.definition!))) return { ok: false, repair: null };
    // …and wrong if it quotes what the file says about the term where the reader found no definition: a
    // description, a writer's figure or a neighbour's clause ("archipelago: A little world within itself").
    const key = wordsOf(own?.term ?? term);
    if (sentences.some((s) => holds(s, key) && quotes(words, s))) return { ok: false, repair: null };
    return { ok: null };
  };
  const sentenceClue = (term: string): string | null => {
    const own = byKey.get(termKey(term))?.term ?? term;
    for (const s of reading.sentences) {
      const clue = s.usable ? blankOut(s.text, own) : null;
      if (clue) return clue;
    }
    return null;
  };
  return { check, sentenceClue };
}

type Check = (term: string, meaning: string) => MeaningVerdict;

/** Counts one verdict; returns the meaning to print, or null to drop the pair. */
function settle(v: MeaningVerdict, meaning: string, facts: MeaningFacts): string | null {
  if (v.ok === true) {
    facts.checked++;
    return meaning;
  }
  if (v.ok === null) {
    facts.unchecked++;
    return meaning;
  }
  if (v.repair) {
    facts.repaired++;
    return v.repair;
  }
  facts.dropped++;
  return null;
}

/** A matching block with wrong pairs repaired or taken out (the answer indexes follow); null when fewer than two pairs are left. */
function checkMatching(b: Extract<Block, { type: 'matching' }>, check: Check, facts: MeaningFacts): Block | null {
  const pairs: Array<{ left: string; right: string }> = [];
  b.left.forEach((left, i) => {
    const right = b.right[b.answers[i]];
    const kept = settle(check(left, right), right, facts);
    if (kept !== null) pairs.push({ left, right: kept });
  });
  if (pairs.length < 2) return null;
  // The right column keeps its printed order, less the dropped descriptions.
  const order = b.right
    .map((r, j) => ({ j, i: b.answers.indexOf(j) }))
    .filter((x) => x.i >= 0 && pairs.some((p) => p.left === b.left[x.i]));
  const left = pairs.map((p) => p.left);
  const right = order.map((x) => pairs.find((p) => p.left === b.left[x.i])!.right);
  const answers = left.map((l) => order.findIndex((x) => b.left[x.i] === l));
  return { ...b, left, right, answers };
}

/** Question prompts that pair a meaning with the term in the key ("Write the word that means: …", "Label 2: …"). */
const MEANING_PROMPT = /^(Write the word that means:\s+|Label \d+:\s+)(.+)$/s;
/**
 * "Which term does the text describe (or define) as “…”?", "Who does the text describe as “…”?": the meaning in
 * the prompt, the term (or the person) in the key.
 */
const WHICH_TERM =
  /^((?:Which (?:term does the text (?:define|describe) as|word means)|Who does the text describe as) [“"])(.+)([”"]\?)$/s;
/** "What does the text mean by “…”?": the term in the prompt, its meaning in the key. */
const WHAT_MEANS = /^What does (?:the text mean by )?[“"](.+?)[”"](?: mean)?\?$/s;

function checkQuestion(q: QuestionBlock, check: Check, facts: MeaningFacts): QuestionBlock | null {
  const inPrompt = q.question_type === 'fill_blank' ? MEANING_PROMPT.exec(q.prompt) : WHICH_TERM.exec(q.prompt);
  if (inPrompt) {
    const kept = settle(check(q.answer, inPrompt[2]), inPrompt[2], facts);
    return kept === null ? null : { ...q, prompt: `${inPrompt[1]}${kept}${inPrompt[3] ?? ''}` };
  }
  const asked = WHAT_MEANS.exec(q.prompt);
  if (!asked || q.question_type === 'essay') return q;
  const kept = settle(check(asked[1], q.answer), q.answer, facts);
  if (kept === null) return null;
  if (kept === q.answer) return q;
  // The keyed option becomes the file's definition; the explanation argued for the old one.
  const options = q.options?.map((o) => (o === q.answer ? kept : o));
  const { explanation: _argued, ...rest } = q;
  return { ...rest, answer: kept, ...(options ? { options } : {}) };
}

/**
 * The document with every term–meaning pair (vocabulary entries, matching pairs, crossword clues, the
 * meaning prompts of vocabulary and labeling sheets) checked against the reading; wrong ones repaired
 * or dropped. A crossword keeps its grid: a wrong clue with no definition to take its place becomes the
 * file's own sentence with the answer blanked, or, failing that, stays and is counted as not checked.
 */
/**
 * `confirmed` receives each question whose term–meaning pair is the file's own (its key is then checked, as a
 * choice's is).
 */
export function verifyMeanings(
  doc: GeneratedDocument,
  readingOf: () => SourceReading,
  confirmed?: Set<QuestionBlock>,
): MeaningFacts {
  const facts: MeaningFacts = { checked: 0, repaired: 0, dropped: 0, unchecked: 0, flagged: [] };
  // The file is read only when the document has a pair to check (most kinds have none).
  let made: ReturnType<typeof meaningChecker> | undefined;
  const checker = () => (made ??= meaningChecker(readingOf()));
  const check: Check = (term, meaning) => checker().check(term, meaning);
  for (const section of doc.sections) {
    const blocks: Block[] = [];
    for (const b of section.blocks) {
      if (b.type === 'vocabulary') {
        const entries = b.entries.flatMap((e) => {
          const kept = settle(check(e.term, e.definition), e.definition, facts);
          return kept === null ? [] : [{ ...e, definition: kept }];
        });
        if (entries.length) blocks.push({ ...b, entries });
      } else if (b.type === 'matching') {
        const kept = checkMatching(b, check, facts);
        if (kept) blocks.push(kept);
      } else if (b.type === 'crossword') {
        const entries = b.entries.map((e) => {
          const v = check(e.answer, e.clue);
          if (v.ok !== false || v.repair) return { ...e, clue: settle(v, e.clue, facts)! };
          const clue = checker().sentenceClue(e.answer);
          if (clue) {
            facts.repaired++;
            return { ...e, clue };
          }
          facts.flagged.push(
            `Crossword ${e.number} ${e.direction}: the clue is not what your file says ${e.answer} means`,
          );
          return e;
        });
        blocks.push({ ...b, entries });
      } else if (b.type === 'question') {
        const before = facts.checked;
        const kept = checkQuestion(b, check, facts);
        if (kept) blocks.push(kept);
        if (kept && facts.checked > before) confirmed?.add(kept);
      } else blocks.push(b);
    }
    section.blocks = blocks;
  }
  if (facts.dropped) renumber(doc);
  return facts;
}
