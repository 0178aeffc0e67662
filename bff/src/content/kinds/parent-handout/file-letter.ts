// The letter home for a class reading a file. A parent reads it on one printed page (Letter, with its
// header), so each part is held to three or four short items; meanings are the file's own one-line
// definitions, never a quoted sentence (a parent cannot learn a word from "Such a wave is called a
// transverse wave"); and what the letter takes from the file is fitted to the asked grade the way
// quizzes are (sentence.fit.ts), so a grade-4 family reads the plainer cut of the text's sentences.
import { saidAsTheText } from '../../language/term-article';
import { plainMeaning } from '../../language/plain-meaning';
import { misfit, present } from '../../language/sentence.fit';
import { isWholeSentence } from '../../language/sentence.simplify';
import { standsAlone } from '../../language/sentences';
import { termPattern } from '../../language/term-pattern';
import { cap, titleFor, type OfflineContext } from '../../offline/offline.context';
import { listed, outline, type Outline } from '../../offline/outline';
import type { GradeFit } from '../../readability/grade.band';
import type { ParentHandoutDraft } from './handout.schema';
import { fitsOnePage } from './letter.page';
import { CLOSING, GREETING } from './letter.words';

const words = (s: string) => s.split(/\s+/).length;
const orList = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
const dateOf = (label: string) => label.split(':')[0].replace(/^(?:by|in|around|about|c\.)\s+/i, '');
const sentence = (s: string) => `${cap(s.trim()).replace(/[.;:]+$/, '')}.`;
/** A sentence as a parent reads it: quoted when it is the file's, plain when it was cut from it. */
const told = (p: { text: string; simplified: boolean }) => (p.simplified ? p.text : `“${p.text}”`);

/** Longest key point (words): about a line and a half, and no longer than the band's stems below grade 9. */
const POINT_MAX = 22;
const pointMax = (fit: GradeFit | null, cut = 0) => (fit ? Math.min(POINT_MAX, fit.maxWords) : POINT_MAX) - cut;

/**
 * How much tighter than its first choice a letter is drawn (fileLetterFitted tries each in turn until
 * the letter fits its page): no list of parts and three words, then shorter key points (last, so a
 * grade-11 letter keeps the fuller sentences a grade-4 letter does without), then two words instead of
 * three. Meanings are never cut for room: a word the list loses for a line is worth more than the line.
 */
const TIGHTNESS = [
  { words: 4, cut: 0, parts: true },
  { words: 3, cut: 0, parts: false },
  { words: 3, cut: 4, parts: false },
  { words: 3, cut: 8, parts: false },
  // A letter whose meanings are each a full line (radioactivity's, read from their own sentences) needs a row less.
  { words: 2, cut: 8, parts: false },
] as const;
type Tightness = (typeof TIGHTNESS)[number];
/** "certain times: the periods of sunspot maximum" is the text's aside, not a word a parent learns. */
/** A sentence that points at a figure ("measured in part (d)") says nothing without it. */
const POINTS_AT_FIGURE = /\(\s*[a-h]\s*\)|\bfig(?:ure|\.)|\bshown (?:in|below|above)\b|\btable \d/i;
/** "v is the speed of a surface wave", "The distance A…": a symbol a parent has no key for. */
const SYMBOL = /\s(?![aI]\s)[A-Za-z](?=[\s,.;:])/;
const NOT_A_TERM = /^(?:certain|particular|some|many|other|such|these|those|this|that)\b/i;

/**
 * The words to know: the file's terms that come with a plain one-line meaning, in the outline's order
 * (the author's key-vocabulary list or glossary first, then bold and defined terms). A term the file never
 * defines is left out, and nothing pads the list: a file that defines two terms gets two words (the page
 * says why, assemble/short-sheet.notice.ts), never the class's reading words (evidence, summary...).
 */
function wordsToKnow(o: Outline, fit: GradeFit | null, tight: Tightness): Array<{ term: string; definition: string }> {
  const all = o.defined
    .filter((d) => !NOT_A_TERM.test(d.term))
    .flatMap((d) => {
      const plain = plainMeaning(d.term, d.definition, fit);
      return plain ? [{ term: d.term, definition: plain }] : [];
    });
  // "habitants" and "French habitants", explained by the same words, are one word to learn.
  const known = all.filter((d, i) => !all.some((x, j) => j < i && x.definition === d.definition));
  if (!fit?.simplify) return known.slice(0, tight.words);
  // Below grade 9, the plainest of the leading terms, kept in the text's order.
  const leading = known.slice(0, tight.words + 2);
  const plainest = new Set(
    leading
      .map((d) => ({ d, m: misfit(`${cap(d.term)} is ${d.definition}.`, fit) }))
      .sort((a, b) => a.m - b.m)
      .slice(0, tight.words)
      .map((x) => x.d),
  );
  return leading.filter((d) => plainest.has(d));
}

