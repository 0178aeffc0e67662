// The graphic-organizer worksheet, from the file's structure: its ordered steps (one box per step),
// else its parts under their headings (one box per part, filled with the part's key terms), else its
// key terms. The key lists what belongs in each box, in the text's words (below grade 9, cut to fit
// the grade as quiz stems are, never reworded). A math topic gets words,
// steps, a worked example and a typical mistake, computed in code; a typed topic an honest frame.
import { plainMeaning } from '../../language/plain-meaning';
import { present } from '../../language/sentence.fit';
import { mathGlossary, TOPIC_NAMES } from '../../math/math.draft';
import { makeProblems, type MathProblem } from '../../math/math.problems';
import type { MathFocus } from '../../math/math.topics';
import { termPattern } from '../../language/term-pattern';
import { cap, sentencesOf, shorten, type OfflineContext } from '../../offline/offline.context';
import { outline, type Outline } from '../../offline/outline';
import type { SourceTerm } from '../../source/source.types';
import { standsAlone } from '../../offline/question.forms';
import { targetGrade } from '../../readability/reading-level';

interface Category {
  heading: string;
  details: string[];
  source_passage: string | null;
}
export interface Organizer {
  central_idea: string;
  categories: Category[];
}

const DETAIL_MAX = 200;
const clip = (s: string) => (s.length <= DETAIL_MAX ? s : `${s.slice(0, DETAIL_MAX - 1).replace(/\s+\S*$/, '')}…`);
/** The key students check their boxes against, fitted to the grade like a quiz stem (sentence.fit.ts). */
const shown = (ctx: OfflineContext, sentence: string, term?: string) =>
  present(sentence, ctx.fit, term && termPattern(term).test(sentence) ? term : undefined);
const fitted = (ctx: OfflineContext, sentence: string, term?: string) => shown(ctx, sentence, term).text;
/** Below grade 9 the best-fitting sentences first (the text's order otherwise). */
const byFit = <T extends { text: string }>(ctx: OfflineContext, xs: T[], term?: string) =>
  ctx.fit?.simplify
    ? xs
        .map((x, i) => ({ x, i, m: shown(ctx, x.text, term).misfit }))
        .sort((a, b) => a.m - b.m || a.i - b.i)
        .map((y) => y.x)
    : xs;
const words = (s: string) => s.split(/\s+/).length;

/** One box per step: what the text says happens at it, from its own sentence and the ones after. */
function fromSteps(ctx: OfflineContext, o: Outline): Organizer | null {
  const p = o.process!;
  const steps = p.steps.slice(0, 5);
  const sentences = ctx.text!.sentences;
  const categories: Category[] = steps.flatMap((s, i) => {
    const end = steps[i + 1]?.sentence ?? Math.min(sentences.length, s.sentence + 4);
    const details = sentences
      .slice(s.sentence, Math.max(end, s.sentence + 1))
      .filter((x, k) => x.usable && (k === 0 || standsAlone(x.text)) && words(x.text) <= 40);
    // The step's own sentence, then the best-fitting of the rest, in the text's order.
    const chosen = new Set([details[0], ...byFit(ctx, details.slice(1), s.label).slice(0, 2)]);
    const shownDetails = details.filter((x) => chosen.has(x)).map((x) => clip(fitted(ctx, x.text, s.label)));
    return shownDetails.length >= 2
      ? [{ heading: shorten(s.label, 5), details: shownDetails, source_passage: sentences[s.sentence].text }]
      : [];
  });
  return categories.length >= 3 ? { central_idea: cap(`${o.title}: the ${p.called}`), categories } : null;
}

