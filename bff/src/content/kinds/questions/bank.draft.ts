// Question bank Generate Specific without a model: every question of the one type asked for, or a
// plain 422 saying why that type cannot be written honestly from what the teacher gave.
import { ContentError } from '../../content.errors';
import type { BankQuestionType } from '../../content.job';
import { questions, titleFor, type OfflineContext } from '../../offline/offline.context';
import { openPrompts } from '../../offline/topic.prompts';
import type { DraftQuestion } from '../../schemas/question.schema';

const LABEL: Record<BankQuestionType, string> = {
  multiple_choice: 'multiple-choice',
  true_false: 'true/false',
  short_answer: 'short-answer',
  essay: 'essay',
};

/** A four-level scoring guide from what a good answer contains. */
export function scoringGuide(lookFor: string): string {
  return `Scoring guide. 4: ${lookFor}, clearly organised, with specific details. 3: most of this, with minor gaps. 2: some of this, with errors or little detail. 1: little of this, or off the question.`;
}

const lookForOf = (answer: string) => /Look for (.+?)\.?$/.exec(answer)?.[1] ?? 'an accurate, well-supported answer';

/** An open question as an essay: the same prompt, keyed with a scoring guide instead of "answers will vary". */
const asEssay = (q: DraftQuestion): DraftQuestion => ({
  ...q,
  question_type: 'essay',
  answer: scoringGuide(lookForOf(q.answer)),
});

/** A typed topic with nothing to read: open questions only, since closed ones would need invented facts. */
export function bankFromTopic(ctx: OfflineContext, type: BankQuestionType, n: number) {
  const head = { title: titleFor(ctx), instructions: null };
  if (type === 'multiple_choice' || type === 'true_false')
    throw new ContentError(
      422,
      `Without an AI model, Lessonloom cannot write ${LABEL[type]} questions about a topic: it would have to invent the facts. ` +
        'Paste the text the questions should come from into the prompt (a paragraph or more), choose Short Answer or Essay, or ask your administrator to connect an AI model.',
    );
  const open = openPrompts(ctx.spec.difficulty, ctx.passage, n);
  return {
    ...head,
    questions:
      type === 'essay' ? open.map(asEssay) : open.map((q) => ({ ...q, question_type: 'short_answer' as const })),
  };
}

export function bankFromText(ctx: OfflineContext, type: BankQuestionType, n: number) {
  const head = { title: titleFor(ctx), instructions: null };
  // From text: the text's own forms of that type (cloze and definition choices, true and false
  // statements, definitions to explain, relations to discuss); open questions only for open types.
  const types = type === 'short_answer' ? (['short_answer'] as const) : [type];
  let qs = questions(ctx, n, { types: [...types] });
  if (type === 'essay' && qs.length < n)
    qs = [...qs, ...questions(ctx, n, { types: ['short_answer'] }).map(asEssay)]
      .filter((q, i, all) => all.findIndex((x) => x.prompt === q.prompt) === i)
      .slice(0, n);
  if (qs.length < n)
    throw new ContentError(
      422,
      `The text has enough for ${qs.length} ${LABEL[type]} question${qs.length === 1 ? '' : 's'}, not ${n}. Ask for ${Math.max(qs.length, 1)} or fewer, add more text, or choose another question type.`,
    );
  return {
    ...head,
    questions: qs.map((q) =>
      type === 'essay' && q.question_type === 'essay' && /^Answers will vary/.test(q.answer)
        ? {
            ...q,
            answer: scoringGuide(
              q.answer
                .replace(/^Answers will vary\.\s*/, '')
                .replace(/^A strong answer uses the text: /, 'an answer that uses the text: '),
            ),
          }
        : q,
    ),
  };
}
