import { questions, type OfflineContext } from '../../offline/offline.context';
import { sectionOfPassage, type Outline } from '../../offline/outline';
import type { DraftQuestion } from '../../schemas/question.schema';
import { asked } from './plan.text';

export interface ReadAloud {
  /** The questions the stops (and the exit ticket) are drawn from. */
  pool: DraftQuestion[];
  /** "After “part”: question (Answer: …)", one per part read. */
  stops: string[];
  /** What the plan prints: the stops, or two questions from anywhere in the text when no part has one. */
  shown: string[];
}

/** Read-aloud stops: one question per part of the text, answered from that part. */
export function readAloudStops(ctx: OfflineContext, o: Outline): ReadAloud {
  // Asked aloud: the teacher takes a student's other right word, so an open blank other words fill is asked too.
  const pool = questions(ctx, 40, {
    prefer: ['short_definition', 'relate', 'fill_blank'],
    types: ['short_answer', 'fill_blank'],
    spoken: true,
  });
  // At most four stops, spread over the parts, so the read-aloud fits its fifteen minutes.
  const every = Math.max(1, Math.ceil(o.parts.length / 4));
  const stops = o.parts
    .filter((_, i) => i % every === 0)
    .flatMap((p) => {
      const q = pool.find((x) => sectionOfPassage(ctx, x.source_passage) === p.section);
      return q ? [`After “${p.heading}”: ${asked(q)}`] : [];
    });
  const shown = stops.length
    ? stops
    : pool
        .filter((q) => q.source_passage && sectionOfPassage(ctx, q.source_passage) !== undefined)
        .slice(0, 2)
        .map(asked);
  return { pool, stops, shown };
}
