// A timeline: the text's dated events in time order; without dates, a frame of periods students fill in.
import { cap, type OfflineContext } from '../../offline/offline.context';
import type { OfflineDiagram } from './diagram.parts';
import { drawableProcess, orderQuestions, sentenceOf } from './diagram.steps';

export function timelineFromText(ctx: OfflineContext): OfflineDiagram | null {
  const dated = drawableProcess(ctx, true);
  if (!dated) return null;
  const periods = dated.steps.map((s) => {
    const [period, ...rest] = s.label.split(': ');
    // A long date phrase is named by its year rather than cut.
    const when = period.length <= 60 ? period : (/\d{4}/.exec(period)?.[0] ?? period.slice(0, 60));
    return { period: when, events: [rest.join(': ') || s.label] };
  });
  return {
    data: { periods },
    caption: `Events of ${cap(ctx.text!.title)} in time order.`,
    questions: orderQuestions(
      periods.map((p) => p.events[0]),
      'timeline',
      sentenceOf(ctx, dated.steps[0].sentence),
      dated.steps.map((s) => sentenceOf(ctx, s.sentence)),
    ),
  };
}

export function timelineFrame(ctx: OfflineContext): OfflineDiagram {
  // No dated events: the periods are prompts students fill from the reading, never invented events
  // or the text's sentences under made-up "Step" periods.
  const periods = [
    ['Before', 'What led up to it'],
    ['Beginning', 'How it began'],
    ['Middle', 'What happened next'],
    ['End', 'How it ended and what followed'],
  ].map(([period, event]) => ({ period, events: [event] }));
  return { data: { periods }, caption: `A timeline of ${ctx.topic}.`, questions: [] };
}
