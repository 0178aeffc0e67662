// The review sheet's vocabulary and the lesson plan's vocabulary chart, read as a teacher reads them:
// every entry a description the file gives (the matching sheet's, docs/content-engine.md "Matching"),
// never its sentence with the term blanked or quoted, never a meaning that names its own term; a term
// the file does not describe is left out, and no general academic word fills a file's sheet (fewer
// entries when the file describes fewer, offline/file-terms.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSpec } from '../content.request';
import { ACADEMIC_WORDS } from '../offline/academic.words';
import { buildOfflineDraft } from '../offline.provider';
import { givesAway } from '../language/term-mentions';
import { type LessonPlanDraft } from '../kinds/lesson-plan/lesson-plan.schema';
import { type ReviewSheetDraft } from '../kinds/review-sheet/review.schema';
import { readUpload } from '../source';

const dir = join(__dirname, '../__fixtures__/corpus');
// Every tuning section of the reading corpus (held-out books are only measured, corpus README).
const ids = (
  JSON.parse(readFileSync(join(dir, 'sections.json'), 'utf8')) as { texts: Array<{ id: string; set: string }> }
).texts
  .filter((t) => t.set === 'tuning')
  .map((t) => t.id);
/** A word-list entry: its word with its word-list meaning (a text may use the same word, "argument", with its own). */
const fromWordList = (v: { term: string; definition: string }) =>
  ACADEMIC_WORDS.some(([w, m]) => w === v.term && m.toLowerCase() === v.definition.toLowerCase());

function draft<T>(id: string, kind: string, grade?: string): T {
  const text = readFileSync(join(dir, `${id}.txt`), 'utf8');
  const request = {
    kind,
    difficulty: 'mixed',
    num_questions: 8,
    include_answer_key: true,
    grade_level: grade,
  } as never;
  return buildOfflineDraft(
    buildSpec({
      request,
      sourceText: text,
      sourceName: `${id}.txt`,
      sourceType: 'file',
      reading: readUpload(text, `${id}.txt`),
    }),
  ) as T;
}

/** The chart's "term: meaning" lines. */
const chart = (p: LessonPlanDraft) =>
  p.procedure
    .find((s) => s.phase === 'Key vocabulary')!
    .activity.split('\n')
    .slice(1, -1)
    .map((l) => /^(.+?)(?:, as the text uses it)?: (.*?)[;.]?$/.exec(l)!)
    .map((m) => ({ line: m[0], term: m[1], meaning: m[2] }));

describe('review-sheet and lesson-plan vocabulary from the real corpus texts', () => {
  test.each(ids)('%s: review sheet entries are descriptions, none naming its term', (id) => {
    const r = draft<ReviewSheetDraft>(id, 'review_sheet');
    for (const v of r.vocabulary) {
      expect(v.definition).not.toMatch(/_{3}|^In the text:|^Shortened from the text:/);
      expect({ term: v.term, gives: givesAway(v.definition, v.term) }).toEqual({ term: v.term, gives: false });
    }
    // Never the word list on a file's sheet.
    expect(r.vocabulary.filter(fromWordList)).toEqual([]);
  });

  test.each(ids)(
    '%s: lesson-plan chart gives each term a description, never its sentence, never naming the term',
    (id) => {
      for (const grade of [undefined, '4']) {
        for (const e of chart(draft<LessonPlanDraft>(id, 'lesson_plan', grade))) {
          expect(e.line).not.toMatch(/as the text uses it|_{3}|[“”]/);
          expect({ term: e.term, gives: givesAway(e.meaning, e.term) }).toEqual({ term: e.term, gives: false });
        }
      }
    },
  );

  test('a key term the text does not describe is left off the chart; one it describes in passing is on it', () => {
    const c = chart(draft<LessonPlanDraft>('history-colonial-rivalries', 'lesson_plan'));
    expect(c.find((e) => e.term === 'French habitants')?.meaning).toBe('farmer-settlers');
    // Its key terms are patroonships, Jesuits, French habitants and Jesuit Relations; the text only names the last.
    expect(c.map((e) => e.term)).toEqual(['patroonships', 'Jesuits', 'French habitants']);
  });

  test('a glossary meaning loses the part that gives its term away, on the review sheet and the chart', () => {
    const r = draft<ReviewSheetDraft>('psychology-stages-of-sleep', 'review_sheet');
    expect(r.vocabulary.find((v) => v.term === 'stage 1 sleep')?.definition).toMatch(
      /^Transitional phase that occurs between wakefulness and sleep/,
    );
    const c = chart(draft<LessonPlanDraft>('psychology-stages-of-sleep', 'lesson_plan'));
    expect(c.find((e) => e.term === 'stage 1 sleep')?.meaning).toMatch(/^transitional phase/);
  });

  test('a short description ("Farmer-settlers") is on a review sheet short of four; no academic word fills it', () => {
    const r = draft<ReviewSheetDraft>('history-colonial-rivalries', 'review_sheet');
    expect(r.vocabulary.map((v) => [v.term, fromWordList(v)])).toEqual([
      ['patroonships', false],
      ['Jesuits', false],
      ['French habitants', false],
    ]);
    expect(r.vocabulary[2].definition).toBe('Farmer-settlers');
  });

  test('a file that describes two terms: the review sheet lists those two, never academic words or its sentences', () => {
    const r = draft<ReviewSheetDraft>('civics-legislative-process', 'review_sheet');
    expect(r.vocabulary.map((v) => v.term)).toEqual(['parliamentarian', 'classic legislative process']);
  });
});
