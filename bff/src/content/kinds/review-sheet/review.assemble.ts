import type { Section } from '@lessonloom/contracts';
import { bullets, Numbering, questionBlocks } from '../../assemble/question.assemble';
import type { DraftSpec } from '../../content.job';
import type { ReviewSheetDraft } from './review.schema';

export function assembleReviewSheet(spec: DraftSpec, d: ReviewSheetDraft): Section[] {
  return [
    { heading: 'Summary', blocks: [{ type: 'paragraph', text: d.summary }] },
    { heading: 'Key Points', blocks: [bullets(d.key_points)] },
    ...(d.vocabulary.length
      ? [{ heading: 'Vocabulary', blocks: [{ type: 'vocabulary' as const, entries: d.vocabulary }] }]
      : []),
    { heading: 'Practice', blocks: questionBlocks(spec, d.questions, new Numbering()) },
  ];
}
