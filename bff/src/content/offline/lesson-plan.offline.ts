// The offline lesson plan. From a file: objectives that name its key terms, steps and comparison; a
// 50-minute sequence whose warm-up, read-aloud stops, group task and exit question all come from the
// file, each with its answer for the teacher. From a typed math topic: a worked example and practice
// computed in code. From any other typed topic: an honest frame with brackets for what only the
// teacher knows, since nothing here knows the topic's facts.
import { createRng, shuffle } from '../puzzles/rng';
import { makeProblems } from '../math/math.problems';
import { mathFocusFor, mathGlossary, mathQuestions, TOPIC_NAMES } from '../math/math.draft';
import { targetGrade } from '../readability/reading-level';
import type { LessonPlanDraft } from '../schemas/kind.schemas';
import type { DraftQuestion } from '../schemas/question.schema';
import { questions, titleFor, type OfflineContext } from './offline.context';
import { listed, lowerFirst, outline, sectionOfPassage, type Outline } from './outline.offline';
import { plainMeaning } from './plain-meaning';
import { describedEntries } from './matching.offline';
import { givesAway, withoutTerm } from './term-mentions';
import { EXIT_PROMPTS, openPrompts } from './topic.prompts';

export const LESSON_MINUTES = 50;

type Step = LessonPlanDraft['procedure'][number];

const quoted = (s: string) => `“${s.replace(/[.!?]+$/, '')}”`;
/** A question and its answer as the teacher reads them aloud. */
const asked = (q: DraftQuestion) =>
  `${q.prompt.replace(/^Fill in the blank: /, 'Which word completes this? ')} (Answer: ${clip(q.answer, 220)})`;
