// Which of a kind's offline drafts a job gets, decided once for every kind (kinds/kind.ts Drafts):
// computed math when the job asks for a math topic (in the typed topic or the teacher's prompt, of a pasted
// passage only its request: source/source.pasted.ts; or in a file's name or first line, or anywhere near
// its start when the subject is math); else the file's drafts when there is text to read (an upload, or a
// passage typed or pasted as the topic); else the typed topic's, which invent no facts.
import type { DraftSpec } from '../content.job';
import { detectMathTopic, type MathFocus } from '../math/math.topics';
import { requestText } from '../source/source.pasted';

export type SourceVariant = 'file' | 'math' | 'topic';

export type OfflineSource =
  | { variant: 'file' }
  | { variant: 'topic' }
  /** `otherwise`: the variant a kind without a math draft gets instead. */
  | { variant: 'math'; math: MathFocus; otherwise: 'file' | 'topic' };

/** The math a job is about: the typed topic or specific prompt, or a file whose name or first line names it. */
export function mathFocusFor(spec: DraftSpec): MathFocus | null {
  // A pasted passage counts only for what its request asks: its own words ("the mean free path") are not maths.
  const prompt = requestText(spec.teacherPrompt);
  if (spec.source.type === 'topic') return detectMathTopic(`${requestText(spec.source.topic)}\n${prompt}`);
  const firstLine =
    (spec.source.text ?? '')
      .split('\n')
      .find((l) => l.trim())
      ?.slice(0, 200) ?? '';
  const mathSubject = /\bmath|\balgebra|\bgeometry|\bstatistic|\barithmetic|\bnumeracy/i.test(spec.subject ?? '');
  return (
    detectMathTopic(`${spec.source.name.replace(/[_-]+/g, ' ')}\n${firstLine}\n${prompt}`) ??
    (mathSubject ? detectMathTopic((spec.source.text ?? '').slice(0, 1500)) : null)
  );
}

/** `readable`: the source has text the drafters can build on (a typed topic only when it is a passage). */
export function offlineSource(spec: DraftSpec, readable: boolean): OfflineSource {
  const otherwise = spec.source.type === 'file' || readable ? 'file' : 'topic';
  const math = mathFocusFor(spec);
  return math ? { variant: 'math', math, otherwise } : { variant: otherwise };
}
