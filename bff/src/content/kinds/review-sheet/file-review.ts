// The offline review sheet. From a file: a summary that walks through every part of the reading, key
// points taken from each part (plus the steps it orders and the comparison it makes), the text's own
// definitions, and practice questions spread over the parts with their key. A file too thin for that
// gets the typed topic's sheet: study routines, not invented facts.
import { present } from '../../language/sentence.fit';
import { givesAway, withoutTerm } from '../../language/term-mentions';
import { describedEntries, describedPicks, matchingPairs } from '../../offline/described-terms';
import { termPattern } from '../../language/term-pattern';
import { cap, questions, titleFor, type OfflineContext } from '../../offline/offline.context';
import { listed, outline, type Outline } from '../../offline/outline';
import { askable, namesOne, standsAlone } from '../../offline/question.forms';
import { leansOnNeighbours } from '../../language/stands-alone';
import { namedInFull } from '../../language/full-name';
import { hasAVerb } from '../../language/fact-statement';
import { isWholeSentence } from '../../language/sentence.simplify';
import { vagueTerm } from '../../language/term-shape';
import { plainDefinition } from '../../offline/question.frames';
import { isYoung } from '../../readability/grade.band';
import { fromFile } from '../../offline/file-terms';
import { academicEntries } from '../../offline/vocabulary';
import { FEWEST_FROM_TEXT } from '../../offline/text.prompts';
import type { ReviewSheetDraft } from './review.schema';

const words = (s: string) => s.split(/\s+/).length;
/**
 * K–5 get the same steps in shorter sentences (grade.band.ts). A sheet without words to learn does not send the
 * student to them (session 20's read: "it says study the vocabulary, but there is none").
 */
const INSTRUCTIONS = (ctx: OfflineContext, vocabulary = true) =>
  isYoung(ctx.fit)
    ? `Read the summary and key points.${vocabulary ? ' Learn the words.' : ''} Then try the practice questions.`
    : `Read the summary and key points${vocabulary ? ', study the vocabulary,' : ','} then try the practice questions.`;
