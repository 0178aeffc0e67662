// The parent letter and the lesson plan's student-facing parts are fitted to the asked
// grade with the same machinery as quizzes (language/sentence.fit.ts), measured on the real corpus
// with the readability module: what the letter takes from the file (key points, meanings, answers it
// quotes) and what students read in the plan (warm-up statements, read-aloud questions, exit ticket,
// check questions) read shorter and at a lower Flesch-Kincaid grade at grade 4 than at grade 11; so
// does the graphic organizer's key.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSpec } from '../content.request';
import { isDeletionOf } from '../__measures__/grade.quality';
import { buildOfflineDraft } from '../offline.provider';
import { isWholeSentence } from '../language/sentence.simplify';
import { readingLevel } from '../readability';
import { type LessonPlanDraft } from '../kinds/lesson-plan/lesson-plan.schema';
import { type ParentHandoutDraft } from '../kinds/parent-handout/handout.schema';
import { type WorksheetDraft } from '../kinds/worksheet/worksheet.styles';
import { FRAME } from '../kinds/worksheet/organizer.draft';
import { ROUTINES } from '../kinds/parent-handout/topic-letter';
import { readUpload } from '../source';

const dir = join(__dirname, '../__fixtures__/corpus');
// Every tuning section of the reading corpus (held-out books are only measured, corpus README).
const manifest = (() => {
  const all = JSON.parse(readFileSync(join(dir, 'sections.json'), 'utf8')) as {
    texts: Array<{ id: string; set: string }>;
  };
  return { texts: all.texts.filter((t) => t.set === 'tuning') };
})();
const texts = manifest.texts.map(({ id }) => {
  const file = `${id}.txt`;
  const text = readFileSync(join(dir, file), 'utf8');
  return { id, file, text, reading: readUpload(text, file) };
});
type Text = (typeof texts)[number];

// A draft is a function of its text and request: the tests that read the same one (the letter at grade 4,
// the organizer at grade 4) share it rather than make it again.
const drafts = new Map<string, unknown>();
function draft<T>(t: Text, kind: string, grade: string, extra: Record<string, string> = {}): T {
  const key = JSON.stringify([t.id, kind, grade, extra]);
  if (!drafts.has(key))
    drafts.set(
      key,
      buildOfflineDraft(
        buildSpec({
          request: { kind, difficulty: 'mixed', include_answer_key: true, grade_level: grade, ...extra } as never,
          sourceText: t.text,
          sourceName: t.file,
          sourceType: 'file',
          reading: t.reading,
        }),
      ),
    );
  return drafts.get(key) as T;
}

/**
 * What the letter takes from the file: its key points and the meanings it gives; nothing when the file
 * gave a parent nothing to read and the letter is the class routines' (topic-letter.ts).
 */
const letterFromFile = (h: ParentHandoutDraft) =>
  h.key_points.some((p) => ROUTINES.includes(p))
    ? []
    : [
        ...h.key_points.filter((p) => !/^The reading describes|^It compares/.test(p)),
        ...h.vocabulary.map((v) => v.definition),
      ];
