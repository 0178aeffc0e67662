// The teacher- and family-facing offline kinds (lesson plan, rubric, parent handout, review sheet, exit
// ticket, graphic organizer, creative prompts) read as a teacher would judge them: built on
// what the real corpus texts teach (their key terms from the book's own glossary, recorded in the
// manifest, not from our reader), timings that add up, answers for the teacher, rubric levels that
// describe different work, and typed topics that are never pasted into a template.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateRequestSchema, type GeneratedDocument } from '@lessonloom/contracts';
import { extractText } from '../../extraction';
import { buildSpec } from '../content.request';
import { type GenerationInput } from '../content.job';
import { createContentEngine } from '../index';
import { checkKey } from '../math';
import { isDeletionOf } from '../__measures__/grade.quality';
import { isKeyTerm } from '../__measures__/offline.quality';
import { buildOfflineDraft } from '../offline.provider';
import { pickQuestions } from '../offline/question.pool';
import { createOfflineProvider } from '../offline.provider';
import { LESSON_MINUTES } from '../kinds/lesson-plan/plan.text';
import { type LessonPlanDraft } from '../kinds/lesson-plan/lesson-plan.schema';
import { type ParentHandoutDraft } from '../kinds/parent-handout/handout.schema';
import { ROUTINES } from '../kinds/parent-handout/topic-letter';
import { FRAME } from '../kinds/worksheet/organizer.draft';
import { type QuestionsDraft } from '../kinds/questions/questions.schema';
import { type ReviewSheetDraft } from '../kinds/review-sheet/review.schema';
import { type RubricDraft } from '../kinds/rubric/rubric.schema';
import { type WorksheetDraft } from '../kinds/worksheet/worksheet.styles';
import { readUpload } from '../source';
import type { SourceReading } from '../source/source.types';
import { visible } from '../source/source.invisible';

// Each case generates a kind from every tuning section it reads (31, some from .docx): minutes on two
// shared, loaded cores.
jest.setTimeout(600_000);

const dir = join(__dirname, '../__fixtures__/corpus');
// Every tuning section of the reading corpus (held-out books are only measured, corpus README).
const manifest = (() => {
  const all = JSON.parse(readFileSync(join(dir, 'sections.json'), 'utf8')) as {
    texts: Array<{ id: string; set: string; key_terms: string[]; ordered_steps: string[] | null }>;
  };
  return { texts: all.texts.filter((t) => t.set === 'tuning') };
})();
const engine = createContentEngine(createOfflineProvider());

// Each file is extracted and read once for the whole suite, as one upload's stored reading serves every
// generation made from it: both are functions of the file, and a draft never depends on what was made
// before it (offline-order-independent.test.ts). Extracting the same .docx again for each kind and grade
// was most of this suite's time.
const reads = new Map<string, Promise<{ text: string; reading: SourceReading }>>();
function readOnce(file: string) {
  if (!reads.has(file))
    reads.set(
      file,
      extractText(file, readFileSync(join(dir, file))).then((ex) => ({
        text: ex.text,
        reading: readUpload(ex.text, file, ex.marks),
      })),
    );
  return reads.get(file)!;
}

