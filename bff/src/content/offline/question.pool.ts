import type { Difficulty } from '@lessonloom/contracts';
import type { DraftQuestion } from '../schemas/question.schema';
import type { GradeFit } from '../readability/grade.band';
import type { Focus } from './prompt.focus';
import type { SourceReading } from '../source/source.types';
import { createRng, drawInOrder } from '../random';
import { askable, buildCandidates, RESTATES, type Candidate, type Form } from './question.forms';
import { openPrompts } from './topic.prompts';
import { textPrompts } from './text.prompts';
import { asFactItem, sameFact, type FactItem } from '../checks/same-fact.check';
import type { AskedItem } from '../content.job';
import { balanceTrueFalse } from './true-false.balance';
import { ALL_FORMS, CYCLES, UNDERSTANDING } from './question.rotation';

/** Grades of misfit treated as equally good, so the text's order of terms still decides among them. */
const FIT_STEP = 2;
/**
 * In the first round, items this many grades further from the asked grade than the text's nearer
 * sentences (its lower quartile) wait, so another form's nearer item goes first. Relative to the text:
 * a grade-12 source has no grade-4 sentences, and its open questions must not crowd out the rest.
 */
const FIT_FIRST_ROUND = 3;
/**
 * Each generation draws its own order of every form's candidates (random.ts drawInOrder, from the job's
 * seed): the generator's better-ranked candidates stay likelier, and the odds halve every this many places.
 */
const DRAW_HALF_LIFE = 4;

/**
 * Each form's candidates taken one section at a time, so questions cover the whole text, not its start;
 * with a grade, within a section the candidates nearest that grade come first.
 */
function bySection(list: Candidate[], fitted: boolean): Candidate[] {
  const groups = new Map<number, Candidate[]>();
  for (const c of list) groups.set(c.section, [...(groups.get(c.section) ?? []), c]);
  const step = (c: Candidate) => Math.floor((c.misfit ?? 0) / FIT_STEP);
  const queues = [...groups.entries()]
    .sort((x, y) => x[0] - y[0])
    .map(([, g]) => (fitted ? [...g].sort((x, y) => step(x) - step(y)) : g));
  const out: Candidate[] = [];
  for (let i = 0; out.length < list.length; i++) for (const g of queues) if (g[i]) out.push(g[i]);
  return out;
}

/** A multiple-choice item's options as a set, or null for another type. */
const optionSet = (q: DraftQuestion) =>
  q.question_type === 'multiple_choice' && q.options && q.options.length > 2
    ? q.options
        .map((o) => fold(o))
        .sort()
        .join('\u0000')
    : null;

/**
 * The item offers two or more of the wrong options an item already taken offers: "Vermont, Toussaint, Adams" under
 * four questions read as one question asked four times (session 23's read: "same distractors as Q1/Q13"). Only the
 * first rounds keep them apart; a text with one small pool still fills its count after.
 */
function sameWrongOptions(q: DraftQuestion, taken: readonly DraftQuestion[]): boolean {
  if (q.question_type !== 'multiple_choice' || !q.options || q.options.length < 3) return false;
  const wrong = new Set(q.options.filter((o) => o !== q.answer).map(fold));
  return taken.some(
    (t) =>
      t.question_type === 'multiple_choice' &&
      (t.options ?? []).filter((o) => o !== t.answer && wrong.has(fold(o))).length >= 2,
  );
}

const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export interface PoolOptions {
  count: number;
  difficulty: Difficulty;
  seed: string;
  /** Limit to these forms first (e.g. a cloze worksheet); others fill in only if needed. */
  prefer?: Form[];
  /** The subject of fallback open questions. */
  topic: string;
  passageFallback: string | null;
  /** Only these question types (a worksheet style that allows open questions only). */
  types?: DraftQuestion['question_type'][];
  /** Re-type open questions (problem sets print a work box instead of lines). */
  retype?: DraftQuestion['question_type'];
  /** The asked grade (grade.band.ts): sentences and frames chosen for it. */
  fit?: GradeFit | null;
  /** Where the teacher's specific prompt points (prompt.focus.ts). */
  focus?: Focus | null;
  /**
   * From a text, open questions about the topic fill the list only up to this many (a sheet's least
   * number of questions); past it the list is as long as the text has different things to ask. A
   * bare topic (no text) always gets `count`.
   */
  openUpTo?: number;
  /** Only open questions whose key is a model answer or scoring points, never a restated quote. */
  modelAnswers?: boolean;
  /**
   * Questions the teacher already has from this file (content.job.ts `askedBefore`): an item on the same
   * sentence or fact comes only once nothing new is left to ask.
   */
  askedBefore?: readonly AskedItem[];
  /** Open blanks other words fill too, asked aloud (a lesson plan's read-aloud stops), may be taken. */
  spoken?: boolean;
}

