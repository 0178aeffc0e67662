// The cloze sheet offline: one blank per sentence of the text, every answer a different key term taken
// across its sections, the sentences nearest the asked grade first; general academic words fill a
// sheet the text cannot (a typed topic's whole sheet), and the text's other terms are the bank's extras.
import { ACADEMIC_WORDS } from '../../offline/academic.words';
import { termPattern } from '../../language/term-pattern';
import type { OfflineContext } from '../../offline/offline.context';
import { askable, buildCandidates } from '../../offline/question.forms';
import { vocabularyOrder } from '../../offline/vocabulary';
import { sentenceFit } from '../../readability';
import { isYoung } from '../../readability/grade.band';
import { createRng, drawInOrder } from '../../random';
import { SIZES } from './worksheet.style';
import { teachesTerm } from '../../language/blank-rules';
import { asFactItem, sameFact } from '../../checks/same-fact.check';

export interface ClozeItem {
  sentence: string;
  answer: string;
  source_passage: string | null;
}

/** The draw's half-life in places of the vocabulary order: a file's askable terms are few, so the draw reaches far. */
const CLOZE_HALF_LIFE = 12;

/** Does any of these words appear in the text (so it cannot be a blank's other answer or a bank extra)? */
const termPatternIn = (text: string, words: string[]) => words.some((w) => termPattern(w).test(text));

/** Grades of misfit beyond the text's nearer sentences still counted as near the asked grade. */
const NEAR = 4;

/** Up to ten blanks from the text's sentences, in the text's order. */
function textItems(ctx: OfflineContext): ClozeItem[] {
  if (!ctx.text) return [];
  // One blank per sentence and every answer a different key term, taken across the sections.
  const all = buildCandidates(ctx.text, ctx.spec.seed, 4, ctx.fit).fill_blank;
  // With a grade, sentences far harder than the text's nearer ones (its lower quartile) stay off the
  // sheet when enough near ones remain: a shorter sheet the class can read beats a longer one.
  const misfits = all.map((c) => c.misfit ?? 0).sort((x, y) => x - y);
  const near = ctx.fit ? all.filter((c) => (c.misfit ?? 0) <= misfits[Math.floor(misfits.length / 4)] + NEAR) : all;
  const candidates = near.length >= SIZES.questions[0] ? near : all;
  // The text's vocabulary order, drawn afresh for each generation (random.ts drawInOrder): its own terms stay likelier.
  const order = drawInOrder(
    createRng(`${ctx.spec.seed}:cloze`),
    vocabularyOrder(ctx.terms, ctx.fit, ctx.focus),
    CLOZE_HALF_LIFE,
  ).map((t) => t.key);
  type C = (typeof candidates)[number];
  const pick = (step: (c: C) => number, start: C[] = [], skip = new Set<string>()) => {
    const picked = [...start];
    const bySection = new Map<number, C[]>();
    for (const c of [...candidates]
      .filter((x) => !skip.has(x.term!))
      .sort((x, y) => step(x) - step(y) || order.indexOf(x.term!) - order.indexOf(y.term!)))
      bySection.set(c.section, [...(bySection.get(c.section) ?? []), c]);
    const queues = [...bySection.values()];
    const fits = (c: C) =>
      !picked.some(
        (x) => x.term === c.term || x.sentence === c.sentence || sameFact(asFactItem(x.q), asFactItem(c.q)),
      ) &&
      !termPatternIn(
        c.q.prompt,
        picked.map((x) => x.q.answer),
      );
    for (let progress = true; progress && picked.length < 10;) {
      progress = false;
      for (const queue of queues) {
        const i = queue.findIndex(fits);
        if (i < 0 || picked.length >= 10) continue;
        picked.push(...queue.splice(i, 1));
        progress = true;
      }
    }
    return picked;
  };
  // With a grade, the sentences nearest it come first (in steps of two grades), then the text's own
  // vocabulary order.
  const step = ctx.fit ? (c: C) => Math.floor((c.misfit ?? 0) / 2) : () => 0;
  let chosen = pick(step);
  // A term the text uses everywhere ("kinship" in a chapter on kinship) would be printed in every other
  // sentence, which then cannot be a blank; leaving it out as an answer makes room for the rest.
  const everywhere = new Set(
    [...new Set(candidates.map((c) => c.term!))].filter(
      (t) =>
        candidates.filter((c) => termPatternIn(c.q.prompt, [candidates.find((x) => x.term === t)!.q.answer])).length >=
        candidates.length / 3,
    ),
  );
  if (everywhere.size) {
    const other = pick(step, [], everywhere);
    if (other.length > chosen.length) chosen = other;
  }
  // A sheet nearer the grade is better than a longer one: sentences far from it only make up the least.
  if (ctx.fit && chosen.length < FEWEST_BLANKS) chosen = pick(() => 0, chosen).slice(0, FEWEST_BLANKS);
  const items = chosen.map((c) => ({
    sentence: c.q.prompt.replace(/^Fill in the blank: /, ''),
    answer: c.q.answer,
    source_passage: c.q.source_passage,
  }));
  const at = (x: ClozeItem) => ctx.text!.sentences.findIndex((s) => s.text === x.source_passage);
  return items.sort((x, y) => at(x) - at(y));
}

/** The fewest blanks a cloze sheet at a grade is topped up to from the text's harder sentences. */
export const FEWEST_BLANKS = 3;

/** How a general academic word's item opens (a sheet the text could not fill). */
export const GENERAL_WORD = 'A word that means';

export function clozeItems(ctx: OfflineContext): { items: ClozeItem[]; extra_words: string[] } {
  const items = textItems(ctx);
  // From a file, the sheet is the text's own sentences, however few: general academic words only make
  // up a sheet the text cannot fill at all (a typed topic, a text with no blank to give).
  const least = ctx.text && items.length ? items.length : SIZES.questions[0];
  // K–5: the general words with the plainest meanings first ("to tell what something is like" before "analyze").
  const fillers = isYoung(ctx.fit)
    ? [...ACADEMIC_WORDS].sort((x, y) => sentenceFit(`${x[0]} ${x[1]}`).grade - sentenceFit(`${y[0]} ${y[1]}`).grade)
    : ACADEMIC_WORDS;
  for (const [word, meaning] of fillers) {
    if (items.length >= least) break;
    if (items.some((i) => i.answer.toLowerCase() === word.toLowerCase())) continue;
    items.push({ sentence: `${GENERAL_WORD} “${meaning}” is _____.`, answer: word, source_passage: ctx.passage });
  }
  const answers = new Set(items.map((i) => i.answer.toLowerCase()));
  // The bank's extra words are more of what the text teaches, never a name or an everyday word.
  const extra = askable(ctx.text ?? ({ terms: [] } as never))
    .filter((t) => t.kind === 'concept' && teachesTerm(t))
    .map((t) => t.term)
    .filter((t) => !answers.has(t.toLowerCase()) && !items.some((i) => termPatternIn(i.sentence, [t])))
    .slice(0, 3);
  return { items, extra_words: extra };
}