const POINT_WORDS = 35;
/** "a shape we call gibbous (from the Latin gibbus, meaning hump)": where a word comes from is no main idea. */
const WORD_ORIGIN = /\(\s*(?:from\s+)?(?:the\s+)?(?:Latin|Greek|French|German|Old English|Arabic|Sanskrit|Hebrew)\b/;
/** The reader's guess the text goes on to correct: "You might think …", "We may expect …", "Imagine …". */
const READERS_GUESS =
  /^(?:(?:you|we|one)\s+(?:might|may|could|would)\s+(?:think|expect|wonder|assume|suppose|imagine|guess|believe)\b|imagine\b)/i;
/** Words that set two things against each other in one sentence. */
const CONTRASTS =
  /\b(?:whereas|unlike|than|differs?|different|difference|in contrast|by contrast|contrasts?|on the other hand|while|but|however|instead|rather)\b/i;
/** Sentences of the summary: one from each quarter of the reading. */
const SUMMARY_SENTENCES = 4;

/**
 * A sentence a student studies on its own, as it will be printed (shortened for a grade): never one that
 * needs the sentence before it ("Even so, …", "Much of this brain work …", "As shown in, …"), half a quotation
 * or an exclamation.
 */
const studiable = (text: string) =>
  standsAlone(text) && !leansOnNeighbours(text) && isWholeSentence(text) && !/!["”’)]*$/.test(text);

/** The telling sentences of a part (or of the whole text), in the text's order: those using its key terms. */
function telling(ctx: OfflineContext, o: Outline, section: number | null) {
  const terms =
    section === null ? o.parts.flatMap((p) => p.terms) : (o.parts.find((p) => p.section === section)?.terms ?? []);
  return (
    ctx
      // "The empire reached its height" is printed "The Kushan Empire …" where the part named one (language/full-name.ts).
      .text!.sentences.map((s, i, all) => ({ s, i, shown: namedInFull(all, i, present(s.text, ctx.fit).text) }))
      .filter(
        ({ s, shown }) =>
          (section === null || s.section === section) &&
          s.usable &&
          studiable(shown) &&
          words(s.text) <= POINT_WORDS &&
          !WORD_ORIGIN.test(s.text) &&
          // "You might think that we could directly image planets": the reader's guess, not the text's point (a text
          // written to "you", as College Success is, still states its points to the reader).
          !READERS_GUESS.test(shown) &&
          // "“Mao Zedong Meets with Richard Nixon, February 21, 1972.”": a source's title says nothing (session 22's read).
          hasAVerb(shown) &&
          // "Ganymede … also shows a great deal of cratering": also as what the sentence before told (session 21's read).
          !/\balso\b/i.test(shown),
      )
      .map(({ i, shown, s }) => ({
        i,
        shown,
        text: s.text,
        score:
          terms.filter((t) => termPattern(t.term).test(s.text)).length +
          (ctx.terms.slice(0, 12).some((t) => t.sentences.includes(i)) ? 0.5 : 0),
      }))
      .filter((x) => x.score > 0)
  );
}

/**
 * `n` of them spread over the part: its telling sentences cut into `n` runs in order, the best of each run
 * (raters of session 20's read: the key points "only cover the first part of the text"). With a grade, each as
 * that class reads it (shortened by deletion for K–8; sentence.fit.ts).
 */
function spread(list: ReturnType<typeof telling>, n: number, skip: readonly string[] = []): string[] {
  const left = list.filter((x) => !skip.includes(x.shown));
  const out: string[] = [];
  for (let k = 0; k < n; k++) {
    const run = left.slice(Math.floor((k * left.length) / n), Math.floor(((k + 1) * left.length) / n));
    const best = [...run].sort((a, b) => b.score - a.score || a.i - b.i)[0];
    if (best && !out.includes(best.shown)) out.push(best.shown);
  }
  return out;
}

/** What a student can do with a reading's key terms: the review's points when the text gives fewer than four. */
const CAN_DO = [
  'I can explain each key term in my own words.',
  'I can say which part of the reading each key term comes from.',
  'I can give an example of each key term from the reading.',
  'I can explain how two of the key terms are connected.',
];

/** A typed topic (or a file too thin to review): study routines, the matching sheet's words, practice. */
export function topicReview(ctx: OfflineContext): ReviewSheetDraft {
  return {
    title: titleFor(ctx),
    instructions: INSTRUCTIONS(ctx),
    summary: `Use this sheet to review “${ctx.topic}”: the main ideas, the words we use in class and examples you can explain.`,
    key_points: [
      'I can explain the main idea of the topic in my own words.',
      'I can use the key words from class correctly.',
      'I can give an example from class or my reading.',
      'I can explain why the topic matters.',
    ],
    // The matching sheet's descriptions; a file's sheet only the file's (however few), a typed topic's academic words.
    vocabulary: fromFile(ctx)
      ? describedPicks(ctx, 6, 4).map((e) => ({ term: e.term, definition: e.definition }))
      : matchingPairs(ctx, 6, 4).map((p) => ({ term: p.term, definition: p.match })),
    // A file too thin to review: its own questions first, routines only up to the least count.
    questions: questions(ctx, 8, ctx.text ? { openUpTo: FEWEST_FROM_TEXT } : {}),
  };
}

export function fileReview(ctx: OfflineContext): ReviewSheetDraft {
  const o = outline(ctx);
  if (!o || o.keyTerms.length < 2) return topicReview(ctx);
  // A way of talking the text repeats ("significant variations") is named as no key term (term-shape.ts).
  const keyTerms = o.keyTerms.filter((t) => !vagueTerm(t));
  const parts = o.parts.length ? o.parts : [{ heading: o.title, section: 0, terms: [] }];
  // The summary walks the whole reading: the parts it covers by their headings, then a telling sentence from
  // each stretch of it. No count of parts or list of key terms (session 20's first read: "7 parts" counted feature
  // boxes, the terms listed were a bibliography's title and half a name); sentences without the headings read as
  // "four unconnected sentences" (its second read). The key points are other sentences, never one twice.
  const headed = parts.filter((p) => p.heading && p.heading !== o.title).map((p) => p.heading);
  const covers = headed.length >= 2 ? `“${o.title}” covers these parts: ${headed.slice(0, 6).join('; ')}. ` : '';
  const whole = telling(ctx, o, null);
  // With three parts or more, each part's opening telling sentence (a textbook part states its point first: "The
  // Townshend Acts …", "Octavian …"); else one from each quarter of the reading. Session 21's reads found the
  // quarters' best-scoring sentences "minor details" in 10 of 12 summaries. Passed on one by one, so a part's
  // points skip the summary's own sentences before choosing, not after.
  // A part with one telling sentence keeps it for its key point.
  const byPart = parts.map((p) => telling(ctx, o, p.section));
  const leads = byPart.flatMap((list) => (list.length >= 2 ? [list[0].shown] : [])).slice(0, SUMMARY_SENTENCES + 1);
  const said = headed.length >= 2 && leads.length >= 3 ? leads : spread(whole, SUMMARY_SENTENCES);
  const sentences = said.join(' ');
  const summary = sentences ? covers + sentences : '';
  const perPart = Math.max(1, Math.floor(6 / parts.length));
  const points: string[] = [];
  const notSaid = (x: string) => !points.includes(x) && !sentences.includes(x);
  // Each part's most telling sentences, spread over it.
  for (const list of byPart) points.push(...spread(list, perPart, said).filter(notSaid));
  if (o.process)
    points.unshift(`The ${o.process.called}, in order: ${o.process.steps.map((s) => s.label).join(' → ')}.`);
  const stated = ctx.text!.sentences[o.comparison?.sentence ?? -1]?.text;
  // Only a sentence that contrasts them: "Exoplanets and transits are compared: Recent detection … using both the
  // Doppler and transit techniques" compares nothing (session 21's read).
  if (o.comparison && stated && notSaid(stated) && !leansOnNeighbours(stated) && CONTRASTS.test(stated))
    points.push(`${cap(o.comparison.said.a)} and ${o.comparison.said.b} are compared: ${stated}`);
  // Too few from the parts: other telling sentences over the whole text, then the text's key sentences.
  if (points.length < 4)
    points.push(
      ...spread(whole, 6, [...said, ...points])
        .filter(notSaid)
        .slice(0, 4 - points.length),
    );
  for (const d of o.defined)
    if (points.length < 4 && studiable(d.sentence) && notSaid(d.sentence)) points.push(d.sentence);
  // The text's own questions, on other sentences than the summary and the points print above them (session 23's
  // read: "it gives away the answers to Q23, Q24 and Q26 on the same sheet"; leaving the summary's sentences out of
  // it instead made the summary worse in session 24's); routines keyed "Answers will vary" only up to the least count.
  const printed = new Map([...whole, ...byPart.flat()].map((x) => [x.shown, x.text]));
  const above = [...said, ...points.slice(0, 8)].map((x) => printed.get(x) ?? x);
  const practice = questions(ctx, 8, {
    openUpTo: FEWEST_FROM_TEXT,
    askedBefore: [...(ctx.spec.askedBefore ?? []), ...above.map((x) => ({ prompt: x, answer: '', source_passage: x }))],
  });
  // The text's definitions first, without a part that gives the term away ("First stage of sleep" for
  // "stage 1 sleep"); then the other terms it describes (offline/described-terms.ts), never a sentence with a
  // blank. A description of a word or two ("Farmer-settlers") comes in only to reach the schema's four,
  // before general academic words do.
  // A person, a place or a side is no word to learn: "Nixon: the president-elect", "China: a shadow of its former
  // self" (session 21's read: "a name, not a vocabulary word").
  const a = ctx.text!;
  const pool = askable(a);
  const fold = (s: string) => s.toLocaleLowerCase('en-US');
  const aName = (term: string) => {
    const t = pool.find((x) => fold(x.term) === fold(term));
    return !!t && namesOne(t, pool, a);
  };
  const defs = o.defined
    .filter((d) => !aName(d.term))
    .flatMap((d) => {
      const own = withoutTerm(d.definition, d.term, givesAway);
      const definition = own && plainDefinition(own, ctx.fit);
      return definition
        ? [{ term: d.term, definition: definition.charAt(0).toLocaleUpperCase('en-US') + definition.slice(1) }]
        : [];
    });
  const entries = (list: Array<{ term: string; definition: string }>) =>
    list.map((v) => ({ term: v.term, definition: v.definition }));
  const described = describedEntries(ctx).filter(
    (v) => !defs.some((d) => fold(d.term) === fold(v.term)) && !aName(v.term),
  );
  const vocab = [...defs, ...entries(described.filter((v) => words(v.definition) >= 3))].slice(0, 8);
  // Never general academic words on a file's sheet (offline/file-terms.ts): fewer terms when it defines fewer.
  const topUp = [
    ...described.filter((v) => words(v.definition) < 3),
    ...(fromFile(ctx) ? [] : academicEntries(ctx)),
  ].filter(
    (v, i, all) =>
      !vocab.some((x) => fold(x.term) === fold(v.term)) && all.findIndex((x) => fold(x.term) === fold(v.term)) === i,
  );
  const vocabulary = [...vocab, ...entries(topUp)].slice(0, Math.max(4, vocab.length));
  return {
    title: titleFor(ctx),
    instructions: INSTRUCTIONS(ctx, vocabulary.length > 0),
    summary: summary || `“${o.title}”: ${listed(keyTerms.slice(0, 5))}.`,
    // Too few of the text's own (a slide deck of short lines): what the student can do with its terms,
    // up to the sheet's four points.
    key_points: [...points.slice(0, 8), ...CAN_DO.slice(0, Math.max(0, 4 - points.length))],
    vocabulary,
    questions: practice,
  };
}