/**
 * Up to `count` questions, no two built on the same sentence or fact (checks/same-fact.check.ts): first
 * one per sentence and term in the difficulty's rotation, then the other forms and terms of sentences
 * not used yet. Open questions about the topic fill the list up to `openUpTo` (all of it for a bare
 * topic), so a short text gives fewer questions rather than the same one twice.
 */
export function pickQuestions(a: SourceReading | null, o: PoolOptions): DraftQuestion[] {
  const options = o.difficulty === 'easy' ? 3 : 4;
  const built = a ? buildCandidates(a, o.seed, options, o.fit ?? null) : null;
  const pools = built
    ? (Object.fromEntries(
        Object.entries(built).map(([f, list]) => [
          f,
          bySection(drawInOrder(createRng(`${o.seed}:draw:${f}`), list, DRAW_HALF_LIFE), !!o.fit),
        ]),
      ) as typeof built)
    : null;
  const out: DraftQuestion[] = [];
  /** The candidate each item of `out` was taken from (none for an open prompt), for the true/false balance. */
  const from: Array<Candidate | null> = [];
  const usedSentences = new Set<number>();
  const prompts = new Set<string>();
  const facts: FactItem[] = [];
  // What the teacher's earlier documents from this file asked: left for last (the quiz, then the exit ticket
  // and the review sheet of one lesson ask different things; session 22's reads: "a copy of quiz Q3").
  const before = (o.askedBefore ?? []).map(asFactItem);
  let spareBefore = !before.length;
  // The text's questions are checked for a fact already asked; open questions about the topic ask
  // about no sentence, and differ by wording.
  const take = (q: DraftQuestion, also: readonly string[] = [], fromText = false) => {
    const k = fold(q.prompt);
    if (prompts.has(k) || out.length >= o.count || (o.types && !o.types.includes(q.question_type))) return false;
    if (o.modelAnswers && q.answer.startsWith(RESTATES)) return false;
    const fact = { ...asFactItem(q), also };
    if (fromText && facts.some((f) => sameFact(f, fact))) return false;
    if (fromText && !spareBefore && before.some((f) => sameFact(f, fact))) return false;
    // The same four options on a second item: a student answers it by elimination (session 20's read: "every
    // multiple-choice item reuses the same four terms").
    const set = optionSet(q);
    if (fromText && set && out.some((x) => optionSet(x) === set)) return false;
    // In a mixed document true/false answers do not all read "True": a true statement waits for a false
    // one once it is ahead (a text with few plausible swaps gives few true/false items).
    if (fromText && !o.types && q.question_type === 'true_false' && q.answer === 'True') {
      const judged = out.filter((x) => x.question_type === 'true_false');
      if (judged.filter((x) => x.answer === 'True').length > judged.filter((x) => x.answer === 'False').length)
        return false;
    }
    prompts.add(k);
    facts.push(fact);
    out.push(o.retype ? { ...q, question_type: o.retype } : q);
    from.push(null);
    return true;
  };
  /** Takes the text's candidates in the rotation's rounds (set below when the text gave candidates). */
  let drawCandidates = () => {};
  if (pools) {
    // The rotation starts at a drawn form, so which forms meet which sections changes with the seed too.
    const forms = o.prefer ?? CYCLES[o.difficulty];
    const start = Math.floor(createRng(`${o.seed}:cycle`)() * forms.length);
    const cycle = [...forms.slice(start), ...forms.slice(0, start)];
    const perSection = new Map<number, number>();
    let sections = new Set<number>();
    // In the first round a section gets another question only once every section has had as many.
    const fair = (c: Candidate) =>
      (perSection.get(c.section) ?? 0) <= Math.min(...[...sections].map((x) => perSection.get(x) ?? 0));
    const misfits = Object.values(pools)
      .flat()
      .map((c) => c.misfit)
      .filter((m): m is number => m !== undefined)
      .sort((x, y) => x - y);
    const wait = o.fit && misfits.length ? misfits[Math.floor(misfits.length / 4)] + FIT_FIRST_ROUND : Infinity;
    const usedTerms = new Set<string>();
    const usedPairs = new Set<string>();
    const perForm = new Map<Form, number>();
    const most = Math.max(1, Math.ceil(o.count / 4));
    const capped = (c: Candidate) => !o.types && UNDERSTANDING.has(c.form) && (perForm.get(c.form) ?? 0) >= most;
    // A word is asked for in a blank once: two blanks keyed "electric current" test one word twice.
    const blanked = new Set<string>();
    const blank = (c: Candidate) => (c.form === 'mc_cloze' || c.form === 'fill_blank') && !!c.term;
    // A true and a false version of one sentence, or a cloze and a blank of one word, are the same question.
    const pair = (c: Candidate) => `${c.sentence}:${c.term ?? (c.form === 'tf_false' ? 'tf_true' : c.form)}`;
    // The teacher's prompt (prompt.focus.ts): first the questions from the sections, terms and sentences
    // it names, spread over those sections; then, if more are needed, the rest of the text.
    const f = o.focus;
    type Pools = typeof pools;
    const focused = f
      ? (Object.fromEntries(
          Object.entries(pools).map(([k, list]) => [
            k,
            list.filter(
              (c) => f.sections.has(c.section) || (c.term && f.terms.has(c.term)) || f.sentences.has(c.sentence),
            ),
          ]),
        ) as Pools)
      : null;
    const passes: Array<[Pools, Array<[Form[], boolean]>]> = [
      ...(focused
        ? [
            [
              focused,
              [
                [cycle, true],
                [cycle, false],
                // Every form of what the prompt names before anything else of the text.
                [ALL_FORMS, false],
              ],
            ] as [Pools, Array<[Form[], boolean]>],
          ]
        : []),
      [
        pools,
        [
          [cycle, true],
          [cycle, false],
          [ALL_FORMS, false],
        ],
      ],
    ];
    drawCandidates = () => {
      for (const [pass, rounds] of passes) {
        for (const [forms, strict] of rounds) {
          sections = new Set(
            Object.values(pass)
              .flat()
              .map((c) => c.section),
          );
          const cursor = new Map<Form, number>();
          let progress = true;
          while (progress && out.length < o.count) {
            progress = false;
            for (const form of forms) {
              const list = pass[form];
              let i = cursor.get(form) ?? 0;
              for (; i < list.length; i++) {
                const c = list[i];
                // One sentence is one item, whatever form would ask it again.
                if (usedPairs.has(pair(c)) || [c.sentence, ...(c.also ?? [])].some((x) => usedSentences.has(x)))
                  continue;
                if ((blank(c) && blanked.has(c.term!)) || capped(c) || (c.spokenOnly && !o.spoken)) continue;
                if (strict && ((c.term && usedTerms.has(c.term)) || !fair(c) || (c.misfit ?? 0) > wait)) continue;
                if (strict && sameWrongOptions(c.q, out)) continue;
                if (take(c.q, c.alsoText, true)) {
                  from[out.length - 1] = c;
                  perSection.set(c.section, (perSection.get(c.section) ?? 0) + 1);
                  usedSentences.add(c.sentence);
                  for (const x of c.also ?? []) usedSentences.add(x);
                  if (c.term) usedTerms.add(c.term);
                  if (blank(c)) blanked.add(c.term!);
                  usedPairs.add(pair(c));
                  perForm.set(c.form, (perForm.get(c.form) ?? 0) + 1);
                  progress = true;
                  i++;
                  break;
                }
              }
              cursor.set(form, i);
              if (out.length >= o.count) break;
            }
          }
        }
      }
    };
  }
  // Open questions about the whole text, keyed from it (a word's meaning, a story retold),
  // before any routine keyed "Answers will vary"; none on a sentence another item already asks.
  const drawTextPrompts = () => {
    if (a)
      for (const t of textPrompts(a, askable(a))) {
        if (out.length >= o.count) break;
        if (t.sentences.some((i) => usedSentences.has(i))) continue;
        if (
          take(
            t.q,
            t.sentences.map((i) => a.sentences[i].text),
            true,
          )
        )
          for (const i of t.sentences) usedSentences.add(i);
      }
  };
  drawCandidates();
  drawTextPrompts();
  // Only then what the teacher already has from this file, before any question about the topic in general.
  if (!spareBefore) {
    spareBefore = true;
    drawCandidates();
    drawTextPrompts();
  }
  if (built) balanceTrueFalse(out, from, built, o.retype);
  const upTo = a ? Math.min(o.openUpTo ?? o.count, o.count) : o.count;
  for (const q of openPrompts(o.difficulty, o.passageFallback, o.count)) if (out.length < upTo) take(q);
  return out;
}
