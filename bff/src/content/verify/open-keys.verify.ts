// A model's open questions get the rule the offline drafters keep by construction (offline/forms/,
// offline/text.prompts.ts): an open question from a file (short answer, essay) is asked only with a key a
// teacher can mark against — a model answer or scoring points drawn from the text — never "Answers will
// vary" and never the sentence it quotes said again. Before the repair round such a key is a problem the
// model fixes (a model answer, or another question); one still there afterwards is left out, the rest
// renumbered and the teacher told which and why (as a repeat is, repeats.verify.ts).
// Only prompts that ask to explain, give a reason, compare or judge are held to it (a term's meaning asked
// for is rightly its defining sentence; a routine or a creative prompt says what to look for), and only on
// the question kinds (a creative-expression or vocabulary sheet's prompts are open by design). Offline drafts
// are not checked here: their open questions are keyed from the text when built.
import type { QuestionBlock } from '@lessonloom/contracts';
import { tokensOf } from '../language/clause-tokens';
import type { Repeat } from './repeats.verify';

const OPEN = new Set(['short_answer', 'essay']);
const CONTENT = /^(?:NOUN|PROPN|VERB|ADJ|ADV|NUM)$/;
/** Words of a key's frame ("A full answer gives the reason …"), not of what it says. */
const FRAME =
  /^(?:answer|full|name|give|reason|text|mean|use|example|strong|order|explain|say|state|student|look|include|point|correct|should|may|will|vary)$/;
const VARIES = /^\W*answers? (?:will|may|can) vary\b/i;
/** Prompts that ask for more than a sentence of the text: an explanation, a reason, a comparison, a judgement. */
const ASKS_BEYOND =
  /\b(?:explain|why|how (?:does|do|did|is|are|was|were|can|could|would|might)|describe|compare|contrast|discuss|evaluate|justify|in your own words|what do you think|do you agree|retell|summari[sz]e)\b/i;

const fold = (s: string) =>
  s
    .toLocaleLowerCase('en-US')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const words = (s: string) =>
  new Set(
    tokensOf(s)
      .filter((t) => CONTENT.test(t.pos) && t.lemma.length > 1)
      .map((t) => t.lemma.toLocaleLowerCase('en-US'))
      .filter((w) => !FRAME.test(w)),
  );
const share = (a: Set<string>, b: Set<string>) => (a.size ? [...a].filter((w) => b.has(w)).length / a.size : 1);

/**
 * Why an open key gives nothing to mark against, or null when it does: "Answers will vary…", a key that adds
 * hardly a word to what the question shows (80% of its content words in the prompt, its quotation of the
 * prompt or passage set aside), or a key that is the quoted passage again.
 */
export function unkeyedReason(q: Pick<QuestionBlock, 'question_type' | 'prompt' | 'answer' | 'source_passage'>) {
  // Explain, why, compare, judge: the prompts a teacher marks against a model answer. A routine ("What do you
  // already know …?") or a creative prompt says what to look for instead, and is not held to this.
  if (!OPEN.has(q.question_type) || !ASKS_BEYOND.test(q.prompt)) return null;
  const key = q.answer.trim();
  if (VARIES.test(key)) return 'is keyed “Answers will vary”, with nothing to mark against';
  const passage = q.source_passage ?? '';
  const own = key.replace(/“([^”]*)”/g, (whole, quoted: string) =>
    fold(q.prompt).includes(fold(quoted)) || (passage && fold(passage).includes(fold(quoted))) ? ' ' : whole,
  );
  const mine = words(own);
  if (!mine.size || share(mine, words(q.prompt)) >= 0.8)
    return 'only restates what the question shows, with nothing to mark against';
  // The quoted sentence said again: the key's words are the passage's and the passage's the key's.
  const said = words(passage);
  if (said.size && share(mine, said) >= 0.9 && share(said, mine) >= 0.9)
    return 'only restates the sentence it quotes, with nothing to mark against';
  return null;
}

/** Open questions whose key gives nothing to mark against, by question number, with why. */
export function unkeyedOpenQuestions(questions: QuestionBlock[]): Repeat[] {
  return questions.flatMap((q) => {
    const reason = unkeyedReason(q);
    return reason ? [{ number: q.number, first: q.number, reason: `is an open question whose answer ${reason}` }] : [];
  });
}

export const openKeyProblem = (r: Repeat) =>
  `Question ${r.number}: its answer ${r.reason!.replace(/^is an open question whose answer /, '')}; write a model ` +
  'answer or 2-4 scoring points from the source that go beyond the quoted sentence (the cause it gives, its ' +
  'example, its contrast, the sentence that explains it), or replace it with a question the source answers';
