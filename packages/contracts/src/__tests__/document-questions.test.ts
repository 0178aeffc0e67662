import { hasExportableItems, hasQuestions, type Block } from '../index';

const docWith = (...blocks: Block[]) => ({ sections: [{ blocks }] });
const question: Block = { type: 'question', number: 1, question_type: 'short_answer', prompt: 'Why?', answer: 'So.' };
const vocabulary: Block = { type: 'vocabulary', entries: [{ term: 'cell', definition: 'the unit of life' }] };
const paragraph: Block = { type: 'paragraph', text: 'Read this.' };

describe('which documents hold questions', () => {
  it('a question makes a document answerable and exportable', () => {
    expect(hasQuestions(docWith(paragraph, question))).toBe(true);
    expect(hasExportableItems(docWith(paragraph, question))).toBe(true);
  });
  it('vocabulary cards export (to Quizlet) but are not questions to accommodate', () => {
    expect(hasQuestions(docWith(vocabulary))).toBe(false);
    expect(hasExportableItems(docWith(vocabulary))).toBe(true);
  });
  it('prose alone holds neither', () => {
    expect(hasQuestions(docWith(paragraph))).toBe(false);
    expect(hasExportableItems(docWith(paragraph))).toBe(false);
  });
});
