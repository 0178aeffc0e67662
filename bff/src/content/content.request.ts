// A request (GenerationInput) becomes the job (DraftSpec): the fields every kind has, then the settings
// its own module reads (kinds/<kind>.ts `settings`), then the seed every random choice starts from.
import { GENERATE_DEFAULTS, KINDS_WITHOUT_QUESTION_COUNT } from '@lessonloom/contracts';
import type { DraftSpec, GenerationInput } from './content.job';
import { KINDS } from './kinds';
import { seedFrom } from './random';

export function buildSpec(input: GenerationInput): DraftSpec {
  const r = input.request;
  const hasCount = !KINDS_WITHOUT_QUESTION_COUNT.includes(r.kind);
  const text = input.sourceType === 'file' ? input.sourceText?.trim() : undefined;
  const topic = input.sourceType === 'topic' ? r.topic?.trim() || input.sourceName : undefined;
  const spec: DraftSpec = {
    kind: r.kind,
    difficulty: r.difficulty,
    count: hasCount ? (r.num_questions ?? GENERATE_DEFAULTS.num_questions) : null,
    includeAnswerKey: r.include_answer_key,
    gradeLevel: r.grade_level,
    subject: r.subject,
    teacherPrompt: r.use_specific_prompt && r.specific_prompt?.trim() ? r.specific_prompt.trim() : undefined,
    source: {
      type: input.sourceType,
      name: input.sourceName,
      text,
      topic,
      ...(input.reading && text ? { reading: input.reading } : {}),
    },
    withPassages: input.sourceType === 'file',
    seed: '',
  };
  if (input.questionType && hasCount) spec.questionType = input.questionType;
  Object.assign(spec, KINDS[r.kind].settings?.(input));
  spec.seed = String(
    seedFrom(
      JSON.stringify([
        spec.kind,
        spec.style,
        spec.diagramType,
        spec.puzzleType,
        spec.difficulty,
        spec.count,
        input.sourceName,
        (text ?? topic ?? '').slice(0, 2000),
      ]),
    ),
  );
  return spec;
}