const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max).replace(/\s+\S*$/, '')}…”`);

export function lessonPlanDraft(ctx: OfflineContext): LessonPlanDraft {
  const o = outline(ctx);
  if (o && o.keyTerms.length >= 2) return filePlan(ctx, o);
  const focus = ctx.spec.source.type === 'topic' ? mathFocusFor(ctx.spec) : null;
  if (focus) return mathPlan(ctx, focus);
  return framePlan(ctx);
}

function filePlan(ctx: OfflineContext, o: Outline): LessonPlanDraft {
  const grade = ctx.spec.gradeLevel
    ? ` (${/grade/i.test(ctx.spec.gradeLevel) ? ctx.spec.gradeLevel : `grade ${ctx.spec.gradeLevel}`})`
    : '';
  const reading = `“${o.title}”`;
  const terms = o.keyTerms.slice(0, 4);
  const defs = o.defined.slice(0, 5);
  const rng = createRng(`${ctx.spec.seed}:plan`);

  // Warm-up: an anticipation guide of one true and one false statement from the text.
  // The shortest true and false statements read aloud best.
  const tf = questions(ctx, 12, { prefer: ['tf_true', 'tf_false'], types: ['true_false'] }).filter(
    (q) => q.source_passage && sectionOfPassage(ctx, q.source_passage) !== undefined,
  );
  const shortest = (answer: string) =>
    tf.filter((q) => q.answer === answer).sort((x, y) => x.prompt.length - y.prompt.length)[0];
  const guide = [shortest('True'), shortest('False')].filter((q): q is DraftQuestion => !!q);
  const statements = guide.map((q, i) => `${i + 1}. ${q.prompt.replace(/^True or false: /, '')}`).join('\n');
  const guideKey = guide
    .map(
      (q, i) =>
        `${i + 1}: ${q.answer.toLowerCase()}${q.answer === 'False' ? ` (${q.explanation?.replace(/^False\. /, '')})` : ''}`,
    )
    .join('; ');

  // Read-aloud stops: one question per part of the text, answered from that part.
  const pool = questions(ctx, 40, {
    prefer: ['short_definition', 'relate', 'fill_blank'],
    types: ['short_answer', 'fill_blank'],
  });
  // At most four stops, spread over the parts, so the read-aloud fits its fifteen minutes.
  const every = Math.max(1, Math.ceil(o.parts.length / 4));
  const stops = o.parts
    .filter((_, i) => i % every === 0)
    .flatMap((p) => {
      const q = pool.find((x) => sectionOfPassage(ctx, x.source_passage) === p.section);
      return q ? [`After “${p.heading}”: ${asked(q)}`] : [];
    });
  const fallbackStops = stops.length
    ? stops
    : pool
        .filter((q) => q.source_passage && sectionOfPassage(ctx, q.source_passage) !== undefined)
        .slice(0, 2)
        .map(asked);

  // The group task the text's structure allows: order its steps, compare its two terms, place its dates, or summarise its parts.
  let task: Step;
  let taskCheck: string;
  let material: string;
  let objective: string;
  if (o.process) {
    const steps = o.process.steps.slice(0, 6);
    const jumbled = shuffle(
      rng,
      steps.map((s) => s.label),
    );
    if (jumbled.every((l, i) => l === steps[i].label)) jumbled.reverse();
    const what = steps.map((s) => `${s.label}: ${quoted(ctx.text!.sentences[s.sentence].text)}`).join('\n');
    task = {
      phase: 'Guided practice: step cards',
      minutes: 12,
      activity: `Give each group the ${o.process.called} on cards, jumbled (${jumbled.join('; ')}). Groups put them in the order the text gives and write one thing that happens at each, using the text.\nAnswer: ${steps.map((s) => s.label).join(' → ')}.\nFrom the text: ${what}`,
    };
    taskCheck = `Step cards: every group has the ${o.process.called} in the text's order and one accurate detail for each.`;
    material = `Step cards: the ${o.process.called} (${steps.map((s) => s.label).join('; ')}), cut up and jumbled, one set per group`;
    objective = `Describe the ${o.process.called} in order (${steps.map((s) => s.label).join(' → ')}) and say what happens at each.`;
  } else if (o.comparison) {
    const c = o.comparison;
    task = {
      phase: 'Guided practice: Venn diagram',
      minutes: 12,
      activity: `Groups draw a Venn diagram comparing ${c.a} and ${c.b} from the text, then share one difference with the class. Answer: only ${c.a}: ${c.aOnly.join(', ')}; only ${c.b}: ${c.bOnly.join(', ')}${c.both.length ? `; both: ${c.both.join(', ')}` : ''}. From the text: ${quoted(ctx.text!.sentences[c.sentence].text)}`,
    };
    taskCheck = `Venn diagram: each group places at least one feature only ${c.a} has and one only ${c.b} has, as the text states.`;
    material = `Venn diagram template (${c.a} / ${c.b}), one per group`;
    objective = `Compare ${c.a} and ${c.b}: name a feature only one of them has and one they share, with evidence from the text.`;
  } else if (o.timeline) {
    const events = o.timeline.steps.slice(0, 6);
    task = {
      phase: 'Guided practice: timeline',
      minutes: 12,
      activity: `Groups draw a timeline with these dates and write beside each what the text says happened: ${events.map((e) => e.label.split(':')[0]).join(', ')}. Answer: ${events.map((e) => `${e.label.split(':')[0]}: ${quoted(ctx.text!.sentences[e.sentence].text)}`).join(' ')}`,
    };
    taskCheck = 'Timeline: dates in order, each with an accurate event from the text.';
    material = 'A blank timeline strip for each group';
    objective = `Place the events of the text on a timeline (${events[0].label.split(':')[0]} to ${events.at(-1)!.label.split(':')[0]}) and explain one change they show.`;
  } else {
    const parts = o.parts.length ? o.parts : [];
    const who = parts.length
      ? parts
          .map(
            (p) =>
              `“${p.heading}”${
                p.terms.length
                  ? ` (${p.terms
                      .slice(0, 2)
                      .map((t) => t.term)
                      .join(', ')})`
                  : ''
              }`,
          )
          .join('; ')
      : 'the opening and the rest of the text';
    task = {
      phase: 'Guided practice: part summaries',
      minutes: 12,
      activity: `Each group takes one part of the text and writes a two-sentence summary that uses the key terms listed for it: ${who}. Groups read their summaries in the text's order so the class hears the whole argument.`,
    };
    taskCheck = 'Part summaries: accurate, in the group’s own words, with the listed key terms used correctly.';
    material = 'Chart paper for the part summaries';
    objective = `Summarise each part of the text${parts.length ? ` (${listed(parts.map((p) => `“${p.heading}”`))})` : ''} in their own words, using its key terms.`;
  }

  const checks = questions(ctx, 4).slice(0, 4);
  // The exit question asks for a meaning or a stated relation, not one asked at a stop.
  const unasked = pool.filter((q) => q.question_type === 'short_answer' && !stops.some((x) => x.includes(q.prompt)));
  const exit = unasked.find((q) => /^What does the text mean by /.test(q.prompt)) ?? unasked[0] ?? checks.at(-1)!;
  // Each key term with the text's description (its core, fitted to the grade like the letter home's),
  // the one the review sheet and matching sheet give (matching.offline.ts): never a part that names the
  // term ("first stage of sleep" for "stage 1 sleep"), never its sentence; a term the text does not
  // describe stays off the chart's definitions (students meet it in the reading).
  const described = describedEntries(ctx);
  const meaning = (term: string) => {
    const d = defs.find((x) => x.term === term);
    const own = d && withoutTerm(d.definition, d.term, givesAway);
    return own ?? described.find((e) => e.term === term)?.definition ?? null;
  };
  const defList = terms.flatMap((term) => {
    const m = meaning(term);
    // The teacher's own plan (no grade, or 9–12) keeps the whole definition.
    const plain = m && (ctx.fit?.simplify ? (plainMeaning(term, m, ctx.fit) ?? m) : m);
    return plain ? [`${term}: ${lowerFirst(plain)}`] : [];
  });
  const introduce = defList.length
    ? `Introduce the key terms with the text's own definitions.\n${defList.join(';\n')}.\nStudents copy each into a vocabulary chart and add an example or a sketch.`
    : `Introduce the key terms: ${listed(terms)}. Students find each in the text, copy the sentence into a vocabulary chart and write what it means in their own words.`;
  const objectives = [
    `Define ${listed(terms)} and use each correctly in a sentence of their own.`,
    objective,
    ...(o.parts.length >= 2 && !objective.startsWith('Summarise')
      ? [
          `Explain the main idea of each part of the text (${listed(o.parts.slice(0, 4).map((p) => `“${p.heading}”`))}) with evidence from it.`,
        ]
      : []),
  ];
  const procedure: Step[] = [
    {
      phase: 'Warm-up: anticipation guide',
      minutes: 5,
      activity: guide.length
        ? `Read these statements aloud. Students write “agree” or “disagree” for each and keep their answers to check after reading.\n${statements}\n(Answers: ${guideKey}.)`
        : `Write ${listed(terms.slice(0, 3))} on the board. Students write what they think each word means and keep their guesses to check after reading.`,
    },
    { phase: 'Key vocabulary', minutes: 8, activity: introduce },
    {
      phase: 'Read and discuss',
      minutes: 15,
      activity: `Read ${reading} one part at a time. Stop after each part and ask the question, taking answers from the text.\n${fallbackStops.join('\n')}`,
    },
    task,
    {
      phase: 'Independent practice',
      minutes: 6,
      activity:
        'Students answer the first three check-for-understanding questions below on their own; go over the answers together.',
    },
    {
      phase: 'Closure and exit ticket',
      minutes: 4,
      activity: `${guide.length ? 'Students return to the anticipation guide and correct their warm-up answers using the text. ' : ''}Exit ticket: ${asked(exit)}`,
    },
  ];
  const support = o.process
    ? `the step cards with the first ${o.process.called.replace(/s$/, '')} already placed`
    : o.comparison
      ? 'the Venn diagram with one feature already placed in each circle'
      : 'a sentence starter for each summary';
  return {
    title: titleFor(ctx),
    instructions: null,
    overview: `Students read ${reading}${grade}, learn its key terms (${listed(terms)}) and ${o.process ? `put the ${o.process.called} in order` : o.comparison ? `compare ${o.comparison.a} and ${o.comparison.b}` : o.timeline ? 'build a timeline of its events' : 'summarise each of its parts'}. Questions at each stop, a group task and an exit ticket show what each student understood; answers are given in the plan.`,
    duration_minutes: procedure.reduce((n, s) => n + s.minutes, 0),
    objectives,
    materials: [
      `Copies of ${reading} (${ctx.spec.source.name}), one per student`,
      `Vocabulary chart with the key terms: ${terms.join(', ')}`,
      material,
      ...(guide.length ? ['The two anticipation-guide statements, on the board or a slip'] : []),
      'Exit ticket slips',
    ],
    procedure,
    assessment: [
      'Warm-up: note who changed an answer after reading, and why.',
      `Read-aloud stops: answers taken from the text, in students' own words.`,
      taskCheck,
      `Exit ticket: ${exit.prompt.replace(/^Fill in the blank: /, '')}`,
    ],
    differentiation: [
      `Support: a vocabulary chart with the text's definitions already filled in for ${listed(terms.slice(0, 3))}, ${support}, and a reading partner for the read-aloud.`,
      `Extension: students write two questions the text answers and one it leaves open about ${o.process ? `the ${o.process.called}` : o.comparison ? `${o.comparison.a} and ${o.comparison.b}` : terms[0]}, then swap with a partner.`,
      `Language learners: pre-teach ${listed(terms.slice(0, 3))} with a picture or gesture for each, and give sentence frames such as “${terms[0]} is …” and “${terms[1]} is different from ${terms[0]} because …”.`,
    ],
    homework: o.process
      ? `Explain the ${o.process.called} to someone at home, in order, then write two sentences that use ${listed(terms.slice(0, 2))}.`
      : `Write two sentences that use ${listed(terms.slice(0, 2))} correctly, and one question about the text you would like answered next lesson.`,
    check_questions: checks,
  };
}

function mathPlan(ctx: OfflineContext, focus: NonNullable<ReturnType<typeof mathFocusFor>>): LessonPlanDraft {
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
  const procedure: Step[] = [
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

function framePlan(ctx: OfflineContext): LessonPlanDraft {
  const exit = EXIT_PROMPTS[0];
  const procedure: Step[] = [
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
