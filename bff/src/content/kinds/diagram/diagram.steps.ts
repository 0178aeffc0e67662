// Steps in order, shared by the flowchart, cycle and sequence diagram: the text's first drawable process,
// and the "what comes right after" questions asked of the drawn steps.
import type { OfflineContext } from '../../offline/offline.context';
import { createRng, shuffle } from '../../random';
import type { DraftQuestion } from '../../schemas/question.schema';
import type { SourceProcess } from '../../source/source.types';
import { LABEL_MAX } from './diagram.parts';

/** The text's first process with (`dated`) or without dates whose every step fits a label, if any. */
export function drawableProcess(ctx: OfflineContext, dated: boolean): SourceProcess | undefined {
  // A step longer than a label may be (a paragraph-long list item) would be cut: such a process is not drawn.
  const drawable = (p: SourceProcess) => p.steps.every((s) => s.label.length <= LABEL_MAX);
  return ctx.text!.processes.find((p) => (p.cue === 'dates') === dated && drawable(p));
}

/** The sentence of the text numbered `i`. */
export const sentenceOf = (ctx: OfflineContext, i: number) => ctx.text!.sentences[i].text;

/** The text's steps in order (at most 10), what they are steps of, and the sentence each comes from. */
export function textSteps(ctx: OfflineContext) {
  const ordered = drawableProcess(ctx, false);
  if (!ordered) return null;
  const steps = ordered.steps.slice(0, 10).map((s) => s.label);
  const what = ordered.name && ordered.name.split(' ').length <= 4 && !/:$/.test(ordered.name) ? ordered.name : 'steps';
  const cited = ordered.steps.slice(0, 10).map((s) => sentenceOf(ctx, s.sentence));
  return { ordered, steps, what, cited, first: sentenceOf(ctx, ordered.steps[0].sentence) };
}

/**
 * "What comes right after X?" asked of the diagram itself: the answer is the next step it shows. Each
 * question cites the passage of the step it asks for (`passages[i]`, else the one passage given), so two
 * questions never stand on one sentence.
 */
export function orderQuestions(
  steps: string[],
  kind: string,
  passage: string | null,
  passages: string[] = [],
): DraftQuestion[] {
  const out: DraftQuestion[] = [];
  const rng = createRng(steps.join('|'));
  // Steps in pairs that do not overlap (1→2, 3→4 …): "after 2?" once "after 1?" has 2 as its answer asks it again.
  for (let i = 0; i + 1 < steps.length; i += 2) {
    const next = steps[i + 1];
    const cited = passages[i + 1] ?? passages[0] ?? passage;
    // Two steps told in one sentence: asking after each would test that sentence twice.
    if (passages.length && out.some((q) => q.source_passage === cited)) continue;
    const others = [...new Set(steps.filter((s) => s !== next && s !== steps[i]))];
    if (others.length < 2 || out.some((q) => q.prompt.includes(`'${steps[i]}'`))) continue;
    out.push({
      question_type: 'multiple_choice',
      prompt: `In the ${kind}, what comes right after '${steps[i]}'?`,
      options: shuffle(rng, [next, ...shuffle(rng, others).slice(0, 3)]),
      answer: next,
      explanation: `The ${kind} goes from '${steps[i]}' to '${next}'.`,
      source_passage: cited,
    });
  }
  return out;
}
