// The offline dispatcher's math branch: which kinds get computed problems, and their titles.
import { KIND_LABELS } from '@lessonloom/contracts';
import type { DraftSpec } from '../content.spec';
import { mathFocusFor, mathQuestions, mathReviewSheet, TOPIC_NAMES } from './math.draft';

const PROBLEM_SET = 'Solve each problem. Show all of your work in the box.';
const MIXED = 'Answer every question. Show your thinking where there is space.';

/** A title that names the teacher's topic ("Quiz: Adding fractions with unlike denominators"). */
function topicTitle(spec: DraftSpec, label: string, fallback: string): string {
  const typed =
    spec.source.type === 'topic'
      ? spec.source.topic?.split('\n')[0].trim()
      : spec.source.name
          .replace(/\.[a-z0-9]+$/i, '')
          .replace(/[_-]+/g, ' ')
          .trim();
  const topic = typed && typed.length <= 80 ? typed : fallback;
  return `${label}: ${topic.charAt(0).toLocaleUpperCase('en-US')}${topic.slice(1)}`;
}

/**
 * A draft of computed problems when the job is about a math topic and the kind is one that holds
 * problems; null otherwise (the text- or topic-based generator takes over).
 */
export function mathDraft(spec: DraftSpec, instructions: Record<'quiz' | 'test' | 'exit_ticket', string>): unknown {
  const focus = mathFocusFor(spec);
  if (!focus) return null;
  const passage = spec.withPassages
    ? (spec.source.text ?? '')
        .split('\n')
        .find((l) => l.trim())
        ?.trim()
        .slice(0, 300) || spec.source.name
    : null;
  const name = TOPIC_NAMES[focus.topic];
  switch (spec.kind) {
    case 'quiz':
    case 'test':
    case 'exit_ticket':
      return {
        title: topicTitle(spec, KIND_LABELS[spec.kind], name),
        instructions: instructions[spec.kind],
        questions: mathQuestions(
          focus,
          spec,
          spec.count ?? 10,
          passage,
          spec.questionType ? [spec.questionType] : undefined,
        ),
      };
    case 'worksheet':
      if (spec.style === 'problem_set')
        return {
          title: topicTitle(spec, 'Problem Set', name),
          instructions: PROBLEM_SET,
          questions: mathQuestions(focus, spec, 10, passage, ['problem']),
        };
      if (spec.style === 'mixed')
        return {
          title: topicTitle(spec, 'Worksheet', name),
          instructions: MIXED,
          questions: mathQuestions(focus, spec, 10, passage),
        };
      return null;
    case 'review_sheet':
      return mathReviewSheet(focus, spec, topicTitle(spec, KIND_LABELS.review_sheet, name), passage);
    default:
      return null;
  }
}
