// False statements, distractors and blanks the reviewers struck, checked by name on the texts they came from
// (a corpus section or a short text of the test's own): no swap inside a proper name, no sentence with a
// variable as a statement, no person offered for a concept, no swap after an aside, no blank on a cited author.
// The counts over every tuning section are in offline-swaps.test.ts.
import { buildSpec } from '../content.request';
import { gradeFit } from '../readability/grade.band';
import { type LessonPlanDraft } from '../kinds/lesson-plan/lesson-plan.schema';
import { type QuestionsDraft } from '../kinds/questions/questions.schema';
import type { SourceReading } from '../source/source.types';
import { buildOfflineDraft } from '../offline.provider';
import { buildCandidates, swapTerm } from '../offline/question.forms';
import { hasSymbols, swapKind } from '../language/swap.rules';
import { readSource, readUpload } from '../source';
import { negates } from '../language/negate';
import { corpusText, falseStatements, readingOf } from './tuning-readings';

/** A tuning section, or a short text of the test's own under its own name. */
const own = new Map<string, { text: string; a: SourceReading }>();
const corpus = (id: string) => own.get(id) ?? { text: corpusText(id), a: readingOf(id) };
const draft = <T>(id: string, kind: string, n = 10, grade?: string) => {
  const { text, a } = corpus(id);
  const request = {
    kind,
    difficulty: 'mixed',
    num_questions: n,
    include_answer_key: true,
    ...(grade ? { grade_level: grade } : {}),
  } as never;
  return buildOfflineDraft(
    buildSpec({ request, sourceText: text, sourceName: `${id}.txt`, sourceType: 'file', reading: a }),
  ) as T;
};
const WAVES =
  'Waves\n\nA wave is a disturbance that carries energy from place to place. ' +
  'For water waves, v is the speed of a surface wave; for sound, v is the speed of sound. ' +
  'The distance A is the amplitude of the wave. In (a), the wave propagates in the horizontal direction. ' +
  'A transverse wave moves the medium at right angles to its direction of travel. ' +
  'A longitudinal wave moves the medium back and forth along its direction of travel. ' +
  'Sound waves in air are longitudinal waves. Water waves are both transverse and longitudinal. ' +
  'The wavelength is the distance between two crests. The frequency is the number of waves that pass a point each second. ' +
  'The period is the time one wave takes to pass a point. A medium is the matter a wave travels through.';
const fold = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

