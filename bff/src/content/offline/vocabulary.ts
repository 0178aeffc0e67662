import { sentenceFit } from '../readability';
import { ACADEMIC_WORDS } from './academic.words';
import { fromFile } from './file-terms';
import { EVERYDAY_PER_MILLION } from '../source/source.frequency';
import { isYoung, type GradeFit } from '../readability/grade.band';
import { blankOut, halfOfHyphened } from '../language/term-pattern';
import type { SourceTerm } from '../source/source.types';
import { withoutTerm } from '../language/term-mentions';
import { sentencesOf, type OfflineContext } from './offline.context';
import { sentenceAt } from '../language/sentences';
import type { Focus } from './prompt.focus';
import { plainDefinition } from './question.frames';
import { present } from '../language/sentence.fit';
import { standsAlone } from '../language/sentences';
import { SENTENCE_CLUE, SHORTENED_CLUE } from '../schemas/question.schema';

/** Below this (per million words of everyday English) a word is one a text has to teach. */
const RARE_PER_MILLION = 3;

export interface VocabEntry {
  term: string;
  definition: string;
  example: string;
  passage: string | null;
  fromText: boolean;
  /** The definition is one the text (or the word list) gives, not the text's sentence with the term blanked. */
  described: boolean;
  /** Everyday English the text uses in passing ("certain times"): not a word it sets out to teach. */
  inPassing: boolean;
  /** A name (person, place, group) the text only mentions ("Paris is the capital of France" as an example), not one it lists or marks. */
  passingName: boolean;
  /** A word the file sets out to teach, or one everyday English hardly uses: what a vocabulary sheet from a file may hold. */
  toLearn: boolean;
}

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);

/**
 * Terms of the text with their meaning (a definition it gives, else the sentence with the term
 * blanked). With a grade, the clue and example are the term's sentences nearest that grade, shortened
 * for K–8 (sentence.fit.ts), and K–5 get the first part of a packed definition; the passage stays the
 * text's sentence word for word.
 */
export function textEntries(ctx: OfflineContext): VocabEntry[] {
  const out: VocabEntry[] = [];
  for (const t of vocabularyOrder(ctx.terms, ctx.fit, ctx.focus)) {
    // A term of the file's own glossary is the file's to teach even when no full sentence of the text uses it
    // ("The savanna has two seasons." is too short to quote): its sentences as they are, the glossary line last.
    const usable = sentencesOf(ctx, t);
    const uses =
      usable.length || !listed(t)
        ? usable
        : t.sentences.map((i) => sentenceAt(ctx.text!.sentences, i)).filter((x) => !x.direction);
    // A definition that repeats the word gives the answer away: its clauses that do are cut, and one
    // that names it at once gives way to the text's sentence with it blanked.
    const own = t.definition ? withoutTerm(t.definition, t.term) : null;
    const definition = own ? plainDefinition(own, ctx.fit) : undefined;
    const shown = uses.map((s) => ({ s, p: present(s.text, ctx.fit, t.term) }));
    // Sentences that stand alone first ("In addition, …" leans on the one before), then the nearest to the grade.
    const alone = (x: (typeof shown)[number]) => (standsAlone(x.p.text) ? 0 : 1);
    if (ctx.fit) shown.sort((x, y) => alone(x) - alone(y) || x.p.misfit - y.p.misfit || x.s.index - y.s.index);
    const from = definition ? null : clueFrom(t, shown);
    const clue = definition ?? from?.clue;
    if (!clue || !uses.length) continue;
    const example = shown.find((x) => x.s.index !== t.definitionSentence)?.p.text ?? shown[0].p.text;
    // The passage is the sentence the clue comes from, word for word (the clue itself may be shortened).
    const passage =
      t.definitionSentence !== undefined && definition
        ? ctx.text!.sentences[t.definitionSentence].text
        : (from?.passage ?? uses[0].text);
    out.push({
      term: t.term,
      definition: clip(clue, 290),
      example,
      passage,
      fromText: true,
      described: !!definition,
      inPassing: everydayInPassing(t),
      passingName: passingName(t),
      toLearn: toLearn(t),
    });
  }
  return out;
}

