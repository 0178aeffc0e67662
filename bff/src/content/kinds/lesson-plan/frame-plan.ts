// The lesson plan for a typed topic the generator knows no facts about (or a file too thin to plan
// from): an honest frame of classroom routines with brackets for what only the teacher knows.
import { titleFor, type OfflineContext } from '../../offline/offline.context';
import { EXIT_PROMPTS, openPrompts } from '../../offline/topic.prompts';
import type { LessonPlanDraft, PlanStep } from './lesson-plan.schema';

export function framePlan(ctx: OfflineContext): LessonPlanDraft {
  const exit = EXIT_PROMPTS[0];
  const procedure: PlanStep[] = [
    {
      phase: 'Warm-up: KWL chart',
      minutes: 5,
      activity:
        'Students fill in the K column (what I already know) and the W column (what I want to find out) of a KWL chart, then share one idea with a partner. Note misconceptions to address.',
    },
    {
      phase: 'Key vocabulary',
      minutes: 8,
      activity:
        'Introduce the key terms of the lesson [list three or four terms from your text, with their definitions]. Students copy each into a vocabulary chart and add an example or a sketch.',
    },
    {
      phase: 'Read and discuss',
      minutes: 15,
      activity:
        'Read [the class text or video you have chosen] in parts. After each part, ask one question whose answer is in the text [write your questions and answers here], and ask students to point to the evidence.',
    },
    {
      phase: 'Guided practice: vocabulary self-collection',
      minutes: 12,
      activity:
        'Each group chooses one word from the reading that the class should know, writes what it means in their own words and where they found it, and presents it. The class agrees on the words for the word wall.',
    },
    {
      phase: 'Independent practice',
      minutes: 6,
      activity: 'Students answer the reflection questions below on their own.',
    },
    {
      phase: 'Closure and exit ticket',
      minutes: 4,
      activity:
        'Students complete the L column of the KWL chart (what I learned), then a 3-2-1 exit ticket: three things learned, two questions, one connection.',
    },
  ];
  return {
    title: titleFor(ctx),
    instructions: null,
    overview:
      'A lesson frame with the routines in place (KWL chart, vocabulary chart, read-and-discuss, vocabulary self-collection, 3-2-1 exit ticket). Add the facts, terms and text you will teach where the brackets ask for them.',
    duration_minutes: procedure.reduce((n, s) => n + s.minutes, 0),
    objectives: [
      'Define the key terms of the lesson [list them] and use each correctly in a sentence.',
      'Explain [the main idea or process you will teach] using evidence from the class text.',
      'Ask and record their own questions about the topic, and say which were answered.',
    ],
    materials: [
      'KWL chart, one per student',
      'Vocabulary chart',
      ctx.spec.source.type === 'file'
        ? `Copies of ${ctx.spec.source.name}`
        : '[The class text or video you have chosen]',
      'Exit ticket slips',
    ],
    procedure,
    assessment: [
      'KWL chart: compare the K and L columns for each student.',
      'Read-and-discuss answers, with the evidence students point to.',
      `Exit ticket: ${exit[0]} Look for ${exit[1]}.`,
    ],
    differentiation: [
      'Support: the key terms with their definitions and a picture already in the vocabulary chart; sentence starters for the exit ticket.',
      'Extension: students write a research question about the topic and find its answer in two sources.',
      'Language learners: pre-teach the key terms with pictures or gestures and accept first-language notes in the KWL chart.',
    ],
    homework: 'Explain what you learned today to someone at home and write down one question they asked you.',
    check_questions: openPrompts('mixed', ctx.passage, 3),
  };
}
