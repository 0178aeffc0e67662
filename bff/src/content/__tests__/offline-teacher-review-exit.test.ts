// The offline review sheet and exit ticket from a file, read as a teacher would judge them: key points from
// every part, the text's own definitions, practice spread over the parts, every item keyed.
import { type QuestionsDraft } from '../kinds/questions/questions.schema';
import { type ReviewSheetDraft } from '../kinds/review-sheet/review.schema';
import { pickQuestions } from '../offline/question.pool';
import { draftOf, fileInput, fold } from './offline-teacher-kinds.shared';

// Each case generates a kind from every tuning section it reads (some from .docx): minutes on two shared,
// loaded cores.
jest.setTimeout(600_000);

describe('offline review sheet and exit ticket from a file', () => {
  test.each([
    'os-college-success-memory',
    'os-physics-scientific-methods',
    'os-physics-types-of-waves',
    'os-anthropology-elements-of-culture',
  ])('%s: key points from every part, the text’s definitions, practice from several parts, all keyed', async (id) => {
    const input = await fileInput(id, 'review_sheet', {}, 'docx');
    const r = draftOf<ReviewSheetDraft>(input);
    const reading = input.reading!;
    const sectionOf = (s: string) => reading.sentences.find((x) => s.includes(x.text))?.section;
    const parts = reading.sections
      .map((s, i) => ({ s, i }))
      .filter(
        ({ s }) =>
          s.heading &&
          !/^key terms|glossary|summary$/i.test(s.heading.trim()) &&
          s.heading.trim() !== reading.title &&
          // A part of instructions only ("Learning Outcomes": "Define the concept of …") has no point to review.
          reading.sentences.slice(s.first, s.last + 1).some((x) => x.usable),
      );
    const covered = new Set(r.key_points.map(sectionOf).filter((x) => x !== undefined));
    for (const { i } of parts)
      expect({ part: reading.sections[i].heading, covered: covered.has(i) || parts.length > 6 }).toEqual({
        part: reading.sections[i].heading,
        covered: true,
      });
    expect(r.summary).toContain(reading.title);
    for (const v of r.vocabulary) expect(v.definition.split(/\s+/).length).toBeGreaterThanOrEqual(3);
    const qSections = new Set(
      r.questions
        .map((q) => reading.sentences.find((s) => s.text === q.source_passage)?.section)
        .filter((x) => x !== undefined),
    );
    // Spread over the parts the text's own questions can come from: after one-fact-once and the swap-sense
    // rule, the memory section's whole supply is five questions from two parts, and a sheet cannot spread
    // further than its supply; a selection that stops spreading still fails here.
    const supply = new Set(
      pickQuestions(reading, {
        count: 40,
        difficulty: 'mixed',
        seed: 'supply',
        topic: reading.title,
        passageFallback: null,
      })
        .map((q) => reading.sentences.find((s) => s.text === q.source_passage)?.section)
        .filter((x) => x !== undefined),
    );
    expect(qSections.size).toBeGreaterThanOrEqual(Math.min(3, parts.length, supply.size));
    for (const q of r.questions) expect(q.answer.trim()).not.toBe('');

    const exit = draftOf<QuestionsDraft>(await fileInput(id, 'exit_ticket', {}, 'docx'));
    expect(exit.questions).toHaveLength(5);
    const eSections = new Set(
      exit.questions.map((q) => reading.sentences.find((s) => s.text === q.source_passage)?.section),
    );
    expect(eSections.size).toBeGreaterThanOrEqual(Math.min(2, parts.length));
    for (const q of exit.questions) {
      expect(fold(input.text)).toContain(fold(q.source_passage!));
      expect(q.answer.trim()).not.toBe('');
      if (q.options) expect(q.options).toContain(q.answer);
    }
  });
});