/** A concept (not a name) everyday English hardly uses. */
const rareConcept = (t: SourceTerm) => t.kind === 'concept' && t.everyday < RARE_PER_MILLION;

/** A term the file lists in its glossary or key-vocabulary list, with the meaning it gives. */
const listed = (t: SourceTerm) => t.origins.includes('glossary') && !!t.definition;

/**
 * Everyday English, used fewer than three times: not a word the text sets out to teach - unless the file
 * lists it in its glossary ("dry season: the months when little or no rain falls") or a sentence of it
 * defines it ("A front is the boundary between two air masses", "Short-term memory is memory that lasts for
 * seconds"): the reader takes a meaning only from a sentence about that very term (source/source.definitions.ts).
 */
const everydayInPassing = (t: SourceTerm) =>
  t.kind === 'concept' &&
  t.everyday >= EVERYDAY_PER_MILLION &&
  t.count < 3 &&
  !listed(t) &&
  !(t.definition && t.origins.includes('defined'));

const passingName = (t: SourceTerm) =>
  // A capital on one word may only start its sentence ("Memory is…"); two capitalised words are a name ("Alan Hobson").
  (t.kind !== 'concept' || t.term.includes(' ')) &&
  /^\p{Lu}\S*(?:\s\p{Lu}\S*)*$/u.test(t.term) &&
  !t.origins.some((o) => o === 'glossary' || o === 'emphasis');

/** A name: a person, place or group ("Sheridan"), or a phrase written with capitals ("Vernal Fall", "North Wind"). */
const nameLike = (t: SourceTerm) => t.kind !== 'concept' || /^\p{Lu}\S*(?:\s\p{Lu}\S*)+$/u.test(t.term);

/**
 * What a vocabulary sheet made from a file may teach: a word the author listed, marked or gave a meaning,
 * else a word everyday English hardly uses ("slaveholder", "lagoon", "tinkling"). A story or a memoir defines
 * few words, and the sheet then showed the everyday ones it repeats ("water", "cards", "half") and the names
 * of its people and places ("Mrs. Auld", "Vernal Fall", "Professor Butler"): none is a word to learn, and a
 * name is never one unless the file lists, marks or defines it. A fable's characters are written as names
 * ("the Weasel", "a Spendthrift") and stay off too: the story's own words ("prey", "flock") make the sheet.
 */
function toLearn(t: SourceTerm): boolean {
  const o = t.origins;
  if (o.includes('glossary') || o.includes('emphasis') || t.definition) return true;
  if (nameLike(t)) return false;
  return o.includes('defined') ? !everydayInPassing(t) : t.everyday < EVERYDAY_PER_MILLION;
}

/** A word the author marked as one to teach: listed, set in bold or italics, or defined (unless everyday English in passing). */
export function ownWord(t: SourceTerm): boolean {
  const o = t.origins;
  if (o.includes('glossary') || o.includes('emphasis')) return true;
  return o.includes('defined') && !everydayInPassing(t);
}

/**
 * The text's own vocabulary first (its key-term list, then bold/italic and defined terms), then
 * names and multi-word terms, then words it merely repeats: a vocabulary sheet teaches the words
 * the author chose to teach.
 */
