// The offline rubric. The criteria fit the assignment the teacher names in the prompt (a written
// response, a presentation, a poster or project, a lab report, math problem solving, a discussion);
// the content criterion names what the file teaches (its terms, its ordered steps, its comparison) or,
// for math, the topic's method. Each level says what the marker will see in the work, not the same
// sentence with "most" or "some" swapped in.
import { mathFocusFor, mathGlossary, TOPIC_NAMES } from '../math/math.draft';
import type { RubricDraft } from '../schemas/kind.schemas';
import { shorten, titleFor, type OfflineContext } from './offline.context';
import { listed, outline, type Outline } from './outline.offline';

type Criterion = RubricDraft['criteria'][number];
export type Assignment = 'writing' | 'presentation' | 'project' | 'lab' | 'math' | 'discussion';

const row = (
  criterion: string,
  exemplary: string,
  proficient: string,
  developing: string,
  beginning: string,
): Criterion => ({ criterion, exemplary, proficient, developing, beginning });

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

/** The content criterion: what the file teaches, what the math topic needs, or (typed topic) what was taught in class. */
function contentRows(o: Outline | null, ctx: OfflineContext, math: ReturnType<typeof mathFocusFor>): Criterion[] {
  if (math) {
    const words = mathGlossary(math.topic)
      .slice(0, 3)
      .map(([t]) => t);
    const name = TOPIC_NAMES[math.topic].toLowerCase();
    return [
      row(
        'Accurate answers',
        `Every answer is correct, simplified and given with its units or in the form asked for.`,
        'Answers are correct; one is left unsimplified or missing its unit.',
        `The method is right but arithmetic slips give wrong answers on several problems.`,
        `Answers are wrong because the method for ${name} is not used.`,
      ),
      row(
        'Method and steps',
        `Each step of the method is written down in order, so another student could follow it and check it.`,
        'The key steps are shown; one is skipped but can be worked out from the next line.',
        'Only the answer and one step are written; the reader cannot see how the answer was found.',
        'No working is shown, or the working belongs to a different kind of problem.',
      ),
      row(
        'Math vocabulary',
        `Uses ${listed(words)} correctly when explaining a step.`,
        `Uses the right words for the main steps, with one word misused.`,
        'Describes steps in everyday words (“the top number”) instead of the math terms.',
        'Explanations are missing, or the terms used are wrong.',
      ),
    ];
  }
  if (!o) {
    return [
      row(
        'Knowledge of the topic',
        'States the main ideas taught in class accurately and explains how they connect, with an example for each.',
        'States the main ideas accurately with an example; the links between them are not explained.',
        'Repeats one or two ideas from class; at least one is inaccurate or left vague.',
        'Ideas are off the topic or wrong; no example from class is given.',
      ),
      row(
        'Key terms',
        'Uses the key terms from class precisely and explains each in their own words.',
        'Uses the key terms from class correctly, without explaining them.',
        'Uses a few key terms, and confuses at least one with another.',
        'Uses everyday words only; key terms are missing.',
      ),
    ];
  }
  const terms = o.keyTerms.slice(0, 3);
  const rows = [
    row(
      'Key terms',
      `Uses ${listed(terms)} correctly and explains how they are connected.`,
      `Defines ${listed(terms)} correctly but does not connect them to each other.`,
      `Mentions the key terms, but confuses at least one (for example ${terms[0]} with ${terms[1] ?? 'another term'}) or copies definitions word for word.`,
      'Describes the ideas in everyday words; the key terms are missing or used wrongly.',
    ),
  ];
  if (o.process) {
    const p = o.process;
    const steps = p.steps.slice(0, 6).map((s) => s.label);
    rows.push(
      row(
        `The ${p.called} in order`,
        `Gives the ${p.called} in the text's order (${steps.join(' → ')}) and explains what happens at each and why it leads to the next.`,
        `Gives the ${p.called} in the right order, with an accurate description of each.`,
        `Names the ${p.called}, but at least two are out of order or described inaccurately.`,
        `Names one of the ${p.called} or none; no order is shown.`,
      ),
    );
  } else if (o.comparison) {
    const c = o.comparison;
    rows.push(
      row(
        `Comparing ${c.a} and ${c.b}`,
        `States how ${c.a} and ${c.b} differ and what they share, backs each point with the text, and explains why the difference matters.`,
        `States one accurate difference and one similarity between ${c.a} and ${c.b}.`,
        `Describes ${c.a} and ${c.b} one after the other without saying how they differ.`,
        `Mentions only one of ${c.a} and ${c.b}, or states the difference wrongly.`,
      ),
    );
  } else if (o.parts.length >= 2) {
    rows.push(
      row(
        'Main ideas of the text',
        `Explains the main idea of each part (${listed(o.parts.slice(0, 3).map((p) => `“${p.heading}”`))}) and how the parts build on each other.`,
        'Explains the main idea of each part accurately, one part at a time.',
        'Retells details from one part; the main ideas of the others are missing or confused.',
        'Retells the text in general terms; no main idea is stated.',
      ),
    );
  }
  return rows;
}

