// The offline lesson plan read as a teacher would judge it: built on what the real corpus texts teach (their
// key terms from the book's own glossary, recorded in the manifest, not from our reader), timings that add
// up, answers for the teacher, and typed topics that are never pasted into a template.
import { checkKey } from '../math';
import { isKeyTerm } from '../__measures__/offline.quality';
import { LESSON_MINUTES } from '../kinds/lesson-plan/plan.text';
import { type LessonPlanDraft } from '../kinds/lesson-plan/lesson-plan.schema';
import { type ParentHandoutDraft } from '../kinds/parent-handout/handout.schema';
import { visible } from '../source/source.invisible';
import {
  KNOWN,
  draftOf,
  eachSection,
  engine,
  fileInput,
  fold,
  generationInputFor,
  keyTermsIn,
  manifest,
  stagesInput,
  topicInput,
} from './offline-teacher-kinds.shared';

// Each case generates a kind from every tuning section it reads (some from .docx): minutes on two shared,
// loaded cores.
jest.setTimeout(600_000);

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
      // its teacher's part no longer hides (source.direction-told.ts definedBeforeTeacher).
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