async function fileInput(
  id: string,
  kind: string,
  extra: Record<string, string> = {},
  format = 'txt',
): Promise<GenerationInput & { text: string }> {
  const file = `${id}.${format}`;
  const { text, reading } = await readOnce(file);
  const request = generateRequestSchema.parse({
    kind,
    difficulty: 'mixed',
    num_questions: '5',
    include_answer_key: 'false',
    source_filename: file,
    ...extra,
  });
  return { request, sourceText: text, sourceName: file, sourceType: 'file', reading, text };
}
/** A small file of the test's own, read as an upload. */
const generationInputFor = (text: string, file: string, kind: string): GenerationInput => ({
  request: generateRequestSchema.parse({
    kind,
    difficulty: 'mixed',
    num_questions: '5',
    include_answer_key: 'false',
    source_filename: file,
  }),
  sourceText: text,
  sourceName: file,
  sourceType: 'file',
  reading: readUpload(text, file),
});
const topicInput = (topic: string, kind: string, extra: Record<string, string> = {}): GenerationInput => ({
  request: generateRequestSchema.parse({
    kind,
    difficulty: 'mixed',
    num_questions: '5',
    include_answer_key: 'false',
    topic,
    ...extra,
  }),
  sourceName: topic,
  sourceType: 'topic',
});
// A draft is a function of its input: a case that asks for one another case made (the parent letter at no
// grade, per section and in the Words to Know sweep) reads that one.
const drafts = new Map<string, unknown>();
function draftOf<T>(input: GenerationInput): T {
  const key = JSON.stringify([input.sourceName, input.sourceType, input.sourceText ?? null, input.request]);
  if (!drafts.has(key)) drafts.set(key, buildOfflineDraft(buildSpec(input)));
  return drafts.get(key) as T;
}
// The reader drops the word joiners a Standard Ebooks text puts before a dash ("door\u2060—a"), as the
// grounding check does: a passage quoted without them is the text's own.
const fold = (s: string) =>
  s
    .replace(/\u2060/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
const printed = (doc: GeneratedDocument) => JSON.stringify(doc.sections);
/**
 * The book's key terms the file itself uses: the ground truth a draft can be held to. A lesson plan's
 * book glossary or a memoir's (none) is not in the file, and a term the file never uses is no fault of a
 * draft that leaves it out.
 */
const keyTermsIn = (entry: { key_terms: string[] }, text: string) =>
  entry.key_terms.filter((k) => fold(text).includes(fold(k)));
/**
 * The tuning section whose styled file teaches a process in order (College Success on memory: we encode,
 * store and retrieve), read from its .docx, and its steps as the reader finds them.
 */
const STAGES = 'os-college-success-memory';
async function stagesInput(kind: string, extra: Record<string, string> = {}) {
  const input = await fileInput(STAGES, kind, extra, 'docx');
  const steps = input.reading!.processes[0].steps.map((x) => x.label);
  expect(steps).toEqual(['We encode', 'Store', 'Retrieve that information']);
  return { input, steps };
}
/**
 * Faults the new corpus found, kept visible (measured 26 Nov on the tuning sections): it.failing turns red
 * the day one is fixed, and its mark goes then. Lesson plans whose objectives are the typed-topic frame
 * ("[list them]") or name none of the book's key terms the file uses (College Success, CS Unplugged
 * plans, two Aesop sets, Darwin); letters whose words are neither key terms nor defined, or whose home
 * prompts are not about the reading; an organizer whose key is not the text's words (check digits);
 * creative prompts that use none of the text's terms, or paste its title ("Memory").
 */
const KNOWN = {
  plan: [
    'os-college-success-procrastination',
    'os-college-success-career-planning',
    'cs-unplugged-how-binary-digits-work',
    'cs-unplugged-codes-for-letters',
    'cs-unplugged-check-digits',
    'cs-unplugged-divide-and-conquer',
    'aesop-fables-1',
    'aesop-fables-3',
    // Its objectives name "number" and "formula" ("The number represents a threshold temperature", "The
    // formula is a version of the Magnus formula": both point at what the plan shows) beside relative
    // humidity and dew point; the plan's own bold terms, keys and values, are lost in plain text.
    'rpi-weather-relative-humidity',
    // The plan quotes its title, read from the file name ("os political science parliamentary presidential"): the
    // section opens with a question heading ("What Is the Difference between Parliamentary and Presidential
    // Systems?") that is not taken for the title (probe book, 26 Nov; not fixed).
    'os-political-science-parliamentary-presidential',
  ],
  // Five letters more since a meaning is read only from the sentence that defines its term (26 Nov): their
  // words were wrong meanings ("door: A woman of the kindest heart and finest feelings", "image: What
  // students will do in this next activity", "old males: The largest, the females rarely growing to so
  // great a size", "Mr. Covey: One of the few slaveholders…", "file: A message, a web page or even a
  // program"); the files define nothing else, so their letters hold only class words.
  // A letter whose file gives too few lines and no words to name is the class routines' letter now (never
  // "The key words of …: ."), so of the eleven marked here only these two still fail.
  handout: ['douglass-chapter-7', 'muir-yosemite'],
  // Collective dilemmas (probe book, 26 Nov): the frame every topic has, though the text names nine key terms
  // (majority rule, supermajority, unanimity rule, transaction costs …) it describes too thinly for boxes. Not fixed.
  organizer: ['cs-unplugged-check-digits', 'os-political-science-collective-dilemmas'],
  creative: [
    'os-college-success-procrastination',
    'cs-unplugged-divide-and-conquer',
    'aesop-fables-1',
    'aesop-fables-3',
  ],
};
/** test.each over the tuning sections, a known fault's sections under test.failing. */
const eachSection = (known: string[]) => (title: string, fn: (id: string) => Promise<void>) => {
  const ids = manifest.texts.map((t) => t.id);
  test.each(ids.filter((id) => !known.includes(id)))(title, fn);
  if (known.length) test.failing.each(known)(`${title} (known fault)`, fn);
};
/** A letter that is the class routines' (topic-letter.ts): the file gave a parent nothing of its own to read. */
const isRoutinesLetter = (h: ParentHandoutDraft) => h.key_points.some((p) => ROUTINES.includes(p));

/** Words that say how much, not what: levels that differ only in these describe the same work. */
const QUANTIFIERS = new Set(
  'all most some few little no none many much every each always usually often sometimes rarely never mostly partly partially minor major several any not very fully mainly largely somewhat'.split(
    ' ',
  ),
);
const STOP = new Set(
  'a an the and or of to in on with for is are be by it its at as from that this their they them but without'.split(
    ' ',
  ),
);
const content = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .match(/[a-z][a-z'-]*/g)!
      .filter((w) => !QUANTIFIERS.has(w) && !STOP.has(w))
      .map((w) => w.replace(/(?:es|s)$/, '')),
  );
/** Two level descriptors that, quantifiers aside, say nearly the same thing. */
export function quantifierSwap(a: string, b: string): boolean {
  const [x, y] = [content(a), content(b)];
  const shared = [...x].filter((w) => y.has(w)).length;
  const differing = x.size + y.size - 2 * shared;
  return differing < 3 || shared / (x.size + y.size - shared) > 0.6;
}

describe('quantifier-swap detector', () => {
  test('flags levels that differ by "every/most/some" only, and passes levels that describe different work', () => {
    expect(
      quantifierSwap(
        'Supports every point with relevant, well-chosen evidence.',
        'Supports most points with relevant evidence.',
      ),
    ).toBe(true);
    expect(
      quantifierSwap(
        'Uses some subject vocabulary; errors distract at times.',
        'Uses subject vocabulary; errors distract at times.',
      ),
    ).toBe(true);
    expect(
      quantifierSwap(
        'Quotes or paraphrases the text for each claim and explains how the evidence supports it.',
        'Refers to the reading in general without a specific detail.',
      ),
    ).toBe(false);
  });
});

describe('offline lesson plan from a real text', () => {
  eachSection(KNOWN.plan)(
    '%s: objectives name the text’s key terms; timings add up; every activity question has its answer',
    async (id) => {
      const entry = manifest.texts.find((t) => t.id === id)!;
      const input = await fileInput(id, 'lesson_plan');
      const plan = draftOf<LessonPlanDraft>(input);
      // Objectives name what the file teaches: one of the book's own key terms, where the file uses any.
      const keyTerms = keyTermsIn(entry, input.text);
      const named = keyTerms.filter((k) =>
        plan.objectives.some(
          (o) => fold(o).includes(fold(k)) || o.split(/[,(→]| and /).some((part) => isKeyTerm(part.trim(), [k])),
        ),
      );
      if (keyTerms.length) expect(named.length).toBeGreaterThanOrEqual(1);
      expect(plan.objectives.join(' ')).not.toMatch(/\bthe topic\b/i);
      expect(plan.procedure.reduce((n, p) => n + p.minutes, 0)).toBe(plan.duration_minutes);
      expect(plan.duration_minutes).toBe(LESSON_MINUTES);
      // The read-aloud stops and the group task carry their answers for the teacher, quoted from the text.
      const read = plan.procedure.find((p) => /read and discuss/i.test(p.phase))!;
      // Never "ask the question" with no question under it.
      for (const p of plan.procedure.filter((x) => /ask the question/.test(x.activity)))
        expect(p.activity).toMatch(/\(Answer: /);
      // Every tuning plan has a read-aloud stop to ask at; parity magic's is its definition of parity bits, which
      // its teacher's part no longer hides (source.directions.ts definedBeforeTeacher).
      expect(read.activity).toMatch(/\(Answer: /);
      const quotes = [
        ...plan.procedure
          .map((p) => p.activity)
          .join(' ')
          .matchAll(/“([^”]{30,})”/g),
      ].map((m) => m[1]);
      // A stop may instead ask what a term means, its answer the file's own words ("What does the text mean by
      // “eustress”? (Answer: A good kind of stress associated with positive feelings)").
      const meanings = [...read.activity.matchAll(/mean by “[^”]+”\? \(Answer: ([^)]{20,})\)/g)].filter((m) =>
        fold(input.text).includes(fold(m[1])),
      );
      expect(quotes.length + meanings.length).toBeGreaterThan(0);
      // A quoted stop with a blank for students to fill is the text's sentence around the blank.
      for (const q of quotes.filter((x) => !x.includes('…')))
        for (const part of q.split(/_{3,}/).filter((x) => x.trim().length > 3))
          expect(fold(input.text)).toContain(
            fold(part)
              .replace(/[.!?]+$/, '')
              .slice(0, 60),
          );
      // Passages are quoted without the characters that print as nothing (source.invisible.ts): "door⁠—a woman",
      // and as the file writes them, a closing stop aside (a definition cut before the teacher's part).
      for (const q of plan.check_questions)
        expect(fold(visible(input.text))).toContain(fold(q.source_passage!).replace(/[.!?]+$/, ''));
      expect(plan.materials.join(' ')).toContain(input.sourceName);
    },
  );

  test('a text with ordered stages: the objectives and the step-card task keep them in the text’s order', async () => {
    const { input, steps } = await stagesInput('lesson_plan');
    const plan = draftOf<LessonPlanDraft>(input);
    const objective = plan.objectives.find((o) => /in order/.test(o))!;
    expect(objective).toContain(steps.join(' → '));
    const task = plan.procedure.find((p) => /step cards/i.test(p.phase))!;
    expect(task.activity).toContain(`Answer: ${steps.join(' → ')}`);
  });

  test('an argument’s numbered premises are not steps to put on cards', async () => {
    // An argument set out as numbered premises, as a logic textbook prints one.
    const text =
      'Arguments\n\nAn argument is a set of statements, the premises, offered as reasons for another statement, the conclusion. ' +
      'Here is an example of a numbered argument:\n\n1. If a town is in Kent, then it is in England.\n2. If a town is in England, then it is in Europe.\n' +
      '3. Dover is in Kent.\n4. Therefore, Dover is in Europe.\n\nHere is another argument:\n\n' +
      '1. If the lake is frozen, then people skate on it.\n2. The lake is frozen.\n3. Therefore, people skate on the lake.\n\n' +
      'A premise is a statement offered as a reason. An inference is the move from the premises to the conclusion. ' +
      'A valid argument is one whose conclusion must be true when its premises are true. ' +
      'A sound argument is a valid argument whose premises are all true.';
    const input = (kind: string) => generationInputFor(text, 'arguments.txt', kind);
    const plan = draftOf<LessonPlanDraft>(input('lesson_plan'));
    expect(JSON.stringify(plan)).not.toMatch(/step cards|in order \(If /);
    const h = draftOf<ParentHandoutDraft>(input('parent_handout'));
    expect(h.conversation_questions.join(' ')).not.toMatch(/What happens during if/i);
  });

  test('the printed plan lists the check-for-understanding questions with their answers (a plan has no key file)', async () => {
    const doc = await engine.generate(await fileInput('os-physics-types-of-waves', 'lesson_plan'));
    const checks = doc.sections.find((s) => s.heading === 'Check for Understanding')!;
    const table = checks.blocks[0];
    expect(table.type).toBe('table');
    if (table.type !== 'table') return;
    expect(table.columns).toEqual(['Question', 'Answer']);
    expect(table.rows.length).toBeGreaterThanOrEqual(3);
    for (const [, answer] of table.rows) expect(answer.trim().length).toBeGreaterThan(0);
  });

  test('a typed non-math topic gets an honest frame: the topic is never pasted into the plan, and no facts are invented', () => {
    const topic = 'Causes of World War I';
    const plan = draftOf<LessonPlanDraft>(topicInput(topic, 'lesson_plan'));
    const { title, ...rest } = plan;
    expect(title).toContain(topic);
    expect(JSON.stringify(rest).toLowerCase()).not.toContain('world war');
    expect(plan.objectives.join(' ')).toMatch(/\[[^\]]+\]/);
    expect(plan.procedure.reduce((n, p) => n + p.minutes, 0)).toBe(plan.duration_minutes);
    for (const q of plan.check_questions) expect(q.answer).toMatch(/^Answers will vary\. Look for /);
  });

  test('a typed math topic: every problem in the plan has a computed, correct answer', () => {
    const plan = draftOf<LessonPlanDraft>(
      topicInput('Adding fractions with unlike denominators', 'lesson_plan', { grade_level: '5' }),
    );
    expect(plan.procedure.reduce((n, p) => n + p.minutes, 0)).toBe(plan.duration_minutes);
    const pairs = [
      ...plan.procedure
        .map((p) => p.activity)
        .join(' ')
        .matchAll(/(What is [^?]+\?)[^(?]*?\(Answers?: ([^)]+)\)/g),
    ];
    expect(pairs.length).toBeGreaterThanOrEqual(3);
    for (const [, question, answer] of pairs)
      expect(checkKey(question, answer.replace(/\.$/, ''))).toMatchObject({ computable: true, correct: true });
    for (const q of plan.check_questions)
      expect(checkKey(q.prompt, q.answer)).toMatchObject({ computable: true, correct: true });
    expect(plan.objectives.join(' ')).toMatch(/numerator|denominator/);
  });
});

describe('offline rubric', () => {
  const levels = (c: RubricDraft['criteria'][number]) => [c.exemplary, c.proficient, c.developing, c.beginning];
  const cases: Array<[string, () => Promise<GenerationInput> | GenerationInput]> = [
    ['a file', () => fileInput('os-physics-scientific-methods', 'rubric')],
    ['a file with stages', async () => (await stagesInput('rubric')).input],
    ['a typed topic', () => topicInput('Causes of World War I', 'rubric')],
    ['a typed math topic', () => topicInput('Adding fractions with unlike denominators', 'rubric')],
    [
      'a presentation prompt',
      () =>
        topicInput('The water cycle', 'rubric', {
          use_specific_prompt: 'true',
          specific_prompt: 'Rubric for a group presentation',
        }),
    ],
  ];
  test.each(cases)('%s: four levels that describe different work, in every row', async (_, make) => {
    const r = draftOf<RubricDraft>(await make());
    for (const c of r.criteria) {
      const l = levels(c);
      expect(new Set(l).size).toBe(4);
      for (let i = 0; i < 3; i++)
        expect({ criterion: c.criterion, pair: [l[i], l[i + 1]], swap: quantifierSwap(l[i], l[i + 1]) }).toEqual(
          expect.objectContaining({ swap: false }),
        );
    }
  });

  test('the criteria fit the assignment and the subject', async () => {
    const { input, steps } = await stagesInput('rubric');
    const file = draftOf<RubricDraft>(input);
    // The text calls them steps here ("the steps in order"); a text of stages gets "The stages in order".
    expect(file.criteria.map((c) => c.criterion)).toContain('The steps in order');
    const order = file.criteria.find((c) => c.criterion === 'The steps in order')!;
    expect(order.exemplary.toLowerCase()).toContain(steps[0].toLowerCase());
    const talk = draftOf<RubricDraft>(
      topicInput('The water cycle', 'rubric', {
        use_specific_prompt: 'true',
        specific_prompt: 'Rubric for a group presentation',
      }),
    );
    expect(talk.criteria.map((c) => c.criterion)).toEqual(expect.arrayContaining(['Delivery', 'Visual aids']));
    const math = draftOf<RubricDraft>(topicInput('Adding fractions with unlike denominators', 'rubric'));
    expect(math.criteria.map((c) => c.criterion)).toEqual(
      expect.arrayContaining(['Accurate answers', 'Method and steps']),
    );
    expect(math.criteria.map((c) => c.criterion)).not.toContain('Use of evidence');
    const topic = draftOf<RubricDraft>(topicInput('Causes of World War I', 'rubric'));
    expect(JSON.stringify({ ...topic, title: '' }).toLowerCase()).not.toContain('world war');
  });

  test('the printed total is the sum of the top level of every row', async () => {
    const doc = await engine.generate(await fileInput('os-anthropology-kinship', 'rubric'));
    const blocks = doc.sections.flatMap((s) => s.blocks);
    const table = blocks.find((b) => b.type === 'table');
    if (table?.type !== 'table') throw new Error('no rubric table');
    const top = table.columns.slice(1).map((c) => Number(/\((\d+)\)/.exec(c)![1]));
    expect(top).toEqual([4, 3, 2, 1]);
    expect(printed(doc)).toContain(`/ ${table.rows.length * 4}`);
  });
});

describe('offline parent handout', () => {
  /** Anything that tells a parent how the letter was made. */
  const GENERATOR =
    /lessonloom|generator|generated (?:by|with)|offline|\bdraft(?:ed)?\b|\bAI\b|language model|template|built-in/i;
  const letterText = (h: ParentHandoutDraft) =>
    [
      h.greeting,
      h.learning_summary,
      ...h.key_points,
      ...h.vocabulary.flatMap((v) => [v.term, v.definition]),
      ...h.home_activities,
      ...h.conversation_questions,
      h.closing,
    ].join('\n');

  eachSection(KNOWN.handout)(
    '%s: what the class reads, its words with plain meanings, home prompts about them; never the generator',
    async (id) => {
      const entry = manifest.texts.find((t) => t.id === id)!;
      const input = await fileInput(id, 'parent_handout', {}, 'docx');
      const h = draftOf<ParentHandoutDraft>(input);
      const text = letterText(h);
      expect(text).not.toMatch(GENERATOR);
      // No line names an empty list ("The key words of “How binary digits work”: .").
      for (const p of h.key_points) expect(p).not.toMatch(/:\s*\.$|\s{2}/);
      // A file that gives a parent no sentence of its own (a memoir's long sentences, a lesson plan's
      // directions) gets the class routines' letter: nothing invented, nothing more to check here.
      if (isRoutinesLetter(h)) return;
      const keyTerms = keyTermsIn(entry, input.text);
      // The words to know are the reading's own, each with a meaning (no fill-in blanks for parents): a
      // key term of the book's glossary where the file defines one, else another term the file defines
      // (a term the file never defines is left out rather than quoted).
      const defined = (term: string) => !!input.reading!.terms.find((t) => t.term === term)?.definition;
      // Every word is the file's (a file that defines none has no Words to Know: offline/outline.ts fileTerms).
      expect(h.vocabulary.filter((v) => !keyTerms.some((k) => isKeyTerm(v.term, [k])) && !defined(v.term))).toEqual([]);
      for (const v of h.vocabulary) expect(v.definition).not.toContain('_____');
      // Home prompts are about this reading: its title, its words or its steps, not "what your child is learning".
      const grounded = h.home_activities.filter(
        (a) =>
          a.includes(input.reading!.title) ||
          h.vocabulary.some((v) => a.includes(v.term)) ||
          keyTerms.some((k) => fold(a).includes(fold(k))),
      );
      expect(grounded.length).toBeGreaterThanOrEqual(2);
      // Questions that need an answer carry it, so a parent can check.
      for (const q of h.conversation_questions.filter((c) => /^What does “/.test(c)))
        expect(q).toMatch(/\((?:Answer|From the reading): .+\)$/);
      // Plain language: short sentences in what the letter says itself.
      const own = [h.learning_summary, ...h.home_activities]
        .join(' ')
        .replace(/“[^”]*”/g, 'X')
        .split(/(?<=[.!?])\s+/);
      expect(own.reduce((n, s) => n + s.split(/\s+/).length, 0) / own.length).toBeLessThan(25);
    },
  );

  test.each(['', '4', '11'])(
    'Words to Know at grade “%s”: a plain one-line meaning from the file for every word, never a quoted sentence',
    async (grade) => {
      const CLASS = new Set(['KWL chart', 'evidence', 'source', 'summary']);
      let fromFile = 0;
      let fileLetters = 0;
      for (const { id } of manifest.texts) {
        const input = await fileInput(id, 'parent_handout', grade ? { grade_level: grade } : {}, 'docx');
        const h = draftOf<ParentHandoutDraft>(input);
        if (!isRoutinesLetter(h)) fileLetters++;
        for (const v of h.vocabulary) {
          // No "As our reading uses it: “Such a wave is called a transverse wave.”" and no sentence in quotes.
          expect([v.term, v.definition]).not.toEqual([v.term, expect.stringMatching(/As our reading uses it|[“”"]/)]);
          expect([v.term, v.definition.split(/\s+/).length <= 18]).toEqual([v.term, true]);
          if (CLASS.has(v.term)) continue;
          // The file's own meaning for the term, cut but never reworded.
          const own = input.reading!.terms.find((t) => t.term === v.term)?.definition ?? '';
          expect([v.term, isDeletionOf(v.definition, own)]).toEqual([v.term, true]);
          fromFile++;
        }
      }
      // Most words on the letters are the reading's own (a text that defines only one or two pads with class words).
      // Measured on the 31 tuning sections (26 Nov): 34, 36 and 31 of the words on the letters are the
      // reading's own; fiction, memoirs and plans define few terms, and their letters pad with class words
      // (the old corpus, eight glossed textbook sections, gave two a letter). Held to what they give.
      // Were 41, 46 and 40 before a meaning was read only from its term's own sentence: the words lost were
      // wrong meanings ("pressure: The longitudinal waves in an earthquake", "static friction: When the
      // friction prevents the object from sliding, it.", "isotope distinction: An important one to make",
      // "cut savings: There's always the possibility of reducing expenses", "door", "image", "old males");
      // gained: "isotope", "atomic number", "mass number", "longitudinal wave", "strata", "bands", "kinship".
      expect(fileLetters).toBeGreaterThan(0);
      // 42 and 39 at grades 4 and 11 (were 46 and 40) since a letter's words are only the file's own terms and
      // a lesson plan's directions define nothing (offline/outline.ts fileTerms, source/source.directions.ts);
      // 34, 36 and 31 with meanings read only from their own sentences (see above); 35 at grade 4 on main with
      // sentences with a slur left out (the word lost was not read); 34 and 30 at grades 4 and 11 since a letter
      // keeps two words rather than spill onto a second page (radioactivity's three meanings are each a full line).
      expect(fromFile).toBeGreaterThanOrEqual(({ '': 34, '4': 34, '11': 30 } as Record<string, number>)[grade]);
    },
  );

  test('a file with stages: families are asked for the stages in order, with the answer', async () => {
    const { input, steps } = await stagesInput('parent_handout');
    const h = draftOf<ParentHandoutDraft>(input);
    expect(h.home_activities.join(' ')).toContain(steps.join(', then '));
  });

  test('a typed topic: the class routines, no invented facts; a math topic: problems to try with computed answers', () => {
    const topic = draftOf<ParentHandoutDraft>(topicInput('Causes of World War I', 'parent_handout'));
    const { learning_summary, title: _title, ...rest } = topic;
    expect(learning_summary).toContain('Causes of World War I');
    expect(JSON.stringify(rest).toLowerCase()).not.toContain('world war');
    expect(letterText(topic)).not.toMatch(GENERATOR);
    const math = draftOf<ParentHandoutDraft>(
      topicInput('Adding fractions with unlike denominators', 'parent_handout', { grade_level: '5' }),
    );
    const tries = [...math.home_activities.join(' ').matchAll(/(What is [^?]+\?)[^(?]*?\(Answer: ([^)]+?)\.?\)/g)];
    expect(tries.length).toBe(2);
    for (const [, q, a] of tries) expect(checkKey(q, a)).toMatchObject({ computable: true, correct: true });
    expect(letterText(math)).not.toMatch(GENERATOR);
  });

  test('the printed letter has no name line and no answer key', async () => {
    const doc = await engine.generate(
      await fileInput('os-physics-types-of-waves', 'parent_handout', { include_answer_key: 'true' }),
    );
    expect(printed(doc)).not.toMatch(GENERATOR);
    expect(doc.offline_draft).toBe(true);
  });
});

describe('offline review sheet and exit ticket from a file', () => {
  test.each([
    'os-college-success-memory',
    'os-physics-scientific-methods',
    'os-physics-types-of-waves',
    'os-anthropology-elements-of-culture',
  ])('%s: key points from every part, the text’s definitions, practice from several parts, all keyed', async (id) => {
    const input = await fileInput(id, 'review_sheet', {}, 'docx');
    const r = draftOf<ReviewSheetDraft>(input);
    const reading = input.reading!;
    const sectionOf = (s: string) => reading.sentences.find((x) => s.includes(x.text))?.section;
    const parts = reading.sections
      .map((s, i) => ({ s, i }))
      .filter(
        ({ s }) =>
          s.heading &&
          !/^key terms|glossary|summary$/i.test(s.heading.trim()) &&
          s.heading.trim() !== reading.title &&
          // A part of instructions only ("Learning Outcomes": "Define the concept of …") has no point to review.
          reading.sentences.slice(s.first, s.last + 1).some((x) => x.usable),
      );
    const covered = new Set(r.key_points.map(sectionOf).filter((x) => x !== undefined));
    for (const { i } of parts)
      expect({ part: reading.sections[i].heading, covered: covered.has(i) || parts.length > 6 }).toEqual({
        part: reading.sections[i].heading,
        covered: true,
      });
    expect(r.summary).toContain(reading.title);
    for (const v of r.vocabulary) expect(v.definition.split(/\s+/).length).toBeGreaterThanOrEqual(3);
    const qSections = new Set(
      r.questions
        .map((q) => reading.sentences.find((s) => s.text === q.source_passage)?.section)
        .filter((x) => x !== undefined),
    );
    // Spread over the parts the text's own questions can come from: after one-fact-once and the swap-sense
    // rule, the memory section's whole supply is five questions from two parts, and a sheet cannot spread
    // further than its supply; a selection that stops spreading still fails here.
    const supply = new Set(
      pickQuestions(reading, {
        count: 40,
        difficulty: 'mixed',
        seed: 'supply',
        topic: reading.title,
        passageFallback: null,
      })
        .map((q) => reading.sentences.find((s) => s.text === q.source_passage)?.section)
        .filter((x) => x !== undefined),
    );
    expect(qSections.size).toBeGreaterThanOrEqual(Math.min(3, parts.length, supply.size));
    for (const q of r.questions) expect(q.answer.trim()).not.toBe('');

    const exit = draftOf<QuestionsDraft>(await fileInput(id, 'exit_ticket', {}, 'docx'));
    expect(exit.questions).toHaveLength(5);
    const eSections = new Set(
      exit.questions.map((q) => reading.sentences.find((s) => s.text === q.source_passage)?.section),
    );
    expect(eSections.size).toBeGreaterThanOrEqual(Math.min(2, parts.length));
    for (const q of exit.questions) {
      expect(fold(input.text)).toContain(fold(q.source_passage!));
      expect(q.answer.trim()).not.toBe('');
      if (q.options) expect(q.options).toContain(q.answer);
    }
  });
});

describe('offline graphic organizer and creative prompts', () => {
  type Organizer = WorksheetDraft['graphic_organizer'];
  type Creative = WorksheetDraft['creative_expression'];

  eachSection(KNOWN.organizer)(
    '%s: the organizer’s boxes are the text’s parts, steps or key terms, and its key is the text’s own words',
    async (id) => {
      const input = await fileInput(id, 'worksheet', { worksheet_style: 'graphic_organizer' }, 'docx');
      const g = draftOf<Organizer>(input);
      const reading = input.reading!;
      // A text too thin for boxes of its own (no steps, parts or terms it says enough about) gets the
      // frame every topic has, whole; never a frame box beside the text's.
      if (g.categories.every((c, i) => c.heading === FRAME[i]?.heading)) {
        // A lesson plan that is mostly said to its teacher (source/source.directions.ts) has too little of its
        // own for the class to fill boxes from.
        if (reading.sentences.filter((x) => x.direction).length * 2 > reading.sentences.length) return;
        expect(
          keyTermsIn(
            manifest.texts.find((t) => t.id === id)!,
            input.text,
          ),
        ).toEqual([]);
        return;
      }
      const structure = [
        ...reading.sections.map((s) => s.heading ?? ''),
        ...reading.terms.map((t) => t.term),
        ...reading.processes.flatMap((p) => p.steps.map((s) => s.label)),
      ].map(fold);
      expect(g.categories.length).toBeGreaterThanOrEqual(3);
      for (const c of g.categories) {
        expect(structure.some((s) => s.startsWith(fold(c.heading).replace(/…$/, '')))).toBe(true);
        for (const d of c.details) {
          // "term: definition" from the glossary, else a sentence of the text, quoted whole.
          const said = fold(d.replace(/…$/, '')).replace(/^[^:]{2,60}: /, '');
          expect(fold(input.text).replace(/\s*\([^)]*\)/g, '')).toContain(
            said.replace(/\s*\([^)]*\)/g, '').slice(0, 50),
          );
        }
      }
      expect(JSON.stringify(g.categories)).not.toMatch(/in your own words|from class/);
    },
  );

  test('a text with parts and stages: one box per part of the reading', async () => {
    const { input } = await stagesInput('worksheet', { worksheet_style: 'graphic_organizer' });
    const g = draftOf<Organizer>(input);
    expect(g.categories.map((c) => c.heading)).toEqual(
      expect.arrayContaining(['Working Memory', 'Short-Term Memory', 'Long-Term Memory']),
    );
  });

  eachSection(KNOWN.creative)(
    '%s: creative prompts use the text’s terms, steps or people, and say what to look for from the text',
    async (id) => {
      const input = await fileInput(id, 'worksheet', { worksheet_style: 'creative_expression' }, 'docx');
      const c = draftOf<Creative>(input);
      const terms = input.reading!.terms.map((t) => t.term.toLowerCase());
      expect(c.prompts.length).toBeGreaterThanOrEqual(2);
      for (const p of c.prompts) {
        expect(terms.some((t) => p.prompt.toLowerCase().includes(t)) || /\b1[5-9]\d\d|20\d\d\b/.test(p.prompt)).toBe(
          true,
        );
        expect(p.prompt).not.toContain(input.reading!.title);
      }
    },
  );

  test('a text with stages: the story moves through them in order, and the look-for is the text’s order', async () => {
    const { input, steps } = await stagesInput('worksheet', { worksheet_style: 'creative_expression' });
    const c = draftOf<Creative>(input);
    expect(c.prompts[0].prompt).toContain(steps.join(', '));
    expect(c.prompts[0].look_for).toContain(steps.join(' → '));
  });

  test('typed topics: math gets a worked problem with a computed key; any other topic is never pasted in', () => {
    const math = draftOf<Creative>(
      topicInput('Adding fractions with unlike denominators', 'worksheet', { worksheet_style: 'creative_expression' }),
    );
    const comic = math.prompts.find((p) => /comic strip/.test(p.prompt))!;
    const question = /What is [^?]+\?/.exec(comic.prompt)![0];
    const answer = / and the answer (.+)$/.exec(comic.look_for)![1];
    expect(checkKey(question, answer)).toMatchObject({ computable: true, correct: true });
    const mathOrganizer = draftOf<Organizer>(
      topicInput('Adding fractions with unlike denominators', 'worksheet', { worksheet_style: 'graphic_organizer' }),
    );
    const example = mathOrganizer.categories.find((x) => x.heading === 'Worked example')!;
    expect(checkKey(example.details[0], example.details[1].replace(/^Answer: /, ''))).toMatchObject({
      computable: true,
      correct: true,
    });
    for (const style of ['creative_expression', 'graphic_organizer']) {
      const d = draftOf<Record<string, unknown>>(
        topicInput('Causes of World War I', 'worksheet', { worksheet_style: style }),
      );
      const { title: _t, central_idea: _c, ...rest } = d;
      expect(JSON.stringify(rest).toLowerCase()).not.toContain('world war');
    }
  });
});

describe('offline study-skills worksheet', () => {
  test('the flash cards are the file’s key terms and its steps in order; a typed topic keeps the routine without its name', async () => {
    const entry = manifest.texts.find((t) => t.id === STAGES)!;
    const { input, steps } = await stagesInput('worksheet', { worksheet_style: 'study_skills' });
    const s = draftOf<WorksheetDraft['study_skills']>(input);
    expect(
      entry.key_terms.filter((k) => s.tips[0].toLowerCase().includes(k.toLowerCase())).length,
    ).toBeGreaterThanOrEqual(2);
    expect(s.tips.join(' ')).toContain(steps.join(' → '));
    const topic = draftOf<WorksheetDraft['study_skills']>(
      topicInput('Causes of World War I', 'worksheet', { worksheet_style: 'study_skills' }),
    );
    expect(topic.tips.join(' ').toLowerCase()).not.toContain('world war');
  });
});
