// Crossword clues and word-search hints a teacher can hand out: each a description the file gives
// (never its sentence with the answer blanked), none naming its answer by lemma, every asked answer
// placed in the grid; every answer is a term of the file: one that describes fewer terms than asked gets a
// shorter puzzle (and a note on the page), one that describes fewer than three a 422 - never general
// academic words (offline/file-terms.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crosswordProblems } from '../checks/puzzle.checks';
import { assemblePuzzle } from '../kinds/puzzle/puzzle.assemble';
import { buildSpec } from '../content.request';
import { ACADEMIC_WORDS } from '../offline/academic.words';
import { puzzleClues } from '../__measures__/clue.quality';
import { matchingQuality } from '../__measures__/matching.quality';
import { buildOfflineDraft } from '../offline.provider';
import { givesAway } from '../language/term-mentions';
import { type PuzzleDraft } from '../kinds/puzzle/puzzle.schema';
import { readUpload } from '../source';
import { createContentEngine } from '../index';
import { createOfflineProvider } from '../offline.provider';

const dir = join(__dirname, '../__fixtures__/corpus');
// Every tuning section of the reading corpus (held-out books are only measured, corpus README).
const ids = (
  JSON.parse(readFileSync(join(dir, 'sections.json'), 'utf8')) as { texts: Array<{ id: string; set: string }> }
).texts
  .filter((t) => t.set === 'tuning')
  .map((t) => t.id);
const corpus = (id: string) => readFileSync(join(dir, `${id}.txt`), 'utf8');
const wordList = new Map(ACADEMIC_WORDS.map(([w, m]) => [w, m.toLowerCase()]));
/** The clue without the word lengths a multi-word answer gets ("(7, 6)"). */
const bare = (clue: string) => clue.replace(/\s\(\d+(?:, \d+)+\)$/, '');

function crossword(text: string, name = 'notes.txt', count = 10) {
  const reading = readUpload(text, name);
  const request = {
    kind: 'puzzle',
    puzzle_type: 'crossword',
    difficulty: 'mixed',
    num_questions: count,
    include_answer_key: true,
  } as never;
  const spec = buildSpec({ request, sourceText: text, sourceName: name, sourceType: 'file', reading });
  const draft = buildOfflineDraft(spec) as PuzzleDraft;
  const block = assemblePuzzle(spec, draft)[0].blocks[0];
  if (block.type !== 'crossword') throw new Error('not a crossword');
  return { draft, block };
}