export function vocabularyOrder(
  terms: SourceTerm[],
  fit: GradeFit | null = null,
  focus: Focus | null = null,
): SourceTerm[] {
  const rank = (t: SourceTerm) => {
    const o = t.origins;
    if (o.includes('glossary')) return 0;
    if (o.includes('emphasis') && t.definition) return 1;
    // A term of everyday words only that the text mentions in passing ("certain times", "long
    // period") is not vocabulary to teach, even when a sentence seems to define it; one it keeps
    // using is ("wave"), and so is a name ("House", "Congress").
    const everyday = everydayInPassing(t);
    if (o.includes('emphasis')) return 3;
    if (everyday) return 7;
    if (o.includes('defined') && t.definition) return 2;
    if (o.includes('defined')) return 3;
    // Described in passing ("sunspots, which are large, dark features…"): after the terms the text sets out to define.
    if (o.includes('gloss') && t.definition) return 4;
    // Then the words the text uses that everyday English hardly does ("cloture"), then other phrases.
    if (rareConcept(t)) return 4;
    if (t.term.includes(' ')) return 5;
    return 6;
  };
  // K–5: within each of those ranks, the words a young reader can say and whose meaning reads plainly come first.
  const plain = (t: SourceTerm) =>
    isYoung(fit)
      ? Math.round(sentenceFit(`${t.term} ${t.definition ? plainDefinition(t.definition, fit) : ''}`).grade / 4)
      : 0;
  // The terms the teacher's prompt names come first (prompt.focus.ts), in the same order among themselves.
  const named = (t: SourceTerm) => (focus?.terms.has(t.key) ? 0 : 1);
  return terms
    .map((t, i) => ({ t, i, r: rank(t), p: plain(t), f: named(t) }))
    .sort((x, y) => x.f - y.f || x.r - y.r || x.p - y.p || x.i - y.i)
    .map((x) => x.t);
}

/** "Such a wave is called a…", "This is known as…": the sentence leans on the one before it. */
const LEANS_BACK = /^(?:such|this|these|that|those|it|they|he|she|its|their)\b/i;

/** The term's sentence with it blanked, one that stands alone first: "In the text:" only when it is the text's sentence word for word. */
function clueFrom(
  t: SourceTerm,
  shown: Array<{ s: { text: string }; p: { text: string; simplified: boolean } }>,
): { clue: string; passage: string } | null {
  const standAlone = shown.filter((x) => !LEANS_BACK.test(x.p.text));
  for (const { s, p } of [...standAlone, ...shown.filter((x) => !standAlone.includes(x))]) {
    // "a 13-_____ barcode" blanks half a word, and leaves the key in the other half's neighbours.
    if (halfOfHyphened(p.text, t.term)) continue;
    const b = blankOut(p.text, t.term);
    if (b) return { clue: p.simplified ? `${SHORTENED_CLUE}${b}` : `${SENTENCE_CLUE}${b}`, passage: s.text };
  }
  return null;
}

/** Text terms first, then (never for a teacher's file: offline/file-terms.ts) general academic words, so any count can be met. */
export function vocabulary(
  ctx: OfflineContext,
  count: number,
  accept: (term: string) => boolean = () => true,
): VocabEntry[] {
  const out: VocabEntry[] = [];
  const seen = new Set<string>();
  const add = (e: VocabEntry) => {
    const k = e.term.toLocaleLowerCase('en-US');
    const d = `def:${e.definition.toLocaleLowerCase('en-US')}`;
    if (out.length < count && !seen.has(k) && !seen.has(d) && accept(e.term)) {
      seen.add(k);
      seen.add(d);
      out.push(e);
    }
  };
  const file = fromFile(ctx);
  textEntries(ctx)
    .filter((e) => !file || e.toLearn)
    .forEach(add);
  if (!file) academicEntries(ctx).forEach(add);
  return out;
}

/** The general academic words (academic.words.ts) as entries: real meanings that top up a list the text runs short of. */
export const academicEntries = (ctx: OfflineContext): VocabEntry[] =>
  ACADEMIC_WORDS.map(([term, meaning, example]) => ({
    term,
    definition: meaning.charAt(0).toUpperCase() + meaning.slice(1),
    example,
    passage: ctx.passage,
    fromText: false,
    described: true,
    inPassing: false,
    passingName: false,
    toLearn: true,
  }));
