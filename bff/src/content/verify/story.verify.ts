// A story's items, re-checked against the passage each quotes, for a model's draft as for an offline one
// (offline/forms/story.form.ts builds them from the passage):
// - "In “…”, who says: “…”?": the passage holds those words and names the keyed speaker;
// - "What lesson does “…” teach?" as multiple choice: the keyed lesson is said in the passage (80% of its
//   content words), and no wrong option is (a second right answer).
// A failure is a problem the model fixes in its repair round; one still failing afterwards is left out, the
// rest renumbered and the teacher told (as a repeat is, repeats.verify.ts).
import type { QuestionBlock } from '@lessonloom/contracts';
import { tokensOf } from '../language/clause-tokens';
import type { Repeat } from './repeats.verify';

const WHO_SAYS = /\bwho says:?\s*“(.+)”\??\s*$/i;
const LESSON = /^what lesson does .+ teach\?/i;
const CONTENT = /^(?:NOUN|PROPN|VERB|ADJ|ADV|NUM)$/;

const words = (s: string) =>
  new Set(
    tokensOf(s)
      .filter((t) => CONTENT.test(t.pos) && t.lemma.length > 1)
      .map((t) => t.lemma.toLocaleLowerCase('en-US')),
  );
const saidIn = (part: string, whole: Set<string>, share = 0.8) => {
  const w = words(part);
  return w.size > 0 && [...w].filter((x) => whole.has(x)).length / w.size >= share;
};

/** Why a story item's key is not what its passage says, or null when it is (or the item is no story item). */
export function storyKeyReason(
  q: Pick<QuestionBlock, 'prompt' | 'answer' | 'options' | 'question_type' | 'source_passage'>,
): string | null {
  const passage = q.source_passage ?? '';
  const who = WHO_SAYS.exec(q.prompt.trim());
  if (who) {
    const said = words(passage);
    if (!passage || !saidIn(who[1], said)) return 'quotes words its passage does not hold';
    if (!new RegExp(String.raw`\b${q.answer.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(passage))
      return 'names a speaker its passage does not name';
    return null;
  }
  if (LESSON.test(q.prompt.trim()) && q.question_type === 'multiple_choice') {
    const said = words(passage);
    if (!passage || !saidIn(q.answer, said)) return 'keys a lesson its passage does not state';
    if ((q.options ?? []).some((o) => o !== q.answer && saidIn(o, said)))
      return 'offers a second lesson its passage states';
  }
  return null;
}

/** Story items whose key is not what their passage says, by question number, with why. */
export function misreadStoryItems(questions: QuestionBlock[]): Repeat[] {
  return questions.flatMap((q) => {
    const reason = storyKeyReason(q);
    return reason ? [{ number: q.number, first: q.number, reason: `is a story question that ${reason}` }] : [];
  });
}

export const storyKeyProblem = (r: Repeat) =>
  `Question ${r.number}: it ${r.reason!.replace(/^is a story question that /, '')}; key it with what its ` +
  'source_passage says (the speaker named beside those words, the lesson the story states), or replace it';
