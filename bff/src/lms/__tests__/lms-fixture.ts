// A test with one item of every type, and text full of each format's special characters and non-ASCII.
import type { GeneratedDocument } from '@lessonloom/contracts';

export const TRICKY = 'Ünïcödé “quotes” & <tags> ~ = # { } : / \\ "dq" δημοκρατία 😀';

export const ALL_TYPES: GeneratedDocument = {
  kind: 'test',
  title: 'Révolution & Co: test',
  subject: 'History/Civics',
  difficulty: 'mixed',
  include_answer_key: true,
  offline_draft: false,
  source: { type: 'topic', name: 'French Revolution' },
  sections: [
    {
      heading: 'Part A',
      blocks: [
        {
          type: 'question',
          number: 1,
          question_type: 'multiple_choice',
          prompt: `Which event began in 1789? ${TRICKY}`,
          options: ['The Terror', 'The storming of the Bastille {1789}', 'Napoléon’s coup = power', 'The Directory'],
          answer: 'The storming of the Bastille {1789}',
          explanation: 'The Bastille fell on 14 July 1789 #history',
          source_passage: 'La prise de la Bastille eut lieu le 14 juillet 1789.',
          points: 2,
        },
        {
          type: 'question',
          number: 2,
          question_type: 'true_false',
          prompt: 'True or false: the monarchy was abolished in 1792.',
          options: ['True', 'False'],
          answer: 'True',
        },
        {
          type: 'question',
          number: 3,
          question_type: 'true_false',
          prompt: 'True or false: Robespierre led the coup of 1799.',
          options: ['True', 'False'],
          answer: 'False',
        },
        {
          type: 'question',
          number: 4,
          question_type: 'short_answer',
          prompt: 'Who took power in 1799?',
          answer: 'Napoléon Bonaparte',
          answer_lines: 2,
        },
        {
          type: 'question',
          number: 5,
          question_type: 'fill_blank',
          prompt: 'Fill in the blank: The word “démocratie” comes from the _____ language.',
          answer: 'Greek',
        },
        {
          type: 'question',
          number: 6,
          question_type: 'essay',
          prompt: 'Explain why the Terror ended in 1794.',
          answer: 'Mentions the execution of Robespierre & the end of the Committee’s power.',
          answer_lines: 8,
        },
        {
          type: 'question',
          number: 7,
          question_type: 'multiple_choice',
          prompt: 'Which of these is a very long option question?',
          options: ['A'.repeat(80), 'Short', 'Other'],
          answer: 'Short',
        },
      ],
    },
    {
      heading: 'Part B',
      instructions: 'Match each year with its event.',
      blocks: [
        {
          type: 'matching',
          start_number: 8,
          left: ['1789', '1792', '1799'],
          right: ['Republic proclaimed', 'Coup d’État', 'Bastille stormed', 'Treaty of Paris'],
          answers: [2, 0, 1],
        },
      ],
    },
  ],
};

/** What every format must carry: number → the right answer as text. */
export const KEY: Record<number, string> = {
  1: 'The storming of the Bastille {1789}',
  2: 'True',
  3: 'False',
  4: 'Napoléon Bonaparte',
  5: 'Greek',
  7: 'Short',
};
export const MATCHES: Record<string, string> = {
  '1789': 'Bastille stormed',
  '1792': 'Republic proclaimed',
  '1799': 'Coup d’État',
};
