// The letter home for a typed topic the generator knows no facts about: the class routines of the unit
// (KWL chart, word collection), explained for families, never invented facts.
import { cap, titleFor, type OfflineContext } from '../../offline/offline.context';
import { CLASS_WORDS, CLOSING, GREETING } from './letter.words';
import type { ParentHandoutDraft } from './handout.schema';

export function topicLetter(ctx: OfflineContext): ParentHandoutDraft {
  return {
    title: titleFor(ctx, 'Family Guide'),
    instructions: null,
    greeting: GREETING,
    learning_summary: `Our class is starting a new unit: ${cap(ctx.topic)}. Your child will read about it in class, collect the new words they meet and keep track of their own questions.`,
    key_points: [
      'At the start, your child writes what they already know and what they want to find out in a KWL chart.',
      'During the unit, they collect new words and explain each in their own words.',
      'At the end, they write what they learned and check which of their questions were answered.',
    ],
    vocabulary: CLASS_WORDS,
    home_activities: [
      'Ask your child to show you their KWL chart. Which question in the “Want to know” column would you both like answered?',
      'Read or watch something about the unit together (a library book, a museum visit, a news story). Ask your child which new word they met and what it means.',
      'Ask your child to teach you one new word from class each day this week.',
    ],
    conversation_questions: [
      'What did you learn in class today that you did not know before?',
      'Which new word did you learn, and what does it mean?',
      'What question do you still want answered?',
    ],
    closing: CLOSING,
  };
}
