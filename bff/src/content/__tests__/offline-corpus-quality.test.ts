// Offline material measured per tuning section of the reading corpus (bff/src/content/__fixtures__/corpus,
// see its README): held-out books are never read here, only by the bench's totals.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText } from '../../extraction';
import { measureText, type CorpusEntry } from '../__measures__/offline.quality';
import {
  VOCAB_SHORT,
  STEPS_LOST,
  QUIZ_SHORT,
  FOUND_SHORT,
  LEAST_COUNT,
  ONE_PART,
  QUIZ_SECTIONS_SHORT,
  FILE_TERMS,
} from './offline-corpus-quality.measured';

const dir = join(__dirname, '../__fixtures__/corpus');
const manifest = JSON.parse(readFileSync(join(dir, 'sections.json'), 'utf8')) as {
  texts: Array<CorpusEntry & { key_terms: string[] }>;
};
const tuning = manifest.texts.filter((t) => t.set === 'tuning');

// Every tuning section as txt and docx; pdf and pptx for a textbook section and a lesson plan (the bench reads all four).
const cases = tuning.flatMap((t) => [
  [t.id, 'txt'],
  [t.id, 'docx'],
  ...(t.id === 'os-physics-scientific-methods' || t.id === 'cs-unplugged-parity-magic'
    ? [
        [t.id, 'pdf'],
        [t.id, 'pptx'],
      ]
    : []),
]) as Array<[string, string]>;

describe('offline material on the reading corpus (tuning sections)', () => {
  test.each(cases)(
    '%s (%s): key-term vocabulary, distinct cloze answers, grounded quiz across sections, steps in order, matching descriptions, puzzle clues',
    async (id, format) => {
      const entry = tuning.find((t) => t.id === id)!;
      const file = `${id}.${format}`;
      const extracted = await extractText(file, readFileSync(join(dir, file)));
      const q = measureText(entry, format, file, extracted.text, extracted.marks);
      if (entry.key_terms.length >= 3) expect(q.vocabKeyShare).toBeGreaterThanOrEqual(VOCAB_SHORT[file] ?? 0.6);
      expect(q.clozeDistinct).toBe(1);
      expect(q.quizQuestions).toBeLessThanOrEqual(10);
      expect(q.quizQuestions).toBeGreaterThanOrEqual(QUIZ_SHORT[id] ?? 10);
      expect(q.quizFound).toBeGreaterThanOrEqual(FOUND_SHORT[id] ?? q.quizQuestions);
      // Routine questions only fill a thin file's quiz up to the least count, never past it.
      expect(q.quizQuestions - q.quizFound).toBeLessThanOrEqual(Math.max(0, LEAST_COUNT - q.quizFound));
      // From three sections, or as many as a short quiz can spread over (two questions a section).
      expect(q.quizSections).toBeGreaterThanOrEqual(
        ONE_PART[id] ?? QUIZ_SECTIONS_SHORT[file] ?? Math.min(3, q.textSections, Math.ceil(q.quizQuestions / 2)),
      );
      // The flowchart, cycle and sequence diagrams keep the text's steps in its order.
      if (q.stepsInOrder !== null) expect(q.stepsOut).toEqual(STEPS_LOST[file] ?? []);
      expect(q.titlePasted).toBe(0);
      // The matching sheet: descriptions only, none naming its own term, as many pairs as the file defines, up to
      // 10, none from the general word list (offline-matching.test.ts reads them closer).
      // The printed crossword and word search: descriptions as clues and hints, none naming its answer, the file's
      // own terms only, up to the ten asked (offline-puzzle-clues.test.ts).
      const [matching, crossword, wordSearch] = FILE_TERMS[file] ?? FILE_TERMS[id] ?? [0, 0, 0];
      expect(q.matching).toMatchObject({ blanked: 0, ownTerm: 0, fromWordList: 0, pairs: matching });
      expect(q.crossword).toMatchObject({ blanked: 0, ownTerm: 0, fromWordList: 0, pairs: crossword });
      expect(q.wordSearch).toMatchObject({ blanked: 0, ownTerm: 0, fromWordList: 0, pairs: wordSearch });
      // Fewer than three: no sheet (a 422), never a sheet of one or two pairs.
      const notMade = [...(matching ? [] : ['matching']), ...(crossword ? [] : ['crossword'])];
      expect(q.notMade.filter((s) => s !== 'vocabulary' && s !== 'word search')).toEqual(notMade);
      expect(q.notMade.includes('word search')).toBe(wordSearch === 0);
      for (const n of [matching, crossword, wordSearch]) expect(n === 0 || n >= 3).toBe(true);
      // The review sheet's vocabulary and the plan's chart: descriptions, none naming its term (offline-vocabulary-entries.test.ts).
      expect(q.entries).toMatchObject({
        review: { blanked: 0, ownTerm: 0 },
        chart: { blanked: 0, ownTerm: 0 },
        chartSentences: 0,
      });
    },
  );
});
