import type { GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { documentReadingLevel } from '../../../content/readability';
import { accommodatedDocument, fewerOptions } from '../accommodations.document';
import { simplify } from '../accommodations.simplify';

const questions = (doc: GeneratedDocument) =>
  doc.sections.flatMap((s) => s.blocks.filter((b): b is QuestionBlock => b.type === 'question'));

const DOC: GeneratedDocument = {
  kind: 'quiz',
  title: 'Photosynthesis quiz',
  difficulty: 'medium',
  include_answer_key: true,
  offline_draft: false,
  source: { type: 'file', name: 'photosynthesis.txt' },
  instructions:
    'Utilize the information from the lesson in order to answer each question; read every choice carefully before you select an answer.',
  sections: [
    {
      heading: 'Questions',
      blocks: [
        {
          type: 'question',
          number: 1,
          question_type: 'multiple_choice',
          prompt:
            'Which of the following structures do plants utilize in order to obtain sufficient carbon dioxide from the surrounding atmosphere, and where are they located?',
          options: ['Stomata on the leaves', 'Roots in the soil', 'Xylem in the stem', 'Chloroplasts in the cells'],
          answer: 'Stomata on the leaves',
        },
        {
          type: 'question',
          number: 2,
          question_type: 'multiple_choice',
          prompt:
            'Approximately what proportion of the energy absorbed by chlorophyll is subsequently converted, and which molecule stores it?',
          options: ['All of it, in water', 'Half, in oxygen', 'Some, in carbon dioxide', 'A fraction, in glucose'],
          answer: 'A fraction, in glucose',
        },
        {
          type: 'question',
          number: 3,
          question_type: 'true_false',
          prompt: 'True or false: plants release oxygen as a by-product, and animals depend on this oxygen to breathe.',
          options: ['True', 'False'],
          answer: 'True',
        },
        {
          type: 'question',
          number: 4,
          question_type: 'fill_blank',
          prompt: 'Fill in the blank: “Chlorophyll is a green _____ that absorbs light energy.”',
          answer: 'pigment',
        },
        {
          type: 'question',
          number: 5,
          question_type: 'fill_blank',
          prompt: 'Fill in the blank: Water is absorbed by the _____.',
          answer: 'roots',
        },
        {
          type: 'question',
          number: 6,
          question_type: 'short_answer',
          prompt: 'Demonstrate how glucose is utilized by the plant.',
          answer: 'For energy and growth.',
        },
      ],
    },
  ],
};

describe('fewerOptions', () => {
  it('keeps the right answer under its letter when it is among the first three', () => {
    expect(fewerOptions(['a', 'b', 'c', 'd'], 1)).toEqual({ options: ['a', 'b', 'c'], correct: 1 });
    expect(fewerOptions(['a', 'b', 'c', 'd', 'e'], 2)).toEqual({ options: ['a', 'b', 'c'], correct: 2 });
  });
  it('moves a right answer in D or later to C, and leaves three options alone', () => {
    expect(fewerOptions(['a', 'b', 'c', 'd'], 3)).toEqual({ options: ['a', 'b', 'd'], correct: 2 });
    expect(fewerOptions(['a', 'b', 'c'], 0)).toEqual({ options: ['a', 'b', 'c'], correct: 0 });
  });
});

describe('simplify', () => {
  it('uses the one plainer word retext-simplify names and splits long sentences at clause ends', () => {
    expect(simplify('Utilize the map in order to locate the river.')).toBe('Use the map to locate the river.');
    expect(simplify('Plants take in carbon dioxide through their leaves, and they release oxygen into the air.')).toBe(
      'Plants take in carbon dioxide through their leaves. They release oxygen into the air.',
    );
  });
  it('leaves quotations, blanks and words with several possible replacements as they are', () => {
    const quoted = 'Complete: “Plants utilize sunlight, and they obtain water from roots in the soil.” _____';
    expect(simplify(quoted)).toBe(
      'Complete: “Plants utilize sunlight, and they obtain water from roots in the soil.” _____',
    );
    expect(simplify('What is the function of a leaf?')).toBe('What is the function of a leaf?');
  });
});

describe('accommodatedDocument', () => {
  const acc = accommodatedDocument(DOC, 'atkinson');

  it('reads at a lower measured grade than the original', () => {
    const before = documentReadingLevel(DOC)!.grade;
    const after = documentReadingLevel(acc)!.grade;
    expect(after).toBeLessThan(before);
  });

  it('keeps the same items in the same order with the same answers, under the same letters where possible', () => {
    const a = questions(DOC);
    const b = questions(acc);
    expect(b.map((q) => [q.number, q.question_type])).toEqual(a.map((q) => [q.number, q.question_type]));
    // Item 1: right answer was A, stays A among three options.
    expect(b[0].options).toHaveLength(3);
    expect(b[0].options!.indexOf(b[0].answer)).toBe(0);
    expect(b[0].answer).toBe('Stomata on the leaves');
    // Item 2: right answer was D; with three options it is C, and it is still the glucose answer.
    expect(b[1].options).toHaveLength(3);
    expect(b[1].options!.indexOf(b[1].answer)).toBe(2);
    expect(b[1].answer).toBe('A fraction, in glucose');
    for (let i = 2; i < a.length; i++) expect(b[i].answer).toBe(a[i].answer);
  });

  it('puts a word bank of the fill-in-the-blank answers before the questions and asks for large print', () => {
    expect(acc.sections[0].blocks[0]).toEqual({ type: 'word_bank', words: ['pigment', 'roots'] });
    expect(acc.print).toEqual({ large: true, font: 'atkinson' });
    expect(questions(acc)[3].prompt).toBe(questions(DOC)[3].prompt);
  });
});
