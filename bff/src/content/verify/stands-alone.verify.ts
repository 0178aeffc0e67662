// A model's statements get the rules the offline drafters keep when they choose a sentence: a true/false
// statement or a sentence with a blank must make sense printed on its own (language/stands-alone.ts: no
// "In contrast,", "This …", the half after a colon, "As we shall show,"), no stem, option or key carries a
// review box's heading ("Check Your Learning", "Key Terms", "Summary": language/apparatus.ts), no option
// that is a way of talking rather than a term ("many cultures": language/term-shape.ts), and no blank
// asks for a word of another language ("Latin _____"). Before the repair round such a question is a problem
// the model fixes; one still there afterwards is left out, the rest renumbered, and the teacher told (as a
// repeat is, repeats.verify.ts).
import type { QuestionBlock } from '@lessonloom/contracts';
import { isApparatus } from '../language/apparatus';
import { leansOnNeighbours } from '../language/stands-alone';
import { vagueTerm } from '../language/term-shape';
import { boundBlank } from '../language/swap.rules';
import type { Repeat } from './repeats.verify';

const LEAD = /^(?:true or false|fill in the blank|complete the sentence)[:.]?\s*/i;
const BLANK = /_{3,}/;
/** "Which term completes this sentence from the text? “…”": the quoted sentence is the statement. */
const QUOTED = /[“"]([^”"]+_{3,}[^”"]*)[”"]\s*$/;

/** The statement a student reads as one of the text's sentences, with its blank filled, or null. */
function statementOf(q: QuestionBlock): { text: string; blankAt: number | null } | null {
  const prompt = q.prompt.replace(LEAD, '').trim();
  if (q.question_type === 'true_false') return { text: prompt, blankAt: null };
  const quoted = QUOTED.exec(prompt)?.[1] ?? (BLANK.test(prompt) && !prompt.endsWith('?') ? prompt : null);
  if (!quoted || (q.question_type !== 'fill_blank' && q.question_type !== 'multiple_choice')) return null;
  const at = quoted.search(BLANK);
  return { text: quoted.replace(/_{3,}/, q.answer), blankAt: at };
}

/** Why the question's statement cannot be printed as it is, or null. */
export function leaningReason(q: QuestionBlock): string | null {
  if ([q.prompt, q.answer, ...(q.options ?? [])].some(isApparatus))
    return 'carries a heading or callout of the book (a review box, a worked example or a figure)';
  // "many cultures", "significant variations" beside real terms: a way of talking, no term (term-shape.ts).
  const vague =
    q.question_type === 'multiple_choice' ? (q.options ?? []).find((o) => o !== q.answer && vagueTerm(o)) : null;
  if (vague) return `offers “${vague}” as an option: a way of talking, not a term of the text`;
  const s = statementOf(q);
  if (!s) return null;
  if (s.blankAt !== null && boundBlank(s.text, s.blankAt, q.answer.length))
    return 'blanks a cited name, half of a name or a word of another language';
  const why = leansOnNeighbours(s.text);
  return why ? `needs the sentences around it (it ${why})` : null;
}

/** Questions whose statement leans on its neighbours or carries the book's apparatus, by number. */
export function leaningQuestions(questions: QuestionBlock[]): Repeat[] {
  return questions.flatMap((q) => {
    const why = leaningReason(q);
    if (!why) return [];
    return [
      { number: q.number, first: q.number, reason: why.startsWith('offers ') ? why : `is a statement that ${why}` },
    ];
  });
}

export const leaningProblem = (r: Repeat) => {
  const why = r.reason!.replace(/^is a statement that /, '');
  return why.startsWith('offers ')
    ? `Question ${r.number}: it ${why}; offer terms of the source of the same kind as the answer`
    : `Question ${r.number}: its statement ${why}; quote a sentence of the source that makes sense on its own, without headings or asides, or ask about something else`;
};
