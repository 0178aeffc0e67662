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
import type { SourceReading } from '../source/source.types';
import { CONGRESS } from './two-terms-text';

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

/** Short files of the test's own, each with the pattern a reviewer found in a textbook section. */
const OWN: Record<string, string> = {
  // Two glossed key terms, one described in passing ("Dutch boers, or farmer-settlers"), one only named (the Manor Letters).
  trade:
    'Trading Posts on the River\n\nIn the 1600s, Dutch merchants built small trading posts along the river. ' +
    'Dutch boers, or farmer-settlers, cleared land near the posts. Traders paddled upstream each spring to meet the hunters and buy their furs. ' +
    'The company gave large estates to a few rich families, who had to bring settlers to farm them. ' +
    'The families wrote yearly letters to the company about their estates. ' +
    'These letters are known as the Manor Letters, and they are still read today.\n\nKey Terms\n\n' +
    '- manors: large estates of land and the right to govern them, granted by the company to families who brought settlers\n' +
    '- pelts: the skins of animals with the fur still on, traded for cloth, tools and beads\n',
  // A glossary meaning whose first part gives its term away ("sleep that is light; …").
  sleep:
    'Sleep\n\nSleep comes in stages. In light sleep the body relaxes and the mind drifts. In deep sleep the body repairs itself. ' +
    'In dream sleep the eyes move quickly and most dreams happen.\n\nKey Terms\n\n' +
    '- light sleep: sleep that is light; the short phase between waking and sleeping, when the muscles relax\n' +
    '- deep sleep: the stage in which the brain waves are slow and large and the body repairs itself\n' +
    '- dream sleep: the stage in which the eyes move quickly and most dreams happen\n' +
    '- dream: a story the mind makes during sleep\n',
  // A file that describes two terms and no more.
  congress: CONGRESS,
};

// Each text is read once for all its drafts, as one upload's stored reading serves every generation made
// from it (a draft never depends on what was made before it: offline-order-independent.test.ts).
const readings = new Map<string, { text: string; reading: SourceReading }>();
function readOnce(id: string) {
  if (!readings.has(id)) {
    const text = OWN[id] ?? readFileSync(join(dir, `${id}.txt`), 'utf8');
    readings.set(id, { text, reading: readUpload(text, `${id}.txt`) });
  }
  return readings.get(id)!;
}

function draft<T>(id: string, kind: string, grade?: string): T {
  const { text, reading } = readOnce(id);
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
      reading,
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
    const c = chart(draft<LessonPlanDraft>('trade', 'lesson_plan'));
    expect(c.find((e) => e.term === 'Dutch boers')?.meaning).toBe('farmer-settlers');
    // Its terms are manors, pelts, Dutch boers and the Manor Letters; the text only names the last.
    expect(c.map((e) => e.term)).toEqual(['pelts', 'manors', 'Dutch boers']);
  });

  test('a glossary meaning loses the part that gives its term away, on the review sheet and the chart', () => {
    const r = draft<ReviewSheetDraft>('sleep', 'review_sheet');
    expect(r.vocabulary.find((v) => v.term === 'light sleep')?.definition).toMatch(
      /^The short phase between waking and sleeping/,
    );
    const c = chart(draft<LessonPlanDraft>('sleep', 'lesson_plan'));
    expect(c.find((e) => e.term === 'light sleep')?.meaning).toMatch(/^the short phase/);
  });

  test('a short description ("Farmer-settlers") is on a review sheet short of four; no academic word fills it', () => {
    const r = draft<ReviewSheetDraft>('trade', 'review_sheet');
    expect(r.vocabulary.map((v) => [v.term, fromWordList(v)])).toEqual([
      ['pelts', false],
      ['manors', false],
      ['Dutch boers', false],
    ]);
    expect(r.vocabulary[2].definition).toBe('Farmer-settlers');
  });

  test('a file that describes two terms: the review sheet lists those two, never academic words or its sentences', () => {
    const r = draft<ReviewSheetDraft>('congress', 'review_sheet');
    expect(r.vocabulary.map((v) => v.term).sort()).toEqual(['clerk', 'committee route']);
  });
});
