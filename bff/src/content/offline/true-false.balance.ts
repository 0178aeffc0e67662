// True and false both, where the text allows both (question.pool.ts calls it once a set is picked).
import type { DraftQuestion } from '../schemas/question.schema';
import type { Candidate, Form } from './question.candidate';

/**
 * A set's true/false items are not all "True" nor all "False" when the text allows both: the last of them
 * whose own sentence gives the other answer (a true statement's swapped twin, a false one's sentence as the
 * text says it) is asked that way instead. The same sentence and term, so nothing is asked twice and the
 * count is unchanged; a text with no plausible swap keeps its true statements.
 */
export function balanceTrueFalse(
  out: DraftQuestion[],
  from: Array<Candidate | null>,
  built: Record<Form, Candidate[]>,
  retype?: DraftQuestion['question_type'],
): void {
  const judged = out.flatMap((q, i) => (q.question_type === 'true_false' && from[i] ? [i] : []));
  if (judged.length < 2 || new Set(judged.map((i) => out[i].answer)).size > 1) return;
  const other: Form = out[judged[0]].answer === 'True' ? 'tf_false' : 'tf_true';
  for (const i of [...judged].reverse()) {
    const c = from[i]!;
    const twin = built[other].find((x) => x.sentence === c.sentence && x.term === c.term);
    if (!twin) continue;
    out[i] = retype ? { ...twin.q, question_type: retype } : twin.q;
    from[i] = twin;
    return;
  }
}
