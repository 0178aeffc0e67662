// A vocabulary clue never blanks half of a hyphened word ("calculate the last _____ on a 13-_____ barcode"):
// the sentence is passed over for another of the term's sentences (offline/vocabulary.ts, language/term-pattern.ts
// `halfOfHyphened`). On CS Unplugged's check digits, where a teacher found it, and Darwin's coral reefs.
import { buildSpec } from '../content.request';
import { buildOfflineDraft } from '../offline.provider';
import { halfOfHyphened } from '../language/term-pattern';
import { corpusText, readingOf } from './tuning-readings';

const vocabSheet = (id: string) =>
  JSON.stringify(
    buildOfflineDraft(
      buildSpec({
        request: {
          kind: 'worksheet',
          worksheet_style: 'vocab',
          difficulty: 'mixed',
          num_questions: 10,
          include_answer_key: true,
        } as never,
        sourceText: corpusText(id),
        sourceName: `${id}.txt`,
        sourceType: 'file',
        reading: readingOf(id),
      }),
    ),
  );

test('half of a hyphened word is a use of the term a blank cannot take', () => {
  expect(halfOfHyphened('Here’s how to calculate the last digit on a 13-digit barcode.', 'digit')).toBe(true);
  expect(halfOfHyphened('Like most gathering-hunting peoples, the Hadza hunt.', 'hunting')).toBe(true);
  expect(halfOfHyphened('The check digit is the last digit.', 'digit')).toBe(false);
  expect(halfOfHyphened('A check-digit is added.', 'check-digit')).toBe(false);
});

test.each(['cs-unplugged-check-digits', 'beagle-coral-reefs'])('%s: no clue blanks half a word', (id) => {
  const sheet = vocabSheet(id);
  expect(sheet).toContain('_____');
  expect(sheet.match(/[\p{L}\p{N}]-_{3,}|_{3,}-[\p{L}\p{N}]/gu)).toBeNull();
});
