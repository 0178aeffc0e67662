import {
  DIAGRAM_TYPES,
  PUZZLE_TYPES,
  WORKSHEET_STYLES,
  type GeneratedDocument,
  type QuestionBlock,
} from '@lessonloom/contracts';
import { createOfflineProvider } from '../offline.provider';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { documentProblems } from '../content.checks';
import { buildSpec } from '../content.request';
import { asFactItem, repeatedFacts } from '../checks/same-fact.check';
import { createContentEngine } from '../index';
import { buildCandidates } from '../offline/question.forms';
import { readSource } from '../source';
import { negates } from '../language/negate';
import { FRENCH_REVOLUTION, PHOTOSYNTHESIS, REPEATED_PAGES, SHORT } from './fixtures';

const engine = createContentEngine(createOfflineProvider());
const blocks = (d: GeneratedDocument) => d.sections.flatMap((s) => s.blocks);
const questions = (d: GeneratedDocument) => blocks(d).filter((b): b is QuestionBlock => b.type === 'question');

type Case = [string, Parameters<typeof generationInput>[0]];
const cases: Case[] = [
  ['lesson_plan', { kind: 'lesson_plan' }],
  ['rubric', { kind: 'rubric' }],
  ['parent_handout', { kind: 'parent_handout' }],
  ['review_sheet', { kind: 'review_sheet' }],
  ...WORKSHEET_STYLES.map((s): Case => [`worksheet ${s}`, { kind: 'worksheet', worksheet_style: s }]),
];
const counted: Case[] = [
  ['quiz', { kind: 'quiz' }],
  ['test', { kind: 'test' }],
  ['exit_ticket', { kind: 'exit_ticket' }],
  ...DIAGRAM_TYPES.map((t): Case => [`diagram ${t}`, { kind: 'diagram', worksheet_style: t }]),
  ...PUZZLE_TYPES.map((p): Case => [`puzzle ${p}`, { kind: 'puzzle', puzzle_type: p }]),
];
const sources: Array<[string, string | undefined, string]> = [
  ['file', PHOTOSYNTHESIS, 'photosynthesis.pdf'],
  ['short file', SHORT, 'volcano.txt'],
  ['non-ASCII file', FRENCH_REVOLUTION, 'révolution.docx'],
  ['repeated pages file', REPEATED_PAGES, 'unit3.pdf'],
  ['topic', undefined, 'Fractions and decimals'],
];

// A sheet of terms from a file holds only the file's own terms (offline/file-terms.ts): how many each fixture
// gives per sheet, read from the fixture's defined and marked terms; null = fewer than three, so a 422 that
// says what to make instead. Each puzzle then has min(asked, this) words, with the page's note when fewer.
const FILE_TERMS: Record<string, Record<string, number | null>> = {
  // Measured 26 Nov once the definition forms are read (source.definition-forms.ts): "The process that
  // releases energy from glucose is called cellular respiration" is a fourth pair; 2, 3 and 3 before. Then
  // (session 10) a bare "called" after a noun names a kind: "tiny structures called chloroplasts" and "small
  // openings called stomata" give the puzzles two more right pairs (word search 3 -> 5, crossword and
  // matching game 4 -> 6); the matching and vocabulary sheets keep their counts.
  file: { matching: 3, vocab: 5, word_search: 5, crossword: 6, matching_game: 6 },
  'short file': { matching: null, vocab: null, word_search: null, crossword: null, matching_game: null },
  'non-ASCII file': { matching: null, vocab: null, word_search: null, crossword: null, matching_game: null },
  'repeated pages file': { matching: 3, vocab: 5, word_search: 5, crossword: 6, matching_game: 6 },
};
const tooFew = (sheet: string) => ({
  status: 422,
  detail: expect.stringMatching(
    new RegExp(
      `^Your file defines (no terms|only [12] terms?) that can go on ${sheet}, and it needs at least 3\\. Make a quiz or a cloze worksheet from this file instead`,
    ),
  ),
});
const FEW_OPEN = new Set(['short file', 'non-ASCII file']);
const SHEET = { matching: 'a matching sheet', vocab: 'a vocabulary sheet' } as Record<string, string>;
const PUZZLE = { word_search: 'a word search', crossword: 'a crossword', matching_game: 'a matching game' } as Record<
  string,
  string
>;

