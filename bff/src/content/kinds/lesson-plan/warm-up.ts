import { questions, type OfflineContext } from '../../offline/offline.context';
import { sectionOfPassage } from '../../offline/outline';
import type { DraftQuestion } from '../../schemas/question.schema';

export interface AnticipationGuide {
  /** One true and one false statement from the text, the shortest (they read aloud best). */
  guide: DraftQuestion[];
  statements: string;
  key: string;
}

/** The warm-up: an anticipation guide of statements students agree or disagree with before reading. */
export function anticipationGuide(ctx: OfflineContext): AnticipationGuide {
  const tf = questions(ctx, 12, { prefer: ['tf_true', 'tf_false'], types: ['true_false'] }).filter(
    (q) => q.source_passage && sectionOfPassage(ctx, q.source_passage) !== undefined,
  );
  const shortest = (answer: string) =>
    tf.filter((q) => q.answer === answer).sort((x, y) => x.prompt.length - y.prompt.length)[0];
  const guide = [shortest('True'), shortest('False')].filter((q): q is DraftQuestion => !!q);
  return {
    guide,
    statements: guide.map((q, i) => `${i + 1}. ${q.prompt.replace(/^True or false: /, '')}`).join('\n'),
    key: guide
      .map(
        (q, i) =>
          `${i + 1}: ${q.answer.toLowerCase()}${q.answer === 'False' ? ` (${q.explanation?.replace(/^False\. /, '')})` : ''}`,
      )
      .join('; '),
  };
}
