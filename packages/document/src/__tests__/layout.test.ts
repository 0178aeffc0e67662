import type { QuestionBlock } from '@lessonloom/contracts';
import { crossword, kindDocs, wordSearch, worksheetDoc } from '../fixtures';
import { answerText, crosswordGrid, letter, needsAnswerKey, widenBlanks, wordSearchCells, writingLines } from '..';

describe('layout helpers', () => {
  it('letters options like a teacher would: A..Z then AA', () => {
    expect([letter(0), letter(3), letter(25), letter(26)]).toEqual(['A', 'D', 'Z', 'AA']);
  });

  it('writes the key answer with the same letter the student saw', () => {
    const q: QuestionBlock = {
      type: 'question',
      number: 1,
      question_type: 'multiple_choice',
      prompt: 'p',
      options: ['x', 'y', 'z'],
      answer: 'z',
    };
    expect(answerText(q)).toBe('C. z');
    expect(answerText({ ...q, question_type: 'short_answer', options: undefined, answer: 'free text' })).toBe(
      'free text',
    );
  });

  it('sizes writing space to the question', () => {
    const base = { type: 'question', number: 1, prompt: 'p', answer: 'a' } as const;
    expect(writingLines({ ...base, question_type: 'essay' })).toBeGreaterThanOrEqual(8);
    expect(writingLines({ ...base, question_type: 'short_answer' })).toBe(3);
    expect(writingLines({ ...base, question_type: 'short_answer', answer_lines: 5 })).toBe(5);
    expect(writingLines({ ...base, question_type: 'fill_blank', prompt: 'The ___ is red.' })).toBe(0);
    expect(writingLines({ ...base, question_type: 'multiple_choice' })).toBe(0);
    expect(widenBlanks('a ___ b').length).toBeGreaterThan('a ___ b'.length);
  });

  it('builds the crossword grid with numbers and blocked squares', () => {
    const grid = crosswordGrid(crossword());
    expect(grid[0].map((c) => c?.letter).join('')).toBe('PLANT');
    expect(grid[0][0]?.number).toBe(1);
    expect(grid[3][2]).toEqual({ letter: 'M', number: 4 });
    expect(grid[1][1]).toBeNull();
    expect(grid.map((r) => r[0]?.letter ?? '').join('')).toBe('POLLEN');
  });

  it('marks exactly the cells of each hidden word', () => {
    const ws = wordSearch(['LEAF', 'ROOT']);
    const cells = wordSearchCells(ws);
    for (const p of ws.placements) {
      const word = [...p.word].map((_, k) => ws.grid[p.row + p.dr * k][p.col + p.dc * k]).join('');
      expect(word).toBe(p.word);
    }
    expect(cells.size).toBeLessThanOrEqual(8);
    expect(cells.size).toBeGreaterThanOrEqual(7);
  });
});

describe('answer keys', () => {
  const byKind = new Map(kindDocs().map((d) => [d.kind, d]));

  it('are made only for documents with something to key', () => {
    for (const kind of ['lesson_plan', 'rubric', 'parent_handout'] as const) {
      // Even when the teacher left "include answer key" on.
      expect(needsAnswerKey({ ...byKind.get(kind)!, include_answer_key: true })).toBe(false);
    }
    for (const kind of ['quiz', 'test', 'worksheet', 'puzzle', 'review_sheet', 'exit_ticket', 'diagram'] as const)
      expect(needsAnswerKey({ ...byKind.get(kind)!, include_answer_key: true })).toBe(true);
    expect(needsAnswerKey(worksheetDoc('graphic_organizer'))).toBe(false);
    expect(needsAnswerKey({ ...byKind.get('quiz')!, include_answer_key: false })).toBe(false);
  });
});
