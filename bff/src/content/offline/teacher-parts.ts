// A part of a teacher's file whose every sentence is said to the teacher (a lesson plan's "Starter",
// "Plenary", "Answers", "Cross-curricular applications"; source/source.directions.ts), or to the teacher
// and the questions to ask the class, is a part of the lesson, not of what it teaches: no part to
// summarise (the lesson plan's part summaries).
import type { SourceReading, SourceSection } from '../source/source.types';

export function teachersPart(r: SourceReading, s: SourceSection): boolean {
  const said = r.sentences.slice(s.first, s.last + 1);
  return said.some((x) => x.direction) && said.every((x) => x.direction || /\?\s*$/.test(x.text));
}