/**
 * Plain sentences about the reading's terms (fitted to the grade), one from each part in turn, best
 * fit first, so the key points cover the reading. A text without headings is read as one part.
 */
function partPoints(ctx: OfflineContext, o: Outline, skip: Set<string>, max: number): string[] {
  // A part's own terms, then the reading's key terms: a short sentence about either is worth a line.
  const own = ctx.terms.filter((t) => o.fileTerms.includes(t.term) && !NOT_A_TERM.test(t.term));
  const parts = o.parts.length
    ? o.parts.map((p) => ({ section: p.section as number | null, terms: [...p.terms, ...own] }))
    : [{ section: null, terms: own }];
  const ranked = parts.map((p) =>
    ctx
      .text!.sentences.filter(
        (x) =>
          (p.section === null || x.section === p.section) &&
          x.usable &&
          !skip.has(x.text) &&
          standsAlone(x.text) &&
          !POINTS_AT_FIGURE.test(x.text) &&
          !SYMBOL.test(x.text) &&
          words(x.text) >= 8,
      )
      .flatMap((x) => {
        const term = p.terms.find((t) => termPattern(t.term).test(x.text));
        if (!term) return [];
        const shown = present(x.text, ctx.fit, term.term);
        // The reader marks some fragments usable ("Because you can recall images…"); a parent reads whole sentences.
        return words(shown.text) <= max && isWholeSentence(shown.text) ? [shown] : [];
      })
      .sort((x, y) => x.misfit - y.misfit || x.text.length - y.text.length)
      .map((x) => x.text),
  );
  const out: string[] = [];
  for (let i = 0; i < 3; i++) for (const r of ranked) if (r[i] && !out.includes(r[i])) out.push(r[i]);
  return out;
}

/**
 * The letter for a file that names at least two key terms and says something of its own about them (a
 * thinner one gets the topic's letter): the fullest that fits its page, each step shortening meanings
 * and key points.
 */
export function fileLetterFitted(ctx: OfflineContext, thin: (ctx: OfflineContext) => ParentHandoutDraft) {
  const o = outline(ctx);
  // The thinner letter keeps the file's own words to know (never the class words it has for a typed topic).
  const routines = () => ({
    ...thin(ctx),
    vocabulary: o
      ? wordsToKnow(o, ctx.fit, TIGHTNESS[1]).map((d) => ({ term: d.term, definition: sentence(d.definition) }))
      : [],
  });
  if (!o || o.keyTerms.length < 2) return routines();
  let tightest: ParentHandoutDraft | null = null;
  for (const t of TIGHTNESS) {
    const letter = fileLetter(ctx, o, t);
    if (letter && fitsOnePage(letter)) return letter;
    tightest = letter ?? tightest;
  }
  return tightest ?? routines();
}

