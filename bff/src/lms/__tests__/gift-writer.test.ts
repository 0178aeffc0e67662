import { parse, type GIFTQuestion } from 'gift-pegjs';
import { exportQuiz } from '../lms.items';
import { writeGift } from '../lms.gift-writer';
import { ALL_TYPES, KEY, MATCHES, TRICKY } from './lms-fixture';

const parsed = (): GIFTQuestion[] => parse(writeGift(exportQuiz(ALL_TYPES), 'History').toString('utf8'));
const plain = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('GIFT', () => {
  it('is read by gift-pegjs as a category and one question per item', () => {
    const qs = parsed();
    expect(qs[0]).toMatchObject({ type: 'Category', title: '$course$/top/History' });
    expect(qs.slice(1).map((q) => q.type)).toEqual(['MC', 'TF', 'TF', 'Short', 'Short', 'Essay', 'MC', 'Matching']);
  });

  it('carries every right answer and the prompt text, special characters unescaped again', () => {
    const quiz = exportQuiz(ALL_TYPES);
    const qs = parsed().slice(1);
    qs.forEach((q, i) => {
      const item = quiz.items[i];
      if (q.type === 'Category' || q.type === 'Description') throw new Error('unexpected');
      expect(q.title).toBe(`Q${item.number}`);
      if (q.type === 'MC') {
        expect(q.stem.text).toBe(item.prompt);
        expect(q.choices.filter((c) => c.isCorrect).map((c) => c.text.text)).toEqual([KEY[item.number]]);
        expect(q.choices).toHaveLength(item.type === 'multiple_choice' ? item.options.length : 0);
      } else if (q.type === 'TF') {
        expect(q.isTrue).toBe(KEY[item.number] === 'True');
      } else if (q.type === 'Short') {
        expect(q.choices.map((c) => c.text.text)).toEqual([KEY[item.number]]);
      } else if (q.type === 'Matching') {
        expect(Object.fromEntries(q.matchPairs.map((p) => [p.subquestion.text, p.subanswer]))).toEqual(MATCHES);
      }
    });
    const first = qs[0] as Extract<GIFTQuestion, { type: 'MC' }>;
    expect(first.stem.text).toContain(TRICKY);
    expect(first.globalFeedback?.text).toBe('The Bastille fell on 14 July 1789 #history');
    // Missing-word form: the stem keeps the text on both sides of the gap.
    const blank = qs[4] as Extract<GIFTQuestion, { type: 'Short' }>;
    expect(plain(blank.stem.text)).toBe('Fill in the blank: The word “démocratie” comes from the _____ language.');
  });
});
