import type { QuestionBlock } from '@lessonloom/contracts';

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
/** Options differ by case and stray punctuation only when they are words; "x = −5" is not "x = 5". */
const foldOption = (s: string) =>
  fold(
    s
      .replace(/[\u2212\u2013]/g, '-')
      .replace(/(^|[^\p{L}\p{N}])-(?=\d)/gu, '$1 minus ')
      .replace(/(\d)\s*([/:.%])\s*(?=\d|$)/g, '$1 $2sym ')
      .replace(/\/sym/g, ' over ')
      .replace(/:sym/g, ' to ')
      .replace(/\.sym/g, ' point ')
      .replace(/%sym/g, ' percent '),
  );

/** A question's identity for the repetition check: wording folded, but "x − 5 = 3" is not "x + 5 = 3". */
const foldPrompt = (s: string) =>
  foldOption(
    s
      .replace(/[.?!]+\s*$/, '')
      .replace(/\+/g, ' plus ')
      .replace(/[×*]/g, ' times ')
      .replace(/÷/g, ' divided by ')
      .replace(/=/g, ' equals ')
      .replace(/\^/g, ' power '),
  );

/** Answer-key correctness of single questions and repetition across the document. */
export function questionProblems(questions: QuestionBlock[], withPassages: boolean): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const q of questions) {
    const at = `Question ${q.number}`;
    if (q.question_type === 'multiple_choice') {
      const opts = q.options ?? [];
      if (opts.length < 2) problems.push(`${at}: a multiple-choice question needs at least 2 options`);
      if (new Set(opts.map(foldOption)).size !== opts.length) problems.push(`${at}: the options must all be different`);
      if (!opts.includes(q.answer)) problems.push(`${at}: the answer '${q.answer}' is not one of its options`);
    } else if (q.question_type === 'true_false') {
      if (JSON.stringify(q.options) !== '["True","False"]')
        problems.push(`${at}: true/false options must be exactly True and False`);
      if (q.answer !== 'True' && q.answer !== 'False')
        problems.push(`${at}: a true/false answer must be True or False, not '${q.answer}'`);
    }
    if (withPassages && !q.source_passage?.trim())
      problems.push(`${at}: quote the passage of the source text this question came from in source_passage`);
    const key = foldPrompt(q.prompt);
    const first = seen.get(key);
    if (first !== undefined) problems.push(`${at}: repeats question ${first}; every question must be different`);
    else seen.set(key, q.number);
  }
  return problems;
}
