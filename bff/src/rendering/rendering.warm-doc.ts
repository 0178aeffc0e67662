// A small test touching every question layout, its key, a matching block and non-Latin text: rendering
// it once in a fresh worker loads the fonts and compiles the renderers' hot paths before a teacher's
// document arrives (a cold first render of a 50-question test took seconds; a warm one a tenth of that).
import type { GeneratedDocument, QuestionBlock } from '@lessonloom/document';

const question = (
  number: number,
  question_type: QuestionBlock['question_type'],
  prompt: string,
  answer: string,
  options?: string[],
): QuestionBlock => ({
  type: 'question',
  number,
  question_type,
  prompt,
  answer,
  ...(options ? { options } : {}),
  explanation: 'Because the reading says so — see page 2 (é, αβγ, ≤).',
  points: 1,
});

export function warmUpDocument(): GeneratedDocument {
  return {
    kind: 'test',
    title: 'Warm-up: the water cycle',
    subject: 'Science',
    grade_level: '7',
    difficulty: 'mixed',
    include_answer_key: true,
    offline_draft: false,
    source: { type: 'topic', name: 'The water cycle' },
    instructions: 'Answer every question.',
    sections: [
      {
        heading: 'Part A — Multiple choice',
        instructions: 'Circle the best answer.',
        blocks: [
          question(1, 'multiple_choice', 'Which process turns liquid water into vapour?', 'Evaporation', [
            'Evaporation',
            'Condensation',
            'Precipitation',
            'Collection',
          ]),
          question(2, 'true_false', 'Clouds are made of tiny drops of water.', 'True', ['True', 'False']),
        ],
      },
      {
        heading: 'Part B — Written answers',
        blocks: [
          question(
            3,
            'short_answer',
            'Explain why puddles dry up on a sunny day.',
            'The sun heats the water and it evaporates.',
          ),
          question(4, 'fill_blank', 'Water falling from clouds is called ________.', 'precipitation'),
          question(
            5,
            'problem',
            'A tank holds 12 L and loses 1.5 L a day. How many litres are left after 4 days?',
            '6 L',
          ),
          question(
            6,
            'essay',
            'Describe the whole water cycle in your own words.',
            'Evaporation, condensation, precipitation and collection, in order.',
          ),
          {
            type: 'matching',
            start_number: 7,
            left: ['Evaporation', 'Condensation'],
            right: ['Vapour becomes liquid', 'Liquid becomes vapour'],
            answers: [1, 0],
          },
        ],
      },
    ],
  };
}