/** What students read or hear in the plan: statements, questions and check questions, answers aside. */
function planForStudents(p: LessonPlanDraft): string[] {
  const warm = p.procedure[0].activity
    .split('\n')
    .filter((l) => /^\d+\. /.test(l))
    .map((l) => l.replace(/^\d+\. /, ''));
  const asked = p.procedure
    .flatMap((s) => s.activity.split('\n'))
    .flatMap((l) => {
      const m = /^(?:After “[^”]*”: |Exit ticket: )?(.+?) \(Answer: /.exec(
        l.replace(/^.*Exit ticket: /, 'Exit ticket: '),
      );
      return m && /\?|_{3,}/.test(m[1]) ? [m[1]] : [];
    });
  // The vocabulary chart students copy: "term: meaning" or "term, as the text uses it: sentence".
  const chart = p.procedure
    .find((s) => s.phase === 'Key vocabulary')!
    .activity.split('\n')
    .slice(1, -1)
    .map((l) => l.replace(/^[^:]*: /, '').replace(/[;.]$/, '.'));
  return [...warm, ...asked, ...chart, ...p.check_questions.map((q) => q.prompt)];
}

const measure = (lines: string[]) => readingLevel(lines.join('\n'))!;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Mean words a sentence and Flesch-Kincaid grade over the corpus, at grades 4 and 11. */
function figures(kind: string, read: (draft: never) => string[], extra: Record<string, string> = {}) {
  // Over the texts that give the draft something of their own at both grades.
  const both = texts
    .map((t) => [read(draft<never>(t, kind, '4', extra)), read(draft<never>(t, kind, '11', extra))])
    .filter(([a, b]) => a.length && b.length);
  const [g4, g11] = [both.map(([a]) => measure(a)), both.map(([, b]) => measure(b))];
  return {
    w4: mean(g4.map((m) => m.wordsPerSentence)),
    w11: mean(g11.map((m) => m.wordsPerSentence)),
    k4: mean(g4.map((m) => m.grade)),
    k11: mean(g11.map((m) => m.grade)),
  };
}

describe('the parent letter and the lesson plan follow the asked grade, over the corpus', () => {
  test('parent letter: what it takes from the file reads shorter and lower at grade 4 than at grade 11', () => {
    const { w4, w11, k4, k11 } = figures('parent_handout', letterFromFile);
    // Measured: 10.6 against 11.8 words a sentence, grade 7.7 against 8.8 (before: the same letter,
    // 13.3 and 9.9, at both grades). The meanings, a line each at any grade, keep the gap modest.
    // Grade 7.86 against 8.66 since parity magic gets a letter from its file (its "parity bits" no longer
    // means "The extra cards", and its short letter reads 4.7 against 5.3): a gap of 0.8 exactly.
    // With the two Raspberry Pi lesson plans (26 Nov) their letters hold the few short sentences the plans
    // teach ("Dictionaries have keys and corresponding values."), alike at both grades: 9.7 against 11.2
    // words a sentence, grade 7.90 against 8.66.
    expect(w4 / w11).toBeLessThan(0.93);
    expect(k4).toBeLessThan(k11 - 0.7);
  });

  test('parent letter: every key point at grade 4 is the text’s sentence or a whole sentence cut from one', () => {
    for (const t of texts) {
      const h = draft<ParentHandoutDraft>(t, 'parent_handout', '4');
      for (const p of letterFromFile(h).filter(
        (x) =>
          h.key_points.includes(x) &&
          !t.reading.sentences.some((s) => s.text === x) &&
          !/^The reading describes|^It compares|^The key words of|^Your child will explain|^[^:]{1,40}: /.test(x),
      )) {
        expect([p, isWholeSentence(p)]).toEqual([p, true]);
        expect([p, t.reading.sentences.some((s) => isDeletionOf(p, s.text))]).toEqual([p, true]);
      }
    }
  });

  test('graphic organizer: its key reads shorter at grade 4, each detail the text’s sentence or meaning with words left out', () => {
    // The frame's boxes (a text too thin for the organizer) take nothing from the file.
    const frame = FRAME.flatMap((c) => c.details);
    const details = (d: WorksheetDraft['graphic_organizer']) =>
      d.categories
        .flatMap((c) => c.details.filter((x) => !frame.includes(x)))
        .map((x) => x.replace(/…$/, '').replace(/^[^:]{2,60}: /, ''));
    const { w4, w11, k4, k11 } = figures('worksheet', details, { worksheet_style: 'graphic_organizer' });
    // Measured: 13.6 against 15.6 words a sentence, grade 9.4 against 10.6 (before: the same key at
    // both, 15.6 and 10.6). Steps' boxes keep the sentences that follow each step, so the gap is modest.
    expect(w4 / w11).toBeLessThan(0.9);
    expect(k4).toBeLessThan(k11 - 0.8);
    for (const t of texts) {
      const said = [
        ...t.reading.sentences.map((s) => s.text),
        ...t.reading.terms.flatMap((x) => (x.definition ? [x.definition] : [])),
      ];
      for (const d of details(draft(t, 'worksheet', '4', { worksheet_style: 'graphic_organizer' })))
        expect([d, said.some((s) => isDeletionOf(d, s))]).toEqual([d, true]);
    }
  });

  test('lesson plan: what students read reads shorter and lower at grade 4 than at grade 11', () => {
    const { w4, w11, k4, k11 } = figures('lesson_plan', planForStudents);
    // Measured: 9.0 against 13.2 words a sentence, grade 5.2 against 7.8; since items test each fact once and
    // sheets take only the file's terms (26 Nov): 10.5 against 13.7 words, grade 4.6 against 6.4. With the six
    // college sections of the probe books (Anatomy and Physiology, Political Science): 9.7 against 12.1 words
    // (0.802), grade 4.8 against 6.4; their quoted sentences are long and are cut once at most. With the nine
    // sections of Chemistry 2e, Sociology 3e and Microbiology and the connective and setting rules (26 Nov, final
    // main): 9.6 against 12.0 words (0.806), grade 5.0 against 6.5, a gap of 1.48. Main a7b9c8b: 0.808. With
    // options of taught terms and each term on its own side of a comparison (session 14): 9.69 against 11.94
    // (0.8115), grade 5.0 against 6.5. The grade-4 plans lost short items that were faults: "How are brain and
    // functions different?" and "How are plurality voting and multimember districts different?" (terms paired
    // with the wrong side), "As the islands consist entirely of coral." (no sentence); what came instead is
    // longer and sound ("True or false: Neuroplasticity can involve creation of new synapses, …"). Session 16:
    // 0.822 — the grade-4 cut no longer drops a main clause read as a trailing participle (", reflecting telescopes
    // have grown ever larger", which left "Since Newton's time, when …") nor cuts a list of clauses before its "and"
    // (a comma splice); with both cuts back (measured) it is 0.815 again. The grade gap is 1.39 (5.08 against 6.47)
    // for the same reason. Session 17: a gap of 1.34 (5.15 against 6.49) once two-gap blanks, thin stems ("_____ is
    // often one of the biggest.") and blanks on the title's name left the grade-4 plans. Session 20: 0.831 once no
    // blank falls on the title's own common word ("societies", "deviance", "brain"): those were short sentences.
    // Session 22: 0.844 with the session's rules. Two of them lengthen grade-4 items (not measured apart): a trailing
    // "-ing" clause whose verb follows is no participle to cut (the cut left fragments: "… the old leaders of the
    // _____ showed by the eager."), and options of the other number than the key go (choice items become fill-ins).
    expect(w4 / w11).toBeLessThan(0.85);
    // Session 20: a gap of 1.28 (5.31 against 6.59) for the same reason. Session 21: 1.24 (5.36) once sentences that
    // point back ("that view", "this tax", "the attack") left the plans; the short ones were among them. Session 22:
    // 1.16 (5.49 against 6.65) with the session's rules, the same two as the words per sentence above.
    expect(k4).toBeLessThan(k11 - 1.1);
  });
});
