// A request (GenerationInput) becomes the job (DraftSpec): the fields every kind has, then the settings
// its own module reads (kinds/<kind>.ts `settings`), then the seed every random choice starts from.
import { GENERATE_DEFAULTS, KINDS_WITHOUT_QUESTION_COUNT } from '@lessonloom/contracts';
import type { DraftSpec, GenerationInput } from './content.job';
import { KINDS } from './kinds';
import { seedFrom } from './random';
import { readPasted, requestText } from './source/source.pasted';

/**
 * A typed topic or specific prompt that is a passage of prose is the source of the questions, as a file's
 * text is (source/source.pasted.ts). The topic stays what the teacher typed, unless the passage is the topic
 * itself; the teacher's request keeps only its request sentences, so the passage is sent once.
 */
function pastedSource(topic: string, prompt: string | undefined) {
  const inTopic = readPasted(topic);
  if (inTopic.passage) return { text: inTopic.passage, topic: inTopic.passage, prompt: requestOrNothing(prompt) };
  const inPrompt = prompt ? readPasted(prompt) : null;
  if (inPrompt?.passage) return { text: inPrompt.passage, topic: undefined, prompt: inPrompt.ask || undefined };
  return null;
}
const requestOrNothing = (prompt: string | undefined) => (prompt ? requestText(prompt) || undefined : undefined);

export function buildSpec(input: GenerationInput): DraftSpec {
  const r = input.request;
  const hasCount = !KINDS_WITHOUT_QUESTION_COUNT.includes(r.kind);
  const teacherPrompt = r.use_specific_prompt && r.specific_prompt?.trim() ? r.specific_prompt.trim() : undefined;
  const pasted = input.sourceType === 'topic' ? pastedSource(r.topic?.trim() || input.sourceName, teacherPrompt) : null;
  const text = input.sourceType === 'file' ? input.sourceText?.trim() : pasted?.text;
  const topic = input.sourceType === 'topic' ? (pasted?.topic ?? (r.topic?.trim() || input.sourceName)) : undefined;
  const spec: DraftSpec = {
    kind: r.kind,
    difficulty: r.difficulty,
    count: hasCount ? (r.num_questions ?? GENERATE_DEFAULTS.num_questions) : null,
    includeAnswerKey: r.include_answer_key,
    gradeLevel: r.grade_level,
    subject: r.subject,
    teacherPrompt: pasted ? pasted.prompt : teacherPrompt,
    source: {
      type: input.sourceType,
      name: input.sourceName,
      text,
      topic,
      ...(input.reading && text ? { reading: input.reading } : {}),
    },
    // Questions quote their source, and the quotes are checked against it: a file, or a pasted passage.
    withPassages: input.sourceType === 'file' || !!text,
    seed: '',
  };
  if (input.questionType && hasCount) spec.questionType = input.questionType;
  if (input.askedBefore?.length && input.sourceType === 'file') spec.askedBefore = input.askedBefore;
  Object.assign(spec, KINDS[r.kind].settings?.(input));
  spec.seed =
    input.seed ??
    String(
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
