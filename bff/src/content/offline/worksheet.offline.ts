import type { WorksheetStyle } from '@lessonloom/contracts';
import { SIZES } from '../content.spec';
import type { WorksheetDraft } from '../schemas/kind.schemas';
import { ACADEMIC_WORDS } from './academic.words';
import { sentenceFit } from '../readability';
import { bandInstructions, isYoung } from './grade.band';
import { askable, buildCandidates } from './question.forms';
import { termPattern } from './key-terms';
import { cap, questions, titleFor, type OfflineContext } from './offline.context';
import { ownWord, vocabulary, vocabularyOrder } from './vocabulary.offline';
import { organizerDraft } from './organizer.offline';
import { creativePrompts } from './creative.offline';
import { matchingPairs } from './matching.offline';
import { labelingParts } from './labeling.offline';
import { studyTips } from './study.offline';

/** Does any of these words appear in the text (so it cannot be a blank's other answer or a bank extra)? */
const termPatternIn = (text: string, words: string[]) => words.some((w) => termPattern(w).test(text));

const W = SIZES.worksheet;

/** As many entries as the author marked or defined terms (5 to 8): the sheet teaches the text's own words, not filler. */
const vocabSize = (ctx: OfflineContext) => Math.max(W.terms[0], Math.min(8, ctx.terms.filter(ownWord).length));
const INSTRUCTIONS: Record<WorksheetStyle, string> = {
  mixed: 'Answer every question. Show your thinking where there are lines.',
  cloze: 'Read each sentence and fill in the missing word.',
  matching: 'Write the letter of the matching description next to each term.',
  labeling: 'Use the word bank to label each numbered part.',
  vocab: 'Learn each word, then complete both parts.',
  problem_set: 'Solve each problem. Show all of your work in the box.',
  graphic_organizer: 'Complete the organizer, then answer the questions.',
  critical_thinking: 'Answer in complete sentences and support your answers with reasons.',
  study_skills: 'Read the strategy, then use it to answer the questions.',
  creative_expression: 'Choose your own way to show what you know. Be creative and accurate.',
};

/** The same instructions for K–5 readers (grade.band.ts): short sentences, everyday words. */
const YOUNG_INSTRUCTIONS: Partial<Record<WorksheetStyle, string>> = {
  mixed: 'Answer every question. Show your thinking on the lines.',
  cloze: 'Read each sentence. Write the missing word.',
  matching: 'Match each word to what it means. Write the letter.',
  labeling: 'Use the word bank. Label each part.',
  vocab: 'Learn each word. Then do both parts.',
  problem_set: 'Solve each problem. Show your work in the box.',
  graphic_organizer: 'Fill in the organizer. Then answer the questions.',
  critical_thinking: 'Answer in full sentences. Give your reasons.',
  study_skills: 'Read the tip. Then use it to answer the questions.',
  creative_expression: 'Pick your own way to show what you know. Be creative. Get the facts right.',
};

export function worksheetDraft(ctx: OfflineContext, style: WorksheetStyle): WorksheetDraft[WorksheetStyle] {
  const head = {
    title: titleFor(ctx, `${cap(style.replace(/_/g, ' '))} Worksheet`),
    instructions: bandInstructions(ctx.fit, INSTRUCTIONS, YOUNG_INSTRUCTIONS, style),
  };
  const p = ctx.passage;
  switch (style) {
    case 'mixed':
      return { ...head, questions: questions(ctx, 10) };
    case 'critical_thinking':
      return {
        ...head,
        questions: questions(ctx, 6, {
          prefer: ['relate', 'explain'],
          types: ['short_answer', 'essay'],
          difficulty: 'hard',
        }),
      };
    case 'problem_set':
      return {
        ...head,
        questions: questions(ctx, 6, {
          prefer: ['relate', 'explain', 'short_definition'],
          types: ['short_answer', 'essay'],
          retype: 'problem',
          difficulty: 'hard',
        }),
      };
    case 'study_skills':
      return {
        ...head,
        strategy: 'Active recall with self-made flash cards',
        tips: studyTips(ctx),
        questions: questions(ctx, 6),
      };
    case 'cloze': {
      const items: WorksheetDraft['cloze']['items'] = [];
      if (ctx.text) {
        // One blank per sentence and every answer a different key term, taken across the sections.
        const candidates = buildCandidates(ctx.text, ctx.spec.seed, 4, ctx.fit).fill_blank;
        const order = vocabularyOrder(ctx.terms, ctx.fit, ctx.focus).map((t) => t.key);
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
        if (ctx.fit && chosen.length < W.questions[0]) chosen = pick(() => 0, chosen);
        items.push(
          ...chosen.map((c) => ({
            sentence: c.q.prompt.replace(/^Fill in the blank: /, ''),
            answer: c.q.answer,
            source_passage: c.q.source_passage,
          })),
        );
        items.sort(
          (x, y) =>
            ctx.text!.sentences.findIndex((s) => s.text === x.source_passage) -
            ctx.text!.sentences.findIndex((s) => s.text === y.source_passage),
        );
      }
      // K–5: the general words with the plainest meanings first ("to tell what something is like" before "analyze").
      const fillers = isYoung(ctx.fit)
        ? [...ACADEMIC_WORDS].sort(
            (x, y) => sentenceFit(`${x[0]} ${x[1]}`).grade - sentenceFit(`${y[0]} ${y[1]}`).grade,
          )
        : ACADEMIC_WORDS;
      for (const [word, meaning] of fillers) {
        if (items.length >= W.questions[0]) break;
        if (items.some((i) => i.answer.toLowerCase() === word.toLowerCase())) continue;
        items.push({ sentence: `A word that means “${meaning}” is _____.`, answer: word, source_passage: p });
      }
      const answers = new Set(items.map((i) => i.answer.toLowerCase()));
      const extra = askable(ctx.text ?? ({ terms: [] } as never))
        .map((t) => t.term)
        .filter((t) => !answers.has(t.toLowerCase()) && !items.some((i) => termPatternIn(i.sentence, [t])))
        .slice(0, 3);
      return { ...head, items, extra_words: extra };
    }
    case 'matching': {
      return { ...head, pairs: matchingPairs(ctx) };
    }
    case 'labeling':
      return { ...head, ...labelingParts(ctx) };
    case 'vocab':
      return {
        ...head,
        entries: vocabulary(ctx, vocabSize(ctx)).map((e) => ({
          term: e.term,
          definition: e.definition,
          example_sentence: e.example,
          source_passage: e.passage ?? p,
        })),
      };
    case 'graphic_organizer':
      return { ...head, ...organizerDraft(ctx) };
    case 'creative_expression':
      return { ...head, prompts: creativePrompts(ctx) };
  }
}
