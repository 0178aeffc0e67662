import type { LessonPlanDraft, ParentHandoutDraft, ReviewSheetDraft, RubricDraft } from '../schemas/kind.schemas';
import { questions, shorten, titleFor, type OfflineContext } from './offline.context';
import { vocabulary } from './vocabulary.offline';

const keySentences = (ctx: OfflineContext, n: number) => {
  const usable = ctx.text?.sentences.filter((s) => s.usable) ?? [];
  const scored = usable.map((s) => ({ s, score: ctx.terms.slice(0, 10).filter((t) => t.sentences.includes(s.index)).length }));
  return scored.sort((a, b) => b.score - a.score || a.s.index - b.s.index).slice(0, n).sort((a, b) => a.s.index - b.s.index).map((x) => (x.s.text.length > 390 ? `${x.s.text.slice(0, 380)}…` : x.s.text));
};

export function lessonPlanDraft(ctx: OfflineContext): LessonPlanDraft {
  const t = ctx.topic;
  const [a, b] = [ctx.terms[0]?.term, ctx.terms[1]?.term];
  const grade = ctx.spec.gradeLevel ? ` (${ctx.spec.gradeLevel})` : '';
  const fromFile = ctx.spec.source.type === 'file' ? `the reading “${ctx.spec.source.name}”` : 'a short text or video chosen by the teacher';
  return {
    title: titleFor(ctx),
    instructions: null,
    overview: `Students learn about ${t}${grade} through a short warm-up, direct instruction with ${fromFile}, guided and independent practice, and an exit ticket that shows what each student understood.`,
    duration_minutes: 50,
    objectives: a && b
      ? [`Define ${a} and use the key vocabulary correctly.`, `Explain how ${a} and ${b} are connected, using evidence from the text.`, 'Apply what they learned to answer questions independently.']
      : ['Use the key vocabulary of the topic correctly.', 'Explain the main ideas of the topic with at least one example.', 'Apply what they learned to answer questions independently.'],
    materials: [ctx.spec.source.type === 'file' ? `Copies of ${ctx.spec.source.name}` : `A short text or video about ${t}`, 'Whiteboard and markers', 'Practice worksheet', 'Exit ticket slips'],
    procedure: [
      { phase: 'Warm-up', minutes: 5, activity: 'Ask: “What do you already know about today’s topic?” Students jot one idea on the K column of a KWL chart and share with a partner.' },
      {
        phase: 'Direct instruction',
        minutes: 12,
        activity: ctx.text
          ? `Introduce the key vocabulary (${vocabulary(ctx, 4).map((v) => v.term).join(', ')}) and model how to find the main idea in ${fromFile}.`
          : `Introduce the key vocabulary of the topic and model how to find the main idea in ${fromFile}. Students add what they want to know to the W column.`,
      },
      { phase: 'Guided practice', minutes: 13, activity: 'Read together in small groups; each group answers two questions and reports back with evidence.' },
      { phase: 'Independent practice', minutes: 12, activity: 'Students complete the practice questions on their own while the teacher checks in with individuals.' },
      { phase: 'Closure', minutes: 8, activity: 'Review the objectives, answer open questions and collect the exit ticket.' },
    ],
    assessment: ['Observation and questioning during guided practice', 'Practice questions checked against the answer key', 'Exit ticket: the check-for-understanding questions below'],
    differentiation: [
      'Support: provide a word bank with pictures and sentence starters; pair readers thoughtfully.',
      'Extension: students write their own research question about the topic and find its answer in two sources.',
      'Language learners: pre-teach the key vocabulary and allow answers in drawings or first language notes.',
    ],
    homework: 'Explain what you learned today to someone at home and write down one question they asked you.',
    check_questions: questions(ctx, 3),
  };
}

export function rubricDraft(ctx: OfflineContext): RubricDraft {
  const t = ctx.topic;
  const task = ctx.spec.teacherPrompt ? shorten(ctx.spec.teacherPrompt, 80) : `A written or presented response on “${t}”.`;
  return {
    title: titleFor(ctx),
    instructions: 'Circle the description in each row that best matches the work.',
    task,
    criteria: [
      { criterion: 'Understanding of content', exemplary: 'Explains the topic accurately and in depth, with no errors.', proficient: 'Explains the topic accurately with minor gaps.', developing: 'Shows partial understanding of the topic; some errors.', beginning: 'Shows little understanding of the topic; major errors.' },
      { criterion: 'Use of evidence', exemplary: 'Supports every point with relevant, well-chosen evidence.', proficient: 'Supports most points with relevant evidence.', developing: 'Uses some evidence, not always relevant.', beginning: 'Gives little or no evidence.' },
      { criterion: 'Organization', exemplary: 'Ideas flow logically with clear transitions.', proficient: 'Ideas are mostly in a logical order.', developing: 'Organization is sometimes hard to follow.', beginning: 'Ideas are disorganized.' },
      { criterion: 'Vocabulary and conventions', exemplary: 'Uses subject vocabulary precisely; almost no errors in spelling or grammar.', proficient: 'Uses subject vocabulary correctly; few errors.', developing: 'Uses some subject vocabulary; errors distract at times.', beginning: 'Rarely uses subject vocabulary; frequent errors.' },
    ],
  };
}

export function parentHandoutDraft(ctx: OfflineContext): ParentHandoutDraft {
  const t = ctx.topic;
  const points = keySentences(ctx, 4);
  return {
    title: titleFor(ctx, 'Family Guide'),
    instructions: null,
    greeting: 'Dear families,',
    learning_summary: points.length ? `Our class is learning about ${t}. Here is what we are reading: ${points.slice(0, 2).join(' ')}` : `Our class is learning about ${t}. This guide explains what we are studying and simple ways you can help at home.`,
    key_points: points.length >= 3 ? points : ['What we are learning and why it matters', 'The key words we use in class', 'How the topic connects to everyday life'],
    vocabulary: vocabulary(ctx, 5).map((v) => ({ term: v.term, definition: v.definition })),
    home_activities: [
      'Ask your child to teach you what the class is learning, for five minutes.',
      'Look together for examples of what your child is learning: at home, in the news or outdoors.',
      'Make flash cards of the words to know and quiz each other.',
    ],
    conversation_questions: ['What was the most interesting thing you learned this week?', 'Which word from class can you explain to me?', 'What question do you still have?'],
    closing: 'Thank you for supporting your child’s learning. Please contact me with any questions.',
  };
}

export function reviewSheetDraft(ctx: OfflineContext): ReviewSheetDraft {
  const t = ctx.topic;
  const points = keySentences(ctx, 6);
  return {
    title: titleFor(ctx),
    instructions: 'Read the summary and key points, study the vocabulary, then try the practice questions.',
    summary: points.length ? points.slice(0, 3).join(' ') : `Use this sheet to review “${t}”: the main ideas, the words we use in class and examples you can explain.`,
    key_points: points.length >= 4 ? points : ['I can explain the main idea of the topic in my own words.', 'I can use the key words from class correctly.', 'I can give an example from class or my reading.', 'I can explain why the topic matters.'],
    vocabulary: vocabulary(ctx, 6).map((v) => ({ term: v.term, definition: v.definition })),
    questions: questions(ctx, 8),
  };
}

