import type { GeneratedDocument } from '@lessonloom/contracts';
import { createRng } from '../../../content/random';
import { randomizedVersion } from '../question-bank.shuffle';

const doc: GeneratedDocument = {
  kind: 'test',
  title: 'Unit test',
  difficulty: 'medium',
  include_answer_key: true,
  offline_draft: false,
  source: { type: 'topic', name: 'x' },
  sections: [
    {
      heading: 'Part A',
      blocks: [
        { type: 'paragraph', text: 'Read carefully.' },
        {
          type: 'question',
          number: 1,
          question_type: 'multiple_choice',
          prompt: 'Q1',
          options: ['a', 'b', 'c', 'd'],
          answer: 'c',
        },
        {
          type: 'question',
          number: 2,
          question_type: 'multiple_choice',
          prompt: 'Q2',
          options: ['e', 'f', 'g', 'h'],
          answer: 'e',
        },
        {
          type: 'question',
          number: 3,
          question_type: 'true_false',
          prompt: 'Q3',
          options: ['True', 'False'],
          answer: 'False',
        },
      ],
    },
    {
      heading: 'Part B',
      blocks: [
        {
          type: 'matching',
          start_number: 4,
          left: ['dog', 'cat', 'cow'],
          right: ['moo', 'woof', 'meow'],
          answers: [1, 2, 0],
        },
        { type: 'question', number: 7, question_type: 'short_answer', prompt: 'Q7', answer: 'seven' },
      ],
    },
  ],
};

describe('randomizedVersion', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('keeps every answer with its question and renumbers (seed %i)', (seed) => {
    const v = randomizedVersion(createRng(seed), doc, 'B');
    expect(v.title).toBe('Unit test (Version B)');
    const [a, b] = v.sections;
    expect(a.blocks[0]).toEqual({ type: 'paragraph', text: 'Read carefully.' });
    const qs = a.blocks.slice(1) as Array<{ prompt: string; number: number; options: string[]; answer: string }>;
    expect(qs.map((q) => q.number)).toEqual([1, 2, 3]);
    const answers: Record<string, string> = { Q1: 'c', Q2: 'e', Q3: 'False' };
    for (const q of qs) {
      expect(q.answer).toBe(answers[q.prompt]);
      expect(q.options).toContain(q.answer);
      if (q.prompt === 'Q3') expect(q.options).toEqual(['True', 'False']);
    }
    const m = b.blocks[0] as { start_number: number; left: string[]; right: string[]; answers: number[] };
    expect(m.start_number).toBe(4);
    const sound: Record<string, string> = { dog: 'woof', cat: 'meow', cow: 'moo' };
    m.left.forEach((animal, i) => expect(m.right[m.answers[i]]).toBe(sound[animal]));
    expect(b.blocks[1]).toEqual(expect.objectContaining({ prompt: 'Q7', number: 7 }));
  });

  it('moves options and questions across seeds', () => {
    const firsts = new Set<string>();
    const options = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const v = randomizedVersion(createRng(seed), doc, 'A');
      const q = v.sections[0].blocks[1] as { prompt: string; options: string[] };
      firsts.add(q.prompt);
      options.add(q.options.join());
    }
    expect(firsts.size).toBeGreaterThan(1);
    expect(options.size).toBeGreaterThan(1);
  });

  it('leaves the original document untouched', () => {
    const copy = structuredClone(doc);
    randomizedVersion(createRng(9), doc, 'A');
    expect(doc).toEqual(copy);
  });
});
