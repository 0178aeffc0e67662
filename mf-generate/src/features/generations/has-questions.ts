import type { GeneratedDocument } from '@lessonloom/contracts';

/** Whether an export would have something to carry (questions, matching pairs or vocabulary cards). */
export const hasQuestions = (doc: GeneratedDocument) =>
  doc.sections.some((s) =>
    s.blocks.some((b) => b.type === 'question' || b.type === 'matching' || b.type === 'vocabulary'),
  );
