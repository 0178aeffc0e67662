// The lesson plan for a typed math topic: a warm-up, the topic's words, a worked example with a typical
// mistake, guided and independent practice, every problem computed in code with its answer.
import { mathGlossary, mathQuestions, TOPIC_NAMES } from '../../math/math.draft';
import { makeProblems } from '../../math/math.problems';
import type { MathFocus } from '../../math/math.topics';
import { titleFor, type OfflineContext } from '../../offline/offline.context';
import { listed } from '../../offline/outline';
import { targetGrade } from '../../readability/reading-level';
import type { LessonPlanDraft, PlanStep } from './lesson-plan.schema';

export function mathPlan(ctx: OfflineContext, focus: MathFocus): LessonPlanDraft {
  const spec = ctx.spec;
  const name = TOPIC_NAMES[focus.topic].toLowerCase();
  const grade = targetGrade(spec.gradeLevel);
  const glossary = mathGlossary(focus.topic);
  const [warm1, warm2] = makeProblems(focus, { count: 2, difficulty: 'easy', grade, seed: `${spec.seed}:warm` });
  const [example] = makeProblems(focus, { count: 1, difficulty: 'medium', grade, seed: `${spec.seed}:example` });
  const [exitProblem] = makeProblems(focus, { count: 1, difficulty: 'medium', grade, seed: `${spec.seed}:exit` });
  const guided = makeProblems(focus, {
    count: 3,
    difficulty: spec.difficulty === 'easy' ? 'easy' : 'medium',
    grade,
    seed: `${spec.seed}:guided`,
  });
  const words = glossary.slice(0, 4).map(([t]) => t);
  const typical = example.distractors[0];
  const procedure: PlanStep[] = [
    {
      phase: 'Warm-up',
      minutes: 5,
      activity: `Two quick problems on mini whiteboards:\n1. ${warm1.prompt} (Answer: ${warm1.answer})\n2. ${warm2.prompt} (Answer: ${warm2.answer})`,
    },
    {
      phase: 'Key vocabulary',
      minutes: 5,
      activity: `Introduce the words:\n${glossary
        .slice(0, 4)
        .map(([t, d]) => `${t}: ${d}`)
        .join(';\n')}.`,
    },
    {
      phase: 'Worked example',
      minutes: 10,
      activity: `Model, thinking aloud: ${example.prompt}\n${example.steps.join('\n')}\nAnswer: ${example.answer}.\nThen show the wrong answer ${typical} and ask students to find the mistake.`,
    },
    {
      phase: 'Guided practice',
      minutes: 12,
      activity: `Pairs solve, one step at a time, checking with the class after each problem:\n${guided.map((p, i) => `${i + 1}. ${p.prompt} (Answer: ${p.answer})`).join('\n')}`,
    },
    {
      phase: 'Independent practice',
      minutes: 13,
      activity:
        'Students solve the check-for-understanding problems below on their own and show every step; circulate and ask students to explain a step aloud.',
    },
    {
      phase: 'Closure and exit ticket',
      minutes: 5,
      activity: `Students write in one sentence the rule they used today. Exit ticket: ${exitProblem.prompt} (Answer: ${exitProblem.answer}.)`,
    },
  ];
  return {
    title: titleFor(ctx),
    instructions: null,
    overview: `Students practise ${name} through a warm-up, a worked example, guided and independent practice. Every problem in this plan has its answer computed and given for the teacher.`,
    duration_minutes: procedure.reduce((n, s) => n + s.minutes, 0),
    objectives: [
      `Use the words ${listed(words)} correctly when explaining their work.`,
      `Solve problems like “${example.prompt}” and show each step.`,
      `Spot a typical mistake (such as ${typical} instead of ${example.answer} in the worked example) and explain how to fix it.`,
    ],
    materials: [
      'Mini whiteboards and markers',
      'The worked example written on the board',
      'Practice problems (the check-for-understanding problems below)',
      'Exit ticket slips',
    ],
    procedure,
    assessment: [
      'Warm-up answers on whiteboards: who needs the worked example slowed down.',
      'Guided practice: each pair explains one step aloud.',
      'Check-for-understanding problems, marked with the answers below.',
    ],
    differentiation: [
      `Support: a step-by-step checklist taken from the worked example (${example.steps.length} steps) and smaller numbers for the first problems.`,
      'Extension: students write a word problem that needs today’s method, solve it, and give it to a partner.',
      `Language learners: a word wall of ${listed(words)} with a picture or example beside each.`,
    ],
    homework: `Solve three problems like the worked example and, for one of them, write each step in words.`,
    check_questions: mathQuestions(focus, spec, 4, ctx.passage),
  };
}