describe('what the reviewers found', () => {
  test('history: "Dutch" in "Dutch Republic" is never swapped, and "Jesus" (only ever in "Society of Jesus") is never put in', () => {
    const a = readSource(
      'New Netherland\n\nThe Dutch Republic emerged as a major commercial center in the 1600s. The Dutch founded New Amsterdam on Manhattan. ' +
        'The Dutch traded furs with the Mohawk. The French sent priests of the Society of Jesus, the Jesuits, to Canada. ' +
        'The Jesuits learned the languages of the peoples they met. The English took New Amsterdam from the Dutch in 1664. ' +
        'The Mohawk traded with the Dutch and the French. The French built forts along the river.',
      'colony.txt',
    );
    // The swapped statements: a sentence negated (language/negate.ts) keeps every name as the text writes it.
    const statements = buildCandidates(a, 'swaps', 4)
      .tf_false.map((c) => [c.q.prompt.replace(/^True or false: /, ''), c.q.source_passage!])
      .filter(([statement, passage]) => !negates(passage, statement))
      .map(([statement]) => statement);
    expect(statements.filter((s) => /\bJesus\b|Republic/.test(s))).toEqual([]);
    const s = 'The Dutch Republic emerged as a major commercial center in the 1600s.';
    for (const t of a.terms.filter((x) => s.includes(x.term)))
      expect(swapTerm(s, t, a.terms, s, a)?.statement ?? s).toContain('Dutch Republic');
  });

  test('physics: a sentence with a variable is never a true/false item, a warm-up statement or a read-aloud stop', () => {
    // A short text of the test's own with a textbook's variable sentences (no tuning section writes its variables so).
    const id = 'waves (own text)';
    own.set(id, { text: WAVES, a: readUpload(WAVES, 'waves.txt') });
    expect(hasSymbols('For water waves, v is the speed of a surface wave; for sound, v is the speed of sound.')).toBe(
      true,
    );
    expect(hasSymbols('In (a), the wave propagates in the horizontal direction.')).toBe(true);
    expect(hasSymbols('The distance A is the amplitude of the wave.')).toBe(true);
    expect(hasSymbols('Sound waves in air are longitudinal waves, e.g. the sound of a U.S. siren.')).toBe(false);
    expect(hasSymbols('You want to investigate the effectiveness of vitamin E in preventing disease.')).toBe(false);
    expect(hasSymbols('They don’t know who is receiving the active treatment(s).')).toBe(false);
    // At grade 7 the sentence is cut to its first clause, which is how it reached a warm-up.
    for (const grade of [undefined, '7']) {
      const c = buildCandidates(corpus(id).a, 'swaps', 4, gradeFit(grade));
      const symbolic = corpus(id)
        .a.sentences.filter((x) => hasSymbols(x.text))
        .map((x) => x.text);
      expect(symbolic.length).toBeGreaterThanOrEqual(3);
      expect(
        [...c.tf_true, ...c.tf_false, ...c.fill_blank, ...c.mc_cloze].filter((x) =>
          symbolic.includes(x.q.source_passage ?? ''),
        ),
      ).toEqual([]);
      const plan = draft<LessonPlanDraft>(id, 'lesson_plan', 10, grade);
      const warmUp = plan.procedure.find((p) => /warm/i.test(p.phase))!;
      const readAloud = plan.procedure.find((p) => /read/i.test(p.phase))!;
      const said = fold(`${warmUp.activity}\n${readAloud.activity}`);
      expect(symbolic.filter((x) => said.includes(fold(x).slice(0, 40)))).toEqual([]);
    }
  });

  test('sleep: a person is never a distractor for a concept, nor a concept for a person', () => {
    // The kinship section names the field's founders (Morgan, Malinowski, Radcliffe-Brown) beside its concepts.
    const id = 'os-anthropology-kinship';
    const { a } = corpus(id);
    const kind = new Map(a.terms.map((t) => [t.term, swapKind(t, a)]));
    const people = [...kind].filter(([, k]) => k === 'person').map(([t]) => t);
    expect(people.length).toBeGreaterThan(0);
    expect([...kind.values()]).toContain('concept');
    const c = buildCandidates(a, 'swaps', 4);
    for (const x of [...c.mc_cloze, ...c.mc_definition]) {
      // An option in the key's number is the plural the text writes for a term ("individual" → "individuals").
      const kindOf = (o: string) => kind.get(o) ?? kind.get(o.replace(/ies$/, 'y')) ?? kind.get(o.replace(/e?s$/, ''));
      const kinds = new Set(x.q.options!.map(kindOf));
      expect([x.q.answer, [...kinds]]).toEqual([x.q.answer, [kindOf(x.q.answer)]]);
    }
    const quiz = draft<QuestionsDraft>(id, 'quiz', 20);
    expect(
      quiz.questions.filter((q) => q.options?.some((o) => people.includes(o)) && kind.get(q.answer) !== 'person'),
    ).toEqual([]);
  });
});

test('an aside between commas lists nothing: "The tortoises, when purposely moving towards any point, travel …" never swaps "travel" in', () => {
  const a = readingOf('beagle-galapagos-tortoises');
  // The text uses "travel" as a verb (three times in four), so it is no term at all now (source-narrative.test.ts).
  expect(a.terms.find((x) => x.term === 'travel')).toBeUndefined();
  expect(a.terms.find((x) => x.term === 'tortoise')).toBeDefined();
  expect(falseStatements('beagle-galapagos-tortoises').filter((s) => /\btravel\b/i.test(s))).toEqual([]);
});

test('a blank never asks for a cited author or half of a hyphenated name', () => {
  // The anthropology sections cite authors ("(Lee 2018)") and write hyphenated names ("Radcliffe-Brown").
  // Enough blanks for the rule to bite, at what each gives since blanks fall only on words the text teaches
  // and a file's candidates never draw on the academic word list (both over 40 before).
  // Gathering 8 -> 6 once meanings come from their defining sentence: "hunting" lost its wrong meaning ("A
  // prestige activity …") and is no longer a word the text teaches; "bands" is asked by its meaning instead.
  // Kinship 30 -> 22 in session 20: "kinship", the title's word, is no blank. 22 -> 18 in session 22: a choice
  // blank whose options differ from the key in number is left as a fill-in only (one prompt, not two).
  const FLOOR: Record<string, number> = { 'os-anthropology-kinship': 18, 'os-anthropology-gathering-and-hunting': 6 };
  for (const id of Object.keys(FLOOR)) {
    const c = buildCandidates(corpus(id).a, 'swaps', 4);
    const prompts = [...c.mc_cloze, ...c.fill_blank].map((x) => x.q.prompt);
    expect(prompts.filter((p) => /-_____|_____-|\([^)]*_____[^)]*\d{4}/.test(p))).toEqual([]);
    expect(prompts.length).toBeGreaterThanOrEqual(FLOOR[id]);
  }
});