describe.each(sources)('offline provider, %s source', (label, text, name) => {
  test.each(cases)('%s is a checked, offline document', async (__, fields) => {
    const input = generationInput({ ...fields, difficulty: 'mixed' }, text, name);
    const fileTerms = fields.kind === 'worksheet' ? FILE_TERMS[label]?.[fields.worksheet_style ?? ''] : undefined;
    if (fileTerms === null) {
      await expect(engine.generate(input)).rejects.toMatchObject(tooFew(SHEET[fields.worksheet_style!]));
      return;
    }
    // The short files give no two questions with a model answer from their words: no critical-thinking sheet.
    if (fields.worksheet_style === 'critical_thinking' && FEW_OPEN.has(label)) {
      await expect(engine.generate(input)).rejects.toMatchObject({
        status: 422,
        detail: expect.stringMatching(/^Your file gives .+ a critical-thinking sheet needs at least 2\./),
      });
      return;
    }
    const doc = await engine.generate(input);
    expect(doc.offline_draft).toBe(true);
    expect(doc.kind).toBe(fields.kind);
    expect(doc.source).toEqual({ type: text ? 'file' : 'topic', name });
    expect(documentProblems(buildSpec(input), doc)).toEqual([]);
    if (fields.kind === 'worksheet') expect(doc.worksheet_style).toBe(fields.worksheet_style);
    if (text) for (const q of questions(doc)) expect(q.source_passage).toBeTruthy();
  });

  // From a file, questions stop where the file runs out of different things to ask (never one
  // sentence or fact twice) and the page says so; a topic gives exactly the count, a file's puzzle up to its own terms.
  const exact = (kind: string) => !text || kind === 'puzzle';
  test.each(counted.flatMap(([label, f]) => [3, 17, 50].map((n): [string, number, Case[1]] => [label, n, f])))(
    '%s gives %i items, or fewer different ones from a short file',
    async (__, n, fields) => {
      const input = generationInput({ ...fields, num_questions: String(n), difficulty: 'hard' }, text, name);
      const fileTerms = fields.kind === 'puzzle' ? FILE_TERMS[label]?.[fields.puzzle_type!] : undefined;
      if (fileTerms !== undefined && (fileTerms === null || fileTerms < 3)) {
        await expect(engine.generate(input)).rejects.toMatchObject(tooFew(PUZZLE[fields.puzzle_type!]));
        return;
      }
      const doc = await engine.generate(input);
      const all = blocks(doc);
      const items =
        fields.kind === 'puzzle'
          ? all.reduce(
              (k, b) =>
                k +
                (b.type === 'word_search'
                  ? b.words.length
                  : b.type === 'crossword'
                    ? b.entries.length
                    : b.type === 'matching'
                      ? b.left.length
                      : 0),
              0,
            )
          : questions(doc).length;
      if (fields.kind === 'puzzle') {
        // A file's puzzle has as many words as asked while its terms last, and the page says why when fewer.
        expect(items).toBe(fileTerms === undefined ? n : Math.min(n, fileTerms));
        if (fileTerms !== undefined && items < n)
          expect(doc.notice).toBe(
            fields.puzzle_type === 'crossword'
              ? `Your file's terms give ${items} words that cross in one grid, so this crossword has ${items} words.`
              : `Your file defines ${items} terms, so this ${PUZZLE[fields.puzzle_type!].slice(2)} has ${items} words.`,
          );
        else if (fileTerms !== undefined) expect(doc.notice).toBeUndefined();
      } else if (exact(fields.kind)) expect(items).toBe(n);
      else {
        expect(items).toBeLessThanOrEqual(n);
        expect(items).toBeGreaterThanOrEqual(Math.min(n, 3));
        if (items < n) expect(doc.notice).toMatch(/Your file gives \d+ different things? to ask/);
        expect(repeatedFacts(questions(doc).map(asFactItem))).toEqual([]);
      }
      const prompts = questions(doc).map((q) => q.prompt.toLowerCase());
      expect(new Set(prompts).size).toBe(prompts.length);
    },
  );
});