/** One box per part of the text, holding its key terms with what the text says about them. */
function fromParts(ctx: OfflineContext, o: Outline): Organizer | null {
  // A detail a student places belongs in one box: a term under the first part that has it ("wave" is met
  // in every part of a waves section).
  const placed = new Set<string>();
  const categories: Category[] = o.parts.slice(0, 5).flatMap((part) => {
    // A sentence that defines a term of this box (or one placed before) is that term's meaning already: never
    // another term's detail too ("Neuroplasticity refers to how the nervous system can change and adapt" for
    // "nervous system" beside "neuroplasticity: How the nervous system can change and adapt").
    const defining = new Set(
      o.defined
        .filter((d) => placed.has(d.term.toLocaleLowerCase('en-US')) || part.terms.some((t) => t.term === d.term))
        .map((d) => d.sentence),
    );
    const details = part.terms.flatMap((t) => {
      const key = t.term.toLocaleLowerCase('en-US');
      const d = o.defined.find((x) => x.term === t.term);
      if (placed.has(key)) return [];
      placed.add(key);
      // The definition's first clause is what fits in a box; the rest is for the vocabulary sheet.
      // Below grade 9, its plain one-line core (plain-meaning.ts).
      if (d)
        return [
          clip(
            `${t.term}: ${(ctx.fit?.simplify && plainMeaning(t.term, d.definition, ctx.fit)) || d.definition.split(/;\s*/)[0]}`,
          ),
        ];
      const use = byFit(
        ctx,
        sentencesOf(ctx, t).filter(
          (s) =>
            ctx.text!.sentences[s.index]?.section === part.section &&
            !defining.has(s.text) &&
            standsAlone(s.text) &&
            words(s.text) <= 35,
        ),
        t.term,
      )[0];
      return use ? [clip(fitted(ctx, use.text, t.term))] : [];
    });
    // A part whose terms the text does not define is filled with its own first sentences, two for a box.
    // Never the sentence a placed term's detail already says.
    const said = new Set(o.defined.filter((d) => placed.has(d.term.toLocaleLowerCase('en-US'))).map((d) => d.sentence));
    const own = ctx.text!.sentences.filter(
      (x) => x.section === part.section && x.usable && !said.has(x.text) && standsAlone(x.text) && words(x.text) <= 35,
    );
    const all = [
      ...new Set([...details, ...own.slice(0, Math.max(0, 2 - details.length)).map((x) => clip(fitted(ctx, x.text)))]),
    ].slice(0, 4);
    const passage = ctx.text!.sentences.find(
      (x) =>
        x.section === part.section &&
        all.some((d) => d.startsWith(x.text.slice(0, 40)) || part.terms.some((t) => termPattern(t.term).test(x.text))),
    )?.text;
    return all.length >= 2
      ? [{ heading: shorten(part.heading, 5), details: all, source_passage: passage ?? null }]
      : [];
  });
  return categories.length >= 3 ? { central_idea: cap(o.title), categories } : null;
}

function fromTerms(ctx: OfflineContext): Organizer | null {
  // A sentence that uses two of the terms goes under one box only: each detail has one right place. Two
  // details a box first, over the first eight terms, then a third where the text has one left.
  const placed = new Set<string>();
  const usesOf = (t: SourceTerm) =>
    byFit(
      ctx,
      // Never a direction to the teacher ("Silently give out the four-dot card").
      sentencesOf(ctx, t).filter(
        (s) => words(s.text) <= 40 && !placed.has(s.text) && !ctx.text?.sentences[s.index]?.direction,
      ),
      t.term,
    );
  const boxes: Array<{ t: SourceTerm; uses: Array<{ text: string }> }> = [];
  for (const t of ctx.terms.slice(0, 8)) {
    if (boxes.length === 4) break;
    const uses = usesOf(t).slice(0, 2);
    if (uses.length < 2) continue;
    for (const s of uses) placed.add(s.text);
    boxes.push({ t, uses });
  }
  for (const b of boxes) {
    const more = usesOf(b.t)[0];
    if (more) {
      b.uses.push(more);
      placed.add(more.text);
    }
  }
  const categories = boxes.map(({ t, uses }) => ({
    heading: shorten(t.term, 5),
    details: uses.map((s) => clip(fitted(ctx, s.text, t.term))),
    source_passage: uses[0].text,
  }));
  return categories.length >= 3 ? { central_idea: cap(ctx.topic), categories } : null;
}