const EVIDENCE = row(
  'Use of evidence',
  'Quotes or paraphrases the text for each claim and explains how the evidence supports it.',
  'Backs the main claim with a quotation or paraphrase and says what it shows.',
  'Refers to the reading in general (“the text says”) without a specific detail.',
  'Gives opinions with no reference to the reading or to class notes.',
);

const FORM: Record<Assignment, Criterion[]> = {
  writing: [
    row(
      'Organization',
      'Opens with a clear main idea, develops one point per paragraph and ends with a conclusion that follows from them.',
      'Has a main idea and a logical order; the moves between points are abrupt.',
      'Points are listed with no main idea tying them together.',
      'Sentences jump between ideas; the reader cannot tell what the response is about.',
    ),
    row(
      'Conventions',
      'Sentences are complete and varied; spelling and grammar errors are rare and never get in the way of meaning.',
      'Errors in spelling or grammar appear, but every sentence can be understood on first reading.',
      'Errors make several sentences hard to follow on first reading.',
      'Errors make the response hard to read; the marker has to guess the meaning.',
    ),
  ],
  presentation: [
    row(
      'Delivery',
      'Speaks clearly to the audience with eye contact, steady pace and notes used only as prompts.',
      'Can be heard and understood throughout; looks at the notes often.',
      'Reads from notes or slides most of the time; the pace makes parts hard to follow.',
      'Cannot be heard or understood for much of the talk.',
    ),
    row(
      'Visual aids',
      'Slides or visuals show the key points with labelled images or diagrams and little text.',
      'Visuals are accurate and readable but mostly text.',
      'Visuals are hard to read or do not match what is being said.',
      'No visuals, or visuals that are off the topic.',
    ),
    row(
      'Answering questions',
      'Answers audience questions accurately, using the key terms and pointing to evidence.',
      'Answers questions accurately in general terms.',
      'Answers some questions, with guesses or errors.',
      'Cannot answer questions about the content.',
    ),
  ],
  project: [
    row(
      'Design and layout',
      'A clear title, headings and labelled visuals guide the viewer through the content in a logical order.',
      'Content is readable and grouped, with a title and labels.',
      'Content is crowded or scattered; labels are missing on key visuals.',
      'The viewer cannot tell what the project is about.',
    ),
    row(
      'Sources',
      'Names every source used, including the class text, and uses each for a specific fact.',
      'Names the class text and one other source.',
      'Mentions “the internet” or “the book” without naming a source.',
      'No sources are named.',
    ),
  ],
  lab: [
    row(
      'Question and hypothesis',
      'States a testable question and a hypothesis that gives a reason based on the text or class work.',
      'States a testable question and a hypothesis without a reason.',
      'The question cannot be tested, or the hypothesis does not answer it.',
      'No question or hypothesis is stated.',
    ),
    row(
      'Method and data',
      'The method can be repeated from the report; data are in a labelled table with units.',
      'The method is clear; the table is missing a label or a unit.',
      'Steps are missing, so the method could not be repeated; data are listed without a table.',
      'No method or data are recorded.',
    ),
    row(
      'Conclusion',
      'Says whether the data support the hypothesis, cites the numbers, and names one source of error.',
      'Says whether the data support the hypothesis and cites the numbers.',
      'Gives a conclusion that the data do not support, or that ignores the data.',
      'No conclusion is given.',
    ),
  ],
  math: [
    row(
      'Explaining reasoning',
      'Explains why the method works and checks the answer another way.',
      'Explains each step in words.',
      'Explains one step; the rest is calculation only.',
      'No explanation in words.',
    ),
  ],
  discussion: [
    row(
      'Preparation',
      'Brings notes with quotations from the text marked and questions ready.',
      'Has read the text and brings notes.',
      'Has read part of the text; notes are missing.',
      'Has not read the text.',
    ),
    row(
      'Listening and responding',
      'Builds on what others say by name, asks follow-up questions and changes a view when the evidence shows it.',
      'Responds to others’ points and stays on the question.',
      'Waits to speak but does not respond to what others said.',
      'Interrupts or talks off the question.',
    ),
  ],
};

export function rubricDraft(ctx: OfflineContext): RubricDraft {
  const o = outline(ctx);
  const file = o && o.keyTerms.length >= 2 ? o : null;
  const math = ctx.spec.source.type === 'topic' || !file ? mathFocusFor(ctx.spec) : null;
  const kind = assignmentOf(ctx, !!math);
  const content = contentRows(file, ctx, math);
  const evidence = kind === 'math' || math ? [] : [EVIDENCE];
  const criteria = [...content, ...evidence, ...FORM[kind]].slice(0, 6);
  const about = file
    ? ` on “${file.title}”: ${file.process ? `explain the ${file.process.called} in order` : file.comparison ? `compare ${file.comparison.a} and ${file.comparison.b}` : 'explain its main ideas'}, using ${listed(file.keyTerms.slice(0, 3))} and evidence from the text`
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
