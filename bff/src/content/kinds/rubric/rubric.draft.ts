// The offline rubric. The criteria fit the assignment the teacher names in the prompt (a written
// response, a presentation, a poster or project, a lab report, math problem solving, a discussion);
// the content criterion names what the file teaches (its terms, its ordered steps, its comparison) or,
// for math, the topic's method. Each level says what the marker will see in the work, not the same
// sentence with "most" or "some" swapped in.
import { TOPIC_NAMES } from '../../math/math.draft';
import type { MathFocus } from '../../math/math.topics';
import { shorten, titleFor, type OfflineContext } from '../../offline/offline.context';
import { listed, outline, type Outline } from '../../offline/outline';
import { fileRows, mathRows, topicRows } from './rubric.content';
import { EVIDENCE, FORM, type Assignment } from './rubric.rows';
import type { RubricDraft } from './rubric.schema';

/** What the students hand in, from the teacher's own words; else a written response (math: problem solving). */
export function assignmentOf(ctx: OfflineContext, math: boolean): Assignment {
  const said = `${ctx.spec.teacherPrompt ?? ''} ${ctx.spec.source.type === 'topic' ? (ctx.spec.source.topic ?? '') : ''}`;
  if (/\b(?:presentation|present|speech|slides?|talk|oral report)\b/i.test(said)) return 'presentation';
  if (/\b(?:lab|experiment|investigation|hypothesis)\b/i.test(said)) return 'lab';
  if (/\b(?:poster|project|model|diorama|infographic|brochure|display)\b/i.test(said)) return 'project';
  if (/\b(?:discussion|debate|seminar|socratic)\b/i.test(said)) return 'discussion';
  if (/\b(?:essay|paragraph|letter|report|written|writing|response)\b/i.test(said)) return 'writing';
  return math ? 'math' : 'writing';
}

const TASKS: Record<Assignment, string> = {
  writing: 'A written response',
  presentation: 'A short presentation to the class',
  project: 'A poster or project',
  lab: 'A lab report',
  math: 'A set of problems, solved with every step shown',
  discussion: 'A class discussion',
};

/** A file that names at least two key terms is what the task is about; a thinner one is treated as a topic. */
export const rubricOutline = (ctx: OfflineContext): Outline | null => {
  const o = outline(ctx);
  return o && o.keyTerms.length >= 2 ? o : null;
};

/** The rubric about the file's outline, a math topic, or (neither) what was taught in class. */
export function rubricFor(ctx: OfflineContext, file: Outline | null, math: MathFocus | null): RubricDraft {
  const kind = assignmentOf(ctx, !!math);
  const content = math ? mathRows(math) : file ? fileRows(file) : topicRows();
  const evidence = kind === 'math' || math ? [] : [EVIDENCE];
  const criteria = [...content, ...evidence, ...FORM[kind]].slice(0, 6);
  const about = file
    ? ` on “${file.title}”: ${file.process ? `explain the ${file.process.called} in order` : file.comparison ? `compare ${file.comparison.said.a} and ${file.comparison.said.b}` : 'explain its main ideas'}, ` +
      `using ${listed(file.keyTerms.slice(0, 3))} and evidence from the text`
    : math
      ? ` on ${TOPIC_NAMES[math.topic].toLowerCase()}`
      : ', using what was taught in class and the class text';
  const base = kind === 'math' ? `A set of problems${about}, solved with every step shown.` : `${TASKS[kind]}${about}.`;
  // The teacher's own brief stays beside the task, unless it only asks for the rubric ("Rubric for a group presentation").
  const brief = ctx.spec.teacherPrompt?.trim();
  const task =
    brief && !/^(?:(?:make|create|write|generate)\s+)?(?:a\s+)?rubric\b/i.test(brief)
      ? `${base} Brief: ${shorten(brief, 40)}.`
      : base;
  return {
    title: titleFor(ctx),
    instructions: 'Circle the description in each row that best matches the work. Each row scores 4, 3, 2 or 1.',
    task,
    criteria,
  };
}