describe('crossword clues and word-search hints from the real corpus texts', () => {
  test.each(ids)(
    '%s: every answer the file’s, every clue a description, none naming its answer, 3 to 10 placed or a 422',
    (id) => {
      const clues = (type: 'crossword' | 'word_search') => {
        const reading = readUpload(corpus(id), `${id}.txt`);
        const q = puzzleClues(type, `${id}.txt`, corpus(id), reading);
        if (q.made) return q;
        // Not made (the measure's "not made"): the engine's answer is a 422 that says why.
        const request = { kind: 'puzzle', puzzle_type: type, difficulty: 'mixed', num_questions: 10 } as never;
        const spec = buildSpec({
          request,
          sourceText: corpus(id),
          sourceName: `${id}.txt`,
          sourceType: 'file',
          reading,
        });
        let err: unknown;
        try {
          buildOfflineDraft(spec);
        } catch (e) {
          err = e;
        }
        expect(err).toMatchObject({
          status: 422,
          detail: expect.stringMatching(/^Your file defines (no|only \d) term/),
        });
        return null;
      };
      const cw = clues('crossword');
      if (cw) {
        expect(cw.printed.length).toBeGreaterThanOrEqual(3);
        expect(cw.printed.length).toBeLessThanOrEqual(10);
        expect(cw).toMatchObject({ blanked: 0, ownTerm: 0, fromWordList: 0 });
        for (const p of cw.printed) expect(p.clue).not.toMatch(/^In the text:|_{3}/);
      }
      const ws = clues('word_search');
      if (ws) {
        expect(ws.printed.length).toBeGreaterThanOrEqual(3);
        expect(ws.printed.length).toBeLessThanOrEqual(10);
        expect(ws).toMatchObject({ blanked: 0, ownTerm: 0, fromWordList: 0 });
        // The hints table prints each word beside its hint, so a hint carries no word lengths.
        for (const p of ws.printed) expect(p.clue).not.toMatch(/\(\d+(?:, \d+)+\)$/);
      }
    },
  );

  test('a text that describes enough terms fills the crossword with them, no word-list filler', () => {
    // The scientific-methods section ends with its book's Key Terms, as the file is uploaded.
    const { draft, block } = crossword(corpus('os-physics-scientific-methods'), 'methods.txt');
    expect(crosswordProblems(block)).toEqual([]);
    // No word-list entry tops it up: "model", "experiment" and "theory" are on the word list and in this file's own
    // glossary, so an answer is word-list filler only when its clue is the word list's meaning.
    expect(draft.words.filter((w) => wordList.get(w.word) === bare(w.clue).toLowerCase())).toEqual([]);
  });

  // The glossary's "… true in all circumstances studied thus far" points at the course, not at the law: cut.
  test('a clue is the glossary meaning cut to its core, never reworded', () => {
    const { draft } = crossword(corpus('os-physics-scientific-methods'), 'methods.txt');
    const law = draft.words.find((w) => w.word === 'scientific law')!;
    expect(bare(law.clue)).toBe('Pattern in nature that is true in all circumstances');
  });

  test('a number is no answer: the grid would hold STAGESLEEP for "stage 1 sleep"', () => {
    const { draft } = crossword(
      'Sleep\n\nSleep has stages. Stage 1 sleep is light sleep, and stage 2 sleep is deeper. Sleep spindles come in stage 2 sleep. ' +
        'A dream is a story the mind tells in sleep. Melatonin helps the body get ready for sleep, and insomnia keeps it awake.\n\n' +
        'Key Terms\n\n- stage 1 sleep: the lightest sleep, between waking and sleeping\n' +
        '- stage 2 sleep: a deeper sleep in which sleep spindles appear\n- sleep spindle: a short burst of fast brain waves\n' +
        // A file's crossword takes only its own terms and needs three (offline/file-terms.ts).
        '- dream: a story the mind tells in sleep\n- melatonin: a hormone that makes the body ready for sleep\n' +
        '- insomnia: trouble falling asleep or staying asleep\n',
      'sleep.txt',
    );
    expect(draft.words.length).toBeGreaterThanOrEqual(3);
    expect(draft.words.filter((w) => /\d/.test(w.word))).toEqual([]);
    // Over the corpus too: no answer holds a digit (a file with fewer than three terms has no crossword: a 422).
    for (const id of ids) {
      let words: string[] = [];
      try {
        words = crossword(corpus(id), `${id}.txt`).draft.words.map((w) => w.word);
      } catch (err) {
        expect(err).toMatchObject({ status: 422 });
      }
      expect([id, words.filter((w) => /\d/.test(w))]).toEqual([id, []]);
    }
  });

  test('a text that describes two terms gets no crossword of academic words: a 422 saying what to make instead', () => {
    const text =
      'Volcanoes\n\nVolcanoes erupt when pressure builds up in the chamber below them. A vent is an opening in the crust through which gas escapes. ' +
      'A crater is a bowl-shaped hole at the top of the mountain. Eruptions can change the weather for years after they happen.';
    expect(() => crossword(text, 'volcano.txt', 8)).toThrow(
      /^Your file defines only 2 terms that can go on a crossword, and it needs at least 3\./,
    );
  });

  test('a text that describes six terms: a crossword and a word search of those (fewer than asked), the page says why', async () => {
    const text = corpus('os-physics-newtons-first-law');
    const { draft, block } = crossword(text, 'newton.txt');
    expect(matchingQuality(draft.words.map((w) => ({ term: w.word, match: w.clue }))).fromWordList).toBe(0);
    expect(crosswordProblems(block)).toEqual([]);
    expect(block.entries.length).toBeGreaterThanOrEqual(3);
    expect(block.entries.length).toBeLessThan(10);
    // Each clue a description the file gives, none naming its answer.
    for (const w of draft.words) {
      expect(w.clue).not.toMatch(/_{3}|^In the text:/);
      expect(givesAway(bare(w.clue), w.word)).toBe(false);
    }
    const engine = createContentEngine(createOfflineProvider());
    const input = (puzzle_type: string) => ({
      request: {
        kind: 'puzzle',
        puzzle_type,
        difficulty: 'mixed',
        num_questions: 10,
        include_answer_key: true,
      } as never,
      sourceText: text,
      sourceName: 'newton.txt',
      sourceType: 'file' as const,
      reading: readUpload(text, 'newton.txt'),
    });
    const ws = await engine.generate(input('word_search'));
    expect(ws.notice).toBe('Your file defines 6 terms, so this word search has 6 words.');
    const cw = await engine.generate(input('crossword'));
    const placed = cw.sections.flatMap((s) => s.blocks).find((b) => b.type === 'crossword');
    const n = placed?.type === 'crossword' ? placed.entries.length : 0;
    expect(cw.notice).toBe(
      `Your file's terms give ${n} words that cross in one grid, so this crossword has ${n} words.`,
    );
  });
});
