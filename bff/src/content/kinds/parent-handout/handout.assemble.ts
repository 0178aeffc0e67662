import type { Section } from '@lessonloom/contracts';
import { bullets } from '../../assemble/question.assemble';
import type { ParentHandoutDraft } from './handout.schema';

export function assembleParentHandout(d: ParentHandoutDraft): Section[] {
  return [
    { blocks: [{ type: 'paragraph', text: d.greeting }] },
    {
      heading: 'What We Are Learning',
      blocks: [{ type: 'paragraph', text: d.learning_summary }, bullets(d.key_points)],
    },
    ...(d.vocabulary.length
      ? [{ heading: 'Words to Know', blocks: [{ type: 'vocabulary' as const, entries: d.vocabulary }] }]
      : []),
    { heading: 'Try This at Home', blocks: [bullets(d.home_activities)] },
    { heading: 'Questions to Ask Your Child', blocks: [bullets(d.conversation_questions)] },
    { blocks: [{ type: 'paragraph', text: d.closing }] },
  ];
}
