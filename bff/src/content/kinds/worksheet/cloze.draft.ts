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

export interface ClozeItem {
  sentence: string;
  answer: string;
  source_passage: string | null;
}

/** The draw's half-life in places of the vocabulary order: a file's askable terms are few, so the draw reaches far. */
const CLOZE_HALF_LIFE = 12;

/** Does any of these words appear in the text (so it cannot be a blank's other answer or a bank extra)? */
const termPatternIn = (text: string, words: string[]) => words.some((w) => termPattern(w).test(text));

/** Up to ten blanks from the text's sentences, in the text's order. */
function textItems(ctx: OfflineContext): ClozeItem[] {
  if (!ctx.text) return [];
  // One blank per sentence and every answer a different key term, taken across the sections.
  const candidates = buildCandidates(ctx.text, ctx.spec.seed, 4, ctx.fit).fill_blank;
  // The text's vocabulary order, drawn afresh for each generation (random.ts drawInOrder): its own terms stay likelier.
  const order = drawInOrder(
    createRng(`${ctx.spec.seed}:cloze`),
    vocabularyOrder(ctx.terms, ctx.fit, ctx.focus),
    CLOZE_HALF_LIFE,
  ).map((t) => t.key);
  type C = (typeof candidates)[number];
  const pick = (step: (c: C) => number, start: C[] = []) => {
    const picked = [...start];
    const bySection = new Map<number, C[]>();
    for (const c of [...candidates].sort(
      (x, y) => step(x) - step(y) || order.indexOf(x.term!) - order.indexOf(y.term!),
    ))
      bySection.set(c.section, [...(bySection.get(c.section) ?? []), c]);
    const queues = [...bySection.values()];
    const fits = (c: C) =>
      !picked.some((x) => x.term === c.term || x.sentence === c.sentence) &&
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
  // vocabulary order; a sheet left short that way is topped up in the text's order before any filler.
  let chosen = pick(ctx.fit ? (c) => Math.floor((c.misfit ?? 0) / 2) : () => 0);
  if (ctx.fit && chosen.length < SIZES.questions[0]) chosen = pick(() => 0, chosen);
  const items = chosen.map((c) => ({
    sentence: c.q.prompt.replace(/^Fill in the blank: /, ''),
    answer: c.q.answer,
    source_passage: c.q.source_passage,
  }));
  const at = (x: ClozeItem) => ctx.text!.sentences.findIndex((s) => s.text === x.source_passage);
  return items.sort((x, y) => at(x) - at(y));
}

export function clozeItems(ctx: OfflineContext): { items: ClozeItem[]; extra_words: string[] } {
  const items = textItems(ctx);
  // K–5: the general words with the plainest meanings first ("to tell what something is like" before "analyze").
  const fillers = isYoung(ctx.fit)
    ? [...ACADEMIC_WORDS].sort((x, y) => sentenceFit(`${x[0]} ${x[1]}`).grade - sentenceFit(`${y[0]} ${y[1]}`).grade)
    : ACADEMIC_WORDS;
  for (const [word, meaning] of fillers) {
    if (items.length >= SIZES.questions[0]) break;
    if (items.some((i) => i.answer.toLowerCase() === word.toLowerCase())) continue;
    items.push({ sentence: `A word that means “${meaning}” is _____.`, answer: word, source_passage: ctx.passage });
  }
  const answers = new Set(items.map((i) => i.answer.toLowerCase()));
  const extra = askable(ctx.text ?? ({ terms: [] } as never))
    .map((t) => t.term)
    .filter((t) => !answers.has(t.toLowerCase()) && !items.some((i) => termPatternIn(i.sentence, [t])))
    .slice(0, 3);
  return { items, extra_words: extra };
}
