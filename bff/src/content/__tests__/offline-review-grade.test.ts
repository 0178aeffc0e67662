// Review sheets honour the grade offline: their key points read shorter at grade 4 than at grade 11 over the
// tuning sections, each one the text's sentence or a whole sentence cut from one (the other kinds are measured
// in offline-grade-level.test.ts).
import { buildSpec } from '../content.request';
import { isDeletionOf } from '../__measures__/grade.quality';
import { buildOfflineDraft } from '../offline.provider';
import { isWholeSentence } from '../language/sentence.simplify';
import { type ReviewSheetDraft } from '../kinds/review-sheet/review.schema';
import { corpusText, readingOf, tuningIds } from './tuning-readings';

describe('grade level honoured offline on the real corpus', () => {
  test('review sheets: key points shorter at grade 4, each one the text’s sentence or a whole sentence cut from one', () => {
    let words4 = 0;
    let words11 = 0;
    for (const id of tuningIds) {
      const file = `${id}.txt`;
      const text = corpusText(id);
      const reading = readingOf(id);
      const sheet = (grade: string) =>
        buildOfflineDraft(
          buildSpec({
            request: {
              kind: 'review_sheet',
              difficulty: 'mixed',
              include_answer_key: true,
              grade_level: grade,
            } as never,
            sourceText: text,
            sourceName: file,
            sourceType: 'file',
            reading,
          }),
        ) as ReviewSheetDraft;
      // Mean words a point, over the sheets that have points of the text's own (not only "I can…").
      const count = (points: string[]) =>
        points.length ? points.reduce((n, p) => n + p.split(/\s+/).length, 0) / points.length : 0;
      const young = sheet('4').key_points.filter((p) => !p.startsWith('I can'));
      const old = sheet('11').key_points.filter((p) => !p.startsWith('I can'));
      if (young.length && old.length) {
        words4 += count(young);
        words11 += count(old);
      }
      for (const point of young.filter(
        (p) => !reading.sentences.some((s) => s.text === p) && !/→|are compared:/.test(p),
      )) {
        expect(isWholeSentence(point)).toBe(true);
        expect(reading.sentences.some((s) => isDeletionOf(point, s.text))).toBe(true);
      }
    }
    expect(words4).toBeLessThan(words11);
  });
});
