// The lesson plan from a file: objectives that name its key terms, steps and comparison; a 50-minute
// sequence whose warm-up, read-aloud stops, group task and exit question all come from the file, each
// with its answer for the teacher.
import { beFor } from '../../language/agreement';
import { questions, titleFor, type OfflineContext } from '../../offline/offline.context';
import { listed, type Outline } from '../../offline/outline';
import { createRng } from '../../random';
import { groupTask } from './group-task';
import { keyVocabulary } from './key-vocabulary';
import type { LessonPlanDraft, PlanStep } from './lesson-plan.schema';
import { asked } from './plan.text';
import { readAloudStops } from './read-aloud';
import { anticipationGuide } from './warm-up';

export function filePlan(ctx: OfflineContext, o: Outline): LessonPlanDraft {
  const grade = ctx.spec.gradeLevel
    ? ` (${/grade/i.test(ctx.spec.gradeLevel) ? ctx.spec.gradeLevel : `grade ${ctx.spec.gradeLevel}`})`
    : '';
  const reading = `“${o.title}”`;
  // The vocabulary chart holds only the file's own terms (its key-vocabulary list first), however few.
  const chart = o.fileTerms.slice(0, 4);
  // One list of key terms for the whole plan: the overview, objectives and homework name the chart's terms
  // (a plan that listed "solstice, Sun, seasons" above a chart of "Arctic Circle, solstice, ecliptic" taught
  // two lists). A file that defines too few for a chart names the author's other terms.
  const terms = chart.length >= 2 ? chart : o.keyTerms.slice(0, 4);
  const warmUp = anticipationGuide(ctx);
  const read = readAloudStops(ctx, o);
  const task = groupTask(ctx, o, createRng(`${ctx.spec.seed}:plan`));
  const checks = questions(ctx, 4).slice(0, 4);
  // The exit question asks for a meaning or a stated relation, not one asked at a stop.
  const unasked = read.pool.filter(
    (q) => q.question_type === 'short_answer' && !read.stops.some((x) => x.includes(q.prompt)),
  );
  const exit = unasked.find((q) => /^What does the text mean by /.test(q.prompt)) ?? unasked[0] ?? checks.at(-1)!;
  const guided = warmUp.guide.length > 0;
  const procedure: PlanStep[] = [
    {
      phase: 'Warm-up: anticipation guide',
      minutes: 5,
      activity: guided
        ? `Read these statements aloud. Students write “agree” or “disagree” for each and keep their answers to check after reading.\n${warmUp.statements}\n(Answers: ${warmUp.key}.)`
        : `Write ${listed(terms.slice(0, 3))} on the board. Students write what they think each word means and keep their guesses to check after reading.`,
    },
    { phase: 'Key vocabulary', minutes: 8, activity: keyVocabulary(ctx, o, chart) },
    {
      phase: 'Read and discuss',
      minutes: 15,
      // A plan whose text gives nothing to ask at a stop (a lesson plan mostly said to its teacher) never
      // prints "ask the question" with no question under it: the class sums up each part instead.
      activity: read.shown.length
        ? `Read ${reading} one part at a time. Stop after each part and ask the question, taking answers from the text.\n${read.shown.join('\n')}`
        : `Read ${reading} aloud one part at a time. After each part, students tell a partner in one sentence what it said and point to the sentence in the text that says it.`,
    },
    task.step,
    {
      phase: 'Independent practice',
      minutes: 6,
      activity:
        'Students answer the first three check-for-understanding questions below on their own; go over the answers together.',
    },
    {
      phase: 'Closure and exit ticket',
      minutes: 4,
      activity: `${guided ? 'Students return to the anticipation guide and correct their warm-up answers using the text. ' : ''}Exit ticket: ${asked(exit)}`,
    },
  ];
  return {
    title: titleFor(ctx),
    instructions: null,
    overview:
      `Students read ${reading}${grade}, learn its key terms (${listed(terms)}) and ${doing(o)}. ` +
      `Questions at each stop, a group task and an exit ticket show what each student understood; answers are given in the plan.`,
    duration_minutes: procedure.reduce((n, s) => n + s.minutes, 0),
    objectives: [
      `Define ${listed(terms)} and use each correctly in a sentence of their own.`,
      task.objective,
      ...(o.parts.length >= 2 && !task.objective.startsWith('Summarise')
        ? [
            `Explain the main idea of each part of the text (${listed(o.parts.slice(0, 4).map((p) => `“${p.heading}”`))}) with evidence from it.`,
          ]
        : []),
    ],
    materials: [
      `Copies of ${reading} (${ctx.spec.source.name}), one per student`,
      ...(chart.length ? [`Vocabulary chart with the key terms: ${chart.join(', ')}`] : []),
      task.material,
      ...(guided ? ['The two anticipation-guide statements, on the board or a slip'] : []),
      'Exit ticket slips',
    ],
    procedure,
    assessment: [
      'Warm-up: note who changed an answer after reading, and why.',
      read.shown.length
        ? `Read-aloud stops: answers taken from the text, in students' own words.`
        : 'Read-aloud: each one-sentence summary says what its part says and points to the right sentence.',
      task.check,
      `Exit ticket: ${exit.prompt.replace(/^Fill in the blank: /, '')}`,
    ],
    differentiation: differentiation(o, terms),
    homework: o.process
      ? `Explain the ${o.process.called} to someone at home, in order, then write two sentences that use ${listed(terms.slice(0, 2))}.`
      : `Write two sentences that use ${listed(terms.slice(0, 2))} correctly, and one question about the text you would like answered next lesson.`,
    check_questions: checks,
  };
}

/** What the class does with the text, as the overview says it. */
const doing = (o: Outline) =>
  o.process
    ? `put the ${o.process.called} in order`
    : o.comparison
      ? `compare ${o.comparison.said.a} and ${o.comparison.said.b}`
      : o.timeline
        ? 'build a timeline of its events'
        : 'summarise each of its parts';

/** Support, extension and language-learner notes around the same terms and task. */
function differentiation(o: Outline, terms: string[]): string[] {
  const support = o.process
    ? `the step cards with the first ${o.process.called.replace(/s$/, '')} already placed`
    : o.comparison
      ? 'the Venn diagram with one feature already placed in each circle'
      : 'a sentence starter for each summary';
  return [
    `Support: a vocabulary chart with the text's definitions already filled in for ${listed(terms.slice(0, 3))}, ${support}, and a reading partner for the read-aloud.`,
    `Extension: students write two questions the text answers and one it leaves open about ${o.process ? `the ${o.process.called}` : o.comparison ? `${o.comparison.said.a} and ${o.comparison.said.b}` : terms[0]}, then swap with a partner.`,
    `Language learners: pre-teach ${listed(terms.slice(0, 3))} with a picture or gesture for each, and give sentence frames such as “${terms[0]} ${beFor(terms[0])} …” and “${terms[1]} ${beFor(terms[1])} different from ${terms[0]} because …”.`,
  ];
}
