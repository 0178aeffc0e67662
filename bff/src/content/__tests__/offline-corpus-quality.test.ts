// Offline material measured per tuning section of the reading corpus (bff/src/content/__fixtures__/corpus,
// see its README): held-out books are never read here, only by the bench's totals.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText } from '../../extraction';
import { measureText, type CorpusEntry } from '../__measures__/offline.quality';

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

/**
 * Vocabulary sheets below the 60% goal, at the share they reach (measured 25 Nov) so a drop still
 * fails. Only sections whose book marks three or more key terms are held to it: fiction, memoirs and
 * the lesson plans without bold terms have none to find. The plain .txt loses the bold that tells the
 * reader which words are the book's (types of waves 40% as txt, 63% as docx).
 */
const VOCAB_SHORT: Record<string, number> = {
  'os-physics-newtons-first-law.txt': 0.57,
  'os-physics-types-of-waves.txt': 0.4,
  'os-physics-radioactivity.txt': 0.4,
  'os-anthropology-gathering-and-hunting.txt': 0.2,
  'os-anthropology-gathering-and-hunting.docx': 0.5,
  'os-college-success-memory.txt': 0.4,
  'os-college-success-memory.docx': 0.4,
  'os-college-success-career-planning.txt': 0,
  'os-college-success-career-planning.docx': 0,
  'cs-unplugged-how-binary-digits-work.txt': 0.4,
  'cs-unplugged-how-binary-digits-work.docx': 0.4,
  'cs-unplugged-parity-magic.txt': 0,
  'cs-unplugged-parity-magic.docx': 0.2,
  'cs-unplugged-parity-magic.pdf': 0,
  'cs-unplugged-parity-magic.pptx': 0.4,
  'cs-unplugged-divide-and-conquer.txt': 0.2,
  'cs-unplugged-divide-and-conquer.docx': 0.2,
  'cs-unplugged-colour-by-numbers.txt': 0.2,
  'cs-unplugged-colour-by-numbers.docx': 0.4,
};
/**
 * Processes whose steps the diagrams do not keep in order yet, by file: a known shortfall, listed so that a
 * fix (or a further loss) shows here. The processes told in prose ("An investigation often begins with …
 * an observation … devise a hypothesis … test the hypothesis by performing an experiment") and as
 * imperative headings (source.sequence.ts) are kept. Every other file is held to nothing lost.
 */
const STEPS_LOST: Record<string, string[]> = {
  // The career-planning steps are its imperative headings: the PDF and slide extractions do not give them
  // as headings, so only the plain text and the DOCX have them.
  'os-college-success-career-planning.pdf': ['flowchart', 'cycle', 'sequence'],
  'os-college-success-career-planning.pptx': ['flowchart', 'cycle', 'sequence'],
};
/**
 * From a file a quiz has as many questions as the text has different things to ask, up to the count
 * (never one sentence or fact twice, true/false answers not all "True"; the page says so). Sections that
 * give fewer than 10, measured 26 Nov: two lesson plans whose sentences are mostly directions, a fable and
 * nature writing.
 */
const QUIZ_SHORT: Record<string, number> = {
  'cs-unplugged-how-binary-digits-work': 4,
  'cs-unplugged-check-digits': 9,
  'aesop-fables-3': 8,
  'muir-yosemite': 8,
};

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
      expect(q.quizFound).toBe(q.quizQuestions);
      // From three sections, or as many as a short quiz can spread over (two questions a section).
      expect(q.quizSections).toBeGreaterThanOrEqual(Math.min(3, q.textSections, Math.ceil(q.quizQuestions / 2)));
      // The flowchart, cycle and sequence diagrams keep the text's steps in its order.
      if (q.stepsInOrder !== null) expect(q.stepsOut).toEqual(STEPS_LOST[file] ?? []);
      expect(q.titlePasted).toBe(0);
      // The matching sheet: descriptions only, none naming its own term, 6 to 10 pairs (offline-matching.test.ts reads them closer).
      expect(q.matching).toMatchObject({ blanked: 0, ownTerm: 0 });
      expect(q.matching.pairs).toBeGreaterThanOrEqual(6);
      expect(q.matching.pairs).toBeLessThanOrEqual(10);
      // The printed crossword and word search: descriptions as clues and hints, none naming its answer, all ten placed (offline-puzzle-clues.test.ts).
      expect(q.crossword).toMatchObject({ blanked: 0, ownTerm: 0, pairs: 10 });
      expect(q.wordSearch).toMatchObject({ blanked: 0, ownTerm: 0, pairs: 10 });
      // The review sheet's vocabulary and the plan's chart: descriptions, none naming its term (offline-vocabulary-entries.test.ts).
      expect(q.entries).toMatchObject({
        review: { blanked: 0, ownTerm: 0 },
        chart: { blanked: 0, ownTerm: 0 },
        chartSentences: 0,
      });
    },
  );
});
