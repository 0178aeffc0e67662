// Items that ask beyond recall (a reason, the idea an example belongs to, the one true statement among
// several), re-checked against the passage each quotes, for a model's draft as for an offline one:
// - a reason: the passage states a cause and effect (language/causes.ts, or a cue word such as "because",
//   "as a result", "leads to"); the key is said in the passage and, for multiple choice, no wrong option is
//   (it would be a second right answer). An open key written as "gives the reason: …" is held to the same.
// - an example: the passage gives examples ("such as", "for example", language/examples.ts); the key is
//   in it and no wrong option is.
// - which statement is true: the key is the passage (cut perhaps, never changed) and no wrong option is
//   any sentence of the text; a wrong option made by swapping a name or term of one of its sentences is
//   held to the swap rule of a false true/false statement (language/swap-sense.ts: still sense, still
//   false, a person for a person and a place for a place).
// Before a model's repair round a failure is a problem it fixes; afterwards (and for offline drafts) the
// item is left out, the rest renumbered, and the teacher told. An open key this cannot read is not counted
// as checked.
import type { QuestionBlock } from '@lessonloom/contracts';
import { causeAndEffect } from '../language/causes';
import { examplesOf } from '../language/examples';
import { tokensOf } from '../language/clause-tokens';
import { swapFault, swapSiteOf } from '../language/swap-sense';
import type { SourceReading } from '../source/source.types';

export type UnderstandingForm = 'reason' | 'example' | 'which_true';

const REASON_PROMPT =
  /\b(?:what reason|why\b|what (?:is|was|are|were) the (?:reason|cause|causes)\b|what causes?\b|what caused\b)/i;
const EXAMPLE_PROMPT = /\bexamples? of\b|\bis an example\b/i;
const WHICH_TRUE = /\bwhich (?:of (?:the following|these) )?(?:statements?|sentences?) (?:is|are) true\b/i;
const REASON_CUE =
  /\b(?:because|since|so|therefore|thus|consequently|as a result|leads? to|led to|results? in|caused? by|causes?|due to)\b/i;
const EXAMPLE_CUE = /\b(?:such as|for example|for instance|e\.g\.|examples? of|including|like)\b/i;
/** An open key in the offline model answer's words. */
const GIVES_REASON = /gives the reason:\s*([^;]+?)(?:;|\.\s|\.$)/;

/** Which understanding form a question asks, from its wording. */
export function understandingForm(q: Pick<QuestionBlock, 'prompt' | 'question_type'>): UnderstandingForm | null {
  // A statement to judge or a sentence to complete asks for no reason or idea, whatever words it holds.
  if (q.question_type === 'true_false' || q.question_type === 'fill_blank' || !q.prompt.trim().endsWith('?'))
    return null;
  if (WHICH_TRUE.test(q.prompt)) return 'which_true';
  if (REASON_PROMPT.test(q.prompt)) return 'reason';
  if (EXAMPLE_PROMPT.test(q.prompt)) return 'example';
  return null;
}

const CONTENT = /^(?:NOUN|PROPN|VERB|ADJ|ADV|NUM)$/;
const wordsOf = (text: string) =>
  new Set(
    tokensOf(text)
      .filter((t) => CONTENT.test(t.pos))
      .map((t) => t.lemma.toLocaleLowerCase('en-US')),
  );
/** `part` is said in `whole`: at least `share` of its content words are the whole's. */
const saidIn = (part: string, whole: Set<string>, share = 0.8) => {
  const w = wordsOf(part);
  return w.size > 0 && [...w].filter((x) => whole.has(x)).length / w.size >= share;
};

export type UnderstandingResult = 'checked' | 'failed' | 'unchecked';

/**
 * One question's check. `sentences` are the text's sentences (for which-true, a wrong option that is any
 * of them is a second true statement).
 */
export function checkUnderstanding(
  q: Pick<QuestionBlock, 'prompt' | 'answer' | 'options' | 'question_type' | 'source_passage'>,
  sentences: () => string[],
  reading: () => SourceReading | null = () => null,
): { form: UnderstandingForm; result: UnderstandingResult } | null {
  const form = understandingForm(q);
  if (!form || !q.source_passage) return null;
  const passage = wordsOf(q.source_passage);
  const wrong = (q.options ?? []).filter((o) => o !== q.answer);
  const choice = q.question_type === 'multiple_choice';
  const verdict = (ok: boolean) => ({ form, result: ok ? ('checked' as const) : ('failed' as const) });
  if (form === 'which_true') {
    if (!choice) return { form, result: 'unchecked' };
    const all = sentences().map(wordsOf);
    // The key is the passage, cut perhaps; a wrong option that is wholly one of the text's sentences is true.
    const statement = (o: string, s: Set<string>, share: number) =>
      saidIn(o, s, share) && wordsOf(o).size >= s.size * 0.5;
    return verdict(
      statement(q.answer, passage, 0.95) &&
        !wrong.some((o) => all.some((s) => statement(o, s, 1))) &&
        !wrong.some((o) => unsoundSwap(o, reading())),
    );
  }
  const states =
    form === 'reason'
      ? !!causeAndEffect(q.source_passage) || REASON_CUE.test(q.source_passage)
      : !!examplesOf(q.source_passage) || EXAMPLE_CUE.test(q.source_passage);
  if (choice) return verdict(states && saidIn(q.answer, passage) && !wrong.some((o) => saidIn(o, passage)));
  const reason = form === 'reason' ? GIVES_REASON.exec(q.answer)?.[1] : undefined;
  if (!reason) return { form, result: 'unchecked' };
  return verdict(states && saidIn(reason, passage));
}

/** The option swaps one term of a sentence of the text in a way a true/false swap may not (swap-sense.ts). */
function unsoundSwap(option: string, a: SourceReading | null): boolean {
  if (!a) return false;
  for (const s of a.sentences) {
    const site = swapSiteOf(s.text, option);
    if (site) return swapFault(site, s.text.slice(site.at, site.at + site.length), a) !== null;
  }
  return false;
}

/** What the model is asked to fix, or the teacher told, for a question that failed. */
export const understandingProblem = (q: Pick<QuestionBlock, 'number'>, form: UnderstandingForm) =>
  form === 'which_true'
    ? `Question ${q.number}: the answer must be the sentence its source_passage quotes, and no other option may be a ` +
      'sentence of the source; rewrite the wrong options so the source does not say them, each swapping one term for ' +
      'another of the same kind (a person for a person, a place for a place)'
    : `Question ${q.number}: the answer must be the ${form === 'reason' ? 'reason' : 'idea'} its source_passage states, in its words, and no other option may be stated there; fix the answer or quote the sentence that states it`;

export const understandingWarning = (prompt: string) =>
  `A question was left out (“${prompt.length > 80 ? `${prompt.slice(0, 79).trimEnd()}…` : prompt}”): its answer is not what the passage it quotes says.`;