describe('offline drafts from a text', () => {
  const input = generationInput(
    { kind: 'quiz', num_questions: '20', difficulty: 'mixed' },
    PHOTOSYNTHESIS,
    'photosynthesis.pdf',
  );

  test('are deterministic', async () => {
    expect(await engine.generate(input)).toEqual(await engine.generate(input));
  });

  test('multiple choice uses real terms of the text and the blanked word is the answer', async () => {
    const doc = await engine.generate(input);
    const cloze = questions(doc).filter((q) => q.question_type === 'multiple_choice' && q.prompt.includes('_____'));
    // A short text asked for 20: one item per sentence and each word blanked once, so a few are blanks.
    expect(cloze.length).toBeGreaterThanOrEqual(1);
    for (const q of cloze) {
      for (const o of q.options!) expect(PHOTOSYNTHESIS.toLowerCase()).toContain(o.toLowerCase());
      const restored = q.prompt.replace(/^.*“(.*)”$/s, '$1').replace(/_____/g, q.answer);
      expect(q.source_passage!.toLowerCase()).toBe(restored.toLowerCase());
    }
  });

  test('true/false: a true statement is a sentence of the text; a false one is that sentence negated or swaps one key term, never a leading "Yet"', async () => {
    const doc = await engine.generate(input);
    const tf = questions(doc).filter((q) => q.question_type === 'true_false');
    const answers = tf.map((q) => q.answer);
    // Never a run of "True": a true statement waits for a false one once it is ahead.
    expect(answers.filter((x) => x === 'True').length).toBeLessThanOrEqual(
      answers.filter((x) => x === 'False').length + 1,
    );
    // The false statements the text gives, whether or not this quiz used their sentences for another form.
    const swaps = buildCandidates(readSource(PHOTOSYNTHESIS, 'photosynthesis.pdf'), 'tf', 4).tf_false.map((c) => ({
      ...c.q,
      answer: 'False',
    }));
    expect(swaps.length).toBeGreaterThanOrEqual(1);
    for (const q of [...tf, ...swaps]) {
      const statement = q.prompt.replace(/^True or false: /, '');
      expect(statement).not.toMatch(/^(?:Yet|However|This|These|It|They)\b/);
      if (q.answer === 'True') expect(PHOTOSYNTHESIS).toContain(statement);
      else {
        expect(PHOTOSYNTHESIS).not.toContain(statement);
        expect(PHOTOSYNTHESIS).toContain(q.source_passage);
        expect(statement.split(' ').length).toBeGreaterThanOrEqual(q.source_passage!.split(' ').length - 2);
        // Negated by its own main verb (language/negate.ts), or one term swapped with no "not" put in.
        if (!negates(q.source_passage!, statement)) expect(statement).not.toMatch(/\bnot\b/);
      }
    }
  });

  test('the answer key switch drops explanations but keeps answers', async () => {
    const off = await engine.generate(
      generationInput({ kind: 'quiz', include_answer_key: 'false' }, PHOTOSYNTHESIS, 'p.pdf'),
    );
    expect(off.include_answer_key).toBe(false);
    expect(questions(off).every((q) => q.explanation === undefined && q.answer)).toBe(true);
    const on = await engine.generate(
      generationInput({ kind: 'quiz', include_answer_key: 'true' }, PHOTOSYNTHESIS, 'p.pdf'),
    );
    expect(questions(on).some((q) => q.explanation)).toBe(true);
  });

  test('grade and subject are carried into the document; a test is printed in parts with points', async () => {
    const doc = await engine.generate(
      generationInput(
        { kind: 'test', num_questions: '12', grade_level: 'Grade 5', subject: 'Science' },
        PHOTOSYNTHESIS,
        'p.pdf',
      ),
    );
    expect(doc).toMatchObject({ grade_level: 'Grade 5', subject: 'Science' });
    expect(doc.sections.map((s) => s.heading)).toEqual(expect.arrayContaining([expect.stringMatching(/^Part A: /)]));
    expect(questions(doc).every((q) => q.points! > 0)).toBe(true);
  });

  test('easy questions have three options, hard ones four', async () => {
    const easy = await engine.generate(generationInput({ kind: 'quiz', difficulty: 'easy' }, PHOTOSYNTHESIS, 'p.pdf'));
    const hard = await engine.generate(generationInput({ kind: 'quiz', difficulty: 'hard' }, PHOTOSYNTHESIS, 'p.pdf'));
    const mcOptions = (d: GeneratedDocument) =>
      questions(d)
        .filter((q) => q.question_type === 'multiple_choice' && q.prompt.startsWith('Which'))
        .map((q) => q.options!.length);
    expect(new Set(mcOptions(easy))).toEqual(new Set([3]));
    expect(new Set(mcOptions(hard))).toEqual(new Set([4]));
  });
});

describe('offline templates for a topic', () => {
  test('a lesson plan has objectives, materials, timed procedure adding up, assessment and differentiation', async () => {
    const doc = await engine.generate(generationInput({ kind: 'lesson_plan' }, undefined, 'The water cycle'));
    const headings = doc.sections.map((s) => s.heading);
    expect(headings).toEqual(
      expect.arrayContaining(['Learning Objectives', 'Materials', 'Procedure', 'Assessment', 'Differentiation']),
    );
    const table = doc.sections.find((s) => s.heading === 'Procedure')!.blocks[0];
    if (table.type !== 'table') throw new Error('procedure is a table');
    const minutes = table.rows.reduce((n, r) => n + parseInt(r[1], 10), 0);
    expect(doc.sections[0].blocks).toContainEqual({ type: 'paragraph', text: `Duration: ${minutes} minutes` });
    expect(JSON.stringify(doc)).toContain('water cycle');
  });

  test('a rubric is criteria by four levels', async () => {
    const doc = await engine.generate(generationInput({ kind: 'rubric' }, undefined, 'Persuasive essay'));
    const table = doc.sections.flatMap((s) => s.blocks).find((b) => b.type === 'table');
    if (table?.type !== 'table') throw new Error('rubric has a table');
    expect(table.columns).toEqual(['Criterion', 'Exemplary (4)', 'Proficient (3)', 'Developing (2)', 'Beginning (1)']);
    expect(table.rows.length).toBeGreaterThanOrEqual(3);
    expect(table.rows.every((r) => r.every((cell) => cell.length > 0))).toBe(true);
  });

  test('the specific prompt is used only when use_specific_prompt is true', async () => {
    const prompt = 'Students build a model bridge from paper and explain its design.';
    const off = await engine.generate(
      generationInput({ kind: 'rubric', specific_prompt: prompt, use_specific_prompt: 'false' }, undefined, 'Bridges'),
    );
    const on = await engine.generate(
      generationInput({ kind: 'rubric', specific_prompt: prompt, use_specific_prompt: 'true' }, undefined, 'Bridges'),
    );
    expect(JSON.stringify(off)).not.toContain('model bridge');
    expect(JSON.stringify(on)).toContain('model bridge');
  });
});