function fileLetter(ctx: OfflineContext, o: Outline, tight: Tightness = TIGHTNESS[0]): ParentHandoutDraft | null {
  // The file's own terms (its key-vocabulary list or glossary first): a phrase it merely repeats is no word to learn.
  const terms = o.fileTerms.filter((t) => !NOT_A_TERM.test(t));
  const known = wordsToKnow(o, ctx.fit, tight);
  const vocabulary = known.map((d) => ({ term: d.term, definition: sentence(d.definition) }));
  const onPage = vocabulary.map((v) => v.term);

  // Key points: the structure first when the text has one (it says the most in one line), then a
  // sentence from each part in turn; three in all, so the letter keeps to its page.
  const structure = [
    ...(o.process
      ? [
          `The reading describes ${o.process.steps.length} ${o.process.called} in order: ${listed(o.process.steps.map((s) => s.label))}.`,
        ]
      : []),
    ...(o.comparison ? [`It compares ${o.comparison.said.a} and ${o.comparison.said.b}, and how they differ.`] : []),
  ].filter((s) => words(s) <= POINT_MAX);
  const points = [
    ...structure.slice(0, 1),
    ...partPoints(ctx, o, new Set(o.defined.map((d) => d.sentence)), pointMax(ctx.fit, tight.cut)),
  ];
  // Too few short sentences: the meanings not on the list (the fuller ones), then any part's sentence.
  for (const d of o.defined.filter((x) => !onPage.includes(x.term) && !NOT_A_TERM.test(x.term))) {
    const plain = points.length < 3 ? plainMeaning(d.term, d.definition, ctx.fit) : null;
    if (plain) points.push(`${cap(d.term)}: ${plain}.`);
  }
  // Then a longer sentence (still the best fit to the grade), then what the class does with the words.
  if (points.length < 3)
    for (const p of partPoints(ctx, o, new Set(o.defined.map((d) => d.sentence)), POINT_MAX))
      if (points.length < 3 && !points.includes(p)) points.push(p);
  // A file that gives a parent nothing of its own to read (a lesson plan of directions, a memoir of long
  // sentences) gets the class routines' letter rather than two lines listing its words.
  // Nor does one that gives too few lines and no words to name in the rest: never "The key words of …: .".
  if (!points.length || (points.length < 3 && !terms.length)) return null;
  if (points.length < 3) points.push(`The key words of “${o.title}”: ${listed(terms.slice(0, 4))}.`);
  if (points.length < 3) points.push(`Your child will explain ${listed(terms.slice(0, 2))} in their own words.`);

  // A long title is printed once, in the summary; the items below call it "the reading".
  const reading = o.title.length <= 32 ? `“${o.title}”` : 'the reading';
  const home: string[] = [];
  if (o.process)
    home.push(
      `Ask your child to name the ${o.process.called} in order. (The answer: ${o.process.steps
        .slice(0, 6)
        .map((s) => s.label)
        .join(', then ')}.)`,
    );
  if (o.comparison)
    home.push(
      `Ask your child how ${o.comparison.said.a} and ${o.comparison.said.b} are different. (From the reading: ${told(present(ctx.text!.sentences[o.comparison.sentence].text, ctx.fit))})`,
    );
  if (o.timeline)
    home.push(
      `Draw a timeline of ${listed(o.timeline.steps.slice(0, 5).map((s) => dateOf(s.label)))} together; ask what happened at each.`,
    );
  // One line each where the words allow: a parent reads them at a glance.
  home.push(
    onPage.length
      ? `Say ${orList(onPage.slice(0, 2).map((t) => `“${t}”`))} and ask your child what it means; check with the list above.`
      : `Ask your child to explain one idea from “${o.title}” in their own words, as if teaching it to you.`,
  );
  // The author's first two terms keep the prompt on this reading even when its title is too long to repeat.
  home.push(
    terms.length >= 2
      ? `Ask what your child learned about ${listed(saidAsTheText(terms.slice(0, 2), ctx.text))}, and which part of ${reading} they liked best.`
      : `Ask which part of ${reading} your child liked best, and what it says.`,
  );
  home.push(
    onPage.length
      ? 'Make flash cards together: the word on the front, its meaning on the back.'
      : `Ask your child to show you the part of ${reading} they found hardest, and talk it through together.`,
  );

  const asked = o.defined
    .filter((d) => !onPage.includes(d.term) && !NOT_A_TERM.test(d.term))
    .flatMap((d) => {
      const plain = plainMeaning(d.term, d.definition, ctx.fit);
      return plain ? [`What does “${d.term}” mean? (Answer: ${plain}.)`] : [];
    });
  const conversation = [
    ...asked.slice(0, 1),
    ...stepQuestion(ctx, o, onPage),
    ...(onPage.length ? ['Which word from the list can you explain to me without looking?'] : []),
    `What was the hardest part of ${reading}? What helped?`,
    'What question do you still have about what you read?',
    'What did you learn from the reading that you did not know before?',
  ].filter((q) => words(q) <= 36 - tight.cut);

  const parts = o.parts.map((p) => p.heading);
  const partList =
    tight.parts && parts.length >= 2 && parts.length <= 4 && listed(parts).length <= 90
      ? ` It has ${parts.length} parts: ${listed(parts)}.`
      : '';
  const learning = o.process
    ? `the ${o.process.called}, in order`
    : o.comparison
      ? `how ${o.comparison.said.a} and ${o.comparison.said.b} differ`
      : 'to explain the main ideas in their own words';
  return {
    title: titleFor(ctx, 'Family Guide'),
    instructions: null,
    greeting: GREETING,
    learning_summary: `In class we are reading “${o.title}”.${partList} Your child is learning ${onPage.length ? 'the words below and ' : ''}${learning}.`,
    key_points: points.slice(0, 3),
    vocabulary,
    home_activities: home.slice(0, 3),
    conversation_questions: conversation.slice(0, 3),
    closing: CLOSING,
  };
}

/** "What happens during stage 2 sleep?", for a step the word list does not already explain. */
function stepQuestion(ctx: OfflineContext, o: Outline, onPage: string[]): string[] {
  const step = o.process?.steps.find(
    (s) => !onPage.some((a) => a.toLocaleLowerCase('en-US') === s.label.toLocaleLowerCase('en-US')),
  );
  if (!step) return [];
  const said = present(ctx.text!.sentences[step.sentence].text, ctx.fit);
  return [
    `What happens during ${step.label.replace(/^[A-Z](?=[a-z])/, (c) => c.toLocaleLowerCase('en-US'))}? (From the reading: ${told(said)})`,
  ];
}
