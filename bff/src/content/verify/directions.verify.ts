// A model's questions get the rule the offline drafters keep by construction (source/source.directions.ts):
// nothing a lesson plan or a slide's notes say to the teacher becomes a student item. A question whose
// quoted passage is (or lies inside) a sentence the reading marks as a direction is a problem the model
// fixes in its repair round by asking about what the text teaches; one still there after it is left out,
// the rest renumbered, and the teacher told which and why (as a repeat is, repeats.verify.ts).
import type { QuestionBlock } from '@lessonloom/contracts';
import type { SourceReading } from '../source/source.types';
import { foldForMatching } from './grounding.verify';
import type { Repeat } from './repeats.verify';

/** Shorter quotes ("the cards") say nothing about which sentence they come from. */
const MIN_QUOTE = 20;

/** Questions built on a direction to the teacher, by question number, with the reader's reason. */
export function directedQuestions(reading: SourceReading | undefined, questions: QuestionBlock[]): Repeat[] {
  const directions = (reading?.sentences ?? [])
    .filter((s) => s.direction)
    .map((s) => ({ folded: foldForMatching(s.text), reason: s.direction! }));
  if (!directions.length) return [];
  return questions.flatMap((q) => {
    const quote = q.source_passage ? foldForMatching(q.source_passage) : '';
    if (quote.length < MIN_QUOTE) return [];
    const hit = directions.find(
      (d) => d.folded.includes(quote) || (d.folded.length >= MIN_QUOTE && quote.includes(d.folded)),
    );
    return hit
      ? [{ number: q.number, first: q.number, reason: `is built on a direction to the teacher (it ${hit.reason})` }]
      : [];
  });
}

export const directionProblem = (r: Repeat) =>
  `Question ${r.number}: its source_passage ${r.reason!.replace(/^is built on/, 'is')}, not something the class learns; replace it with a question on what the source teaches`;
