import { fileTermsAsk } from '../offline/file-terms';
import { defineKind } from './kind';
import { fileReview, topicReview } from './review-sheet/file-review';
import { mathReview } from './review-sheet/math-review';
import { assembleReviewSheet } from './review-sheet/review.assemble';
import { PRACTICE, reviewSheetSchema } from './review-sheet/review.schema';
import { fewerFromText } from '../offline/text.prompts';

export const reviewSheet = defineKind({
  schema: reviewSheetSchema,
  instructions: (spec) =>
    `Write a review sheet: a summary, 4-8 key points, 4-10 vocabulary terms with definitions, and 5-10 practice questions.${fileTermsAsk(spec)}`,
  sourceWords: 'summary key important main',
  draft: { file: fileReview, math: mathReview, topic: topicReview },
  progress: ['questions'],
  assemble: assembleReviewSheet,
  // Fewer practice questions from a text say why (model or offline: read from the draft).
  advice: (spec, d) =>
    spec.source.text && d.questions.length < PRACTICE[0]
      ? {
          notice: fewerFromText(
            spec.source.type === 'file' ? 'file' : 'pasted',
            d.questions.length,
            PRACTICE[0],
            'review sheet',
          ),
        }
      : null,
  checks: () => [],
});