/** A one-line solution: the formula in words, then the numbers ("Area = length × width = 6 × 4 = 24 cm²"). */
const FORMULA_THEN_NUMBERS = /^([^=≈]+?) = ([^=≈]*\p{L}{2}[^=≈]*?) ([=≈]) (.+?)\.?$/u;

/**
 * The worked example's steps, two at least (a box asks for two details or more): a solution done in
 * one line is written out as the two steps it is, the formula and then the numbers put into it.
 */
export function stepsOf(example: MathProblem): string[] {
  if (example.steps.length >= 2) return example.steps.slice(0, 4);
  const [only = ''] = example.steps;
  const m = FORMULA_THEN_NUMBERS.exec(only);
  if (m) return [`Write the formula: ${m[1]} = ${m[2]}.`, `Put in the numbers: ${m[1]} ${m[3]} ${m[4]}.`];
  return [only || example.prompt, `Write the answer: ${example.answer}.`];
}

/** A math topic: its words, its steps, a worked example and a typical mistake, computed in code. */
export function organizerFromMath(ctx: OfflineContext, focus: MathFocus): Organizer {
  const [example] = makeProblems(focus, {
    count: 1,
    difficulty: 'medium',
    grade: targetGrade(ctx.spec.gradeLevel),
    seed: `${ctx.spec.seed}:organizer`,
  });
  const p = ctx.passage;
  return {
    central_idea: TOPIC_NAMES[focus.topic],
    categories: [
      {
        heading: 'Words to know',
        details: mathGlossary(focus.topic)
          .slice(0, 4)
          .map(([t, d]) => clip(`${t}: ${d}`)),
        source_passage: p,
      },
      { heading: 'Steps', details: stepsOf(example).map(clip), source_passage: p },
      { heading: 'Worked example', details: [clip(example.prompt), `Answer: ${example.answer}`], source_passage: p },
      {
        heading: 'Watch out for',
        details: [
          clip(
            `${example.distractors[0]} is a typical wrong answer to this example; the right answer is ${example.answer}.`,
          ),
          'Check each step before moving on to the next.',
        ],
        source_passage: p,
      },
    ],
  };
}

/** Boxes with the same heading would ask the same question twice. */
function distinct(g: Organizer | null): Organizer | null {
  if (!g) return null;
  const seen = new Set<string>();
  const categories = g.categories.filter(
    (c) => !seen.has(c.heading.toLocaleLowerCase('en-US')) && seen.add(c.heading.toLocaleLowerCase('en-US')),
  );
  return categories.length >= 3 ? { ...g, categories } : null;
}

/** The file's steps, else its parts, else its key terms; a text too thin for any gets the topic's frame. */
export function organizerFromText(ctx: OfflineContext): Organizer {
  const o = outline(ctx);
  if (o) {
    const built = distinct(o.process && fromSteps(ctx, o)) || distinct(fromParts(ctx, o)) || distinct(fromTerms(ctx));
    if (built) return built;
  }
  return organizerFrame(ctx);
}

/** A typed topic with nothing to read: the boxes every topic has, for students to fill from class. */
export function organizerFrame(ctx: OfflineContext): Organizer {
  const p = ctx.passage;
  return { central_idea: cap(ctx.topic), categories: FRAME.map((c) => ({ ...c, source_passage: p })) };
}

/** The boxes every topic has: what students fill from class when there is nothing to read. */
export const FRAME = [
  { heading: 'What it is', details: ['A definition in your own words', 'The category it belongs to'] },
  { heading: 'Examples', details: ['One example from class', 'One example from everyday life'] },
  { heading: 'Why it matters', details: ['Who it affects', 'What would change without it'] },
];
