// The letter home for a typed topic the generator knows no facts about (and for a file that gives a
// parent nothing of its own to read): the class routines of the unit (KWL chart, word collection),
// explained for families, never invented facts. Like every letter it keeps to one printed page: a long
// title (printed in the header and again in the summary) takes the room of the longer home activities
// and then of one class word, as the file letter gives way (letter.page.ts estimates the page).
import { cap, titleFor, type OfflineContext } from '../../offline/offline.context';
import { CLASS_WORDS, CLOSING, GREETING } from './letter.words';
import type { ParentHandoutDraft } from './handout.schema';
import { fitsOnePage } from './letter.page';

/** What the class does through the unit: the key points of a letter that has no facts to tell. */
export const ROUTINES = [
  'At the start, your child writes what they already know and what they want to find out in a KWL chart.',
  'During the unit, they collect new words and explain each in their own words.',
  'At the end, they write what they learned and check which of their questions were answered.',
];
const HOME = [
  'Ask your child to show you their KWL chart. Which question in the “Want to know” column would you both like answered?',
  'Read or watch something about the unit together (a library book, a museum visit, a news story). Ask your child which new word they met and what it means.',
  'Ask your child to teach you one new word from class each day this week.',
];
/** The same three activities, a line each. */
const HOME_SHORT = [
  'Look at your child’s KWL chart together and choose a question to answer.',
  'Read something about the unit together and ask which new word your child met.',
  HOME[2],
];
/** Each in turn until the letter fits: the full letter, shorter activities, then three class words. */
const TIGHTNESS = [
  { home: HOME, words: CLASS_WORDS },
  { home: HOME_SHORT, words: CLASS_WORDS },
  { home: HOME_SHORT, words: CLASS_WORDS.filter((w) => w.term !== 'source') },
];

export function topicLetter(ctx: OfflineContext): ParentHandoutDraft {
  const letters = TIGHTNESS.map((t) => routinesLetter(ctx, t));
  return letters.find(fitsOnePage) ?? letters.at(-1)!;
}

function routinesLetter(ctx: OfflineContext, tight: (typeof TIGHTNESS)[number]): ParentHandoutDraft {
  return {
    title: titleFor(ctx, 'Family Guide'),
    instructions: null,
    greeting: GREETING,
    learning_summary: `Our class is starting a new unit: ${cap(ctx.topic)}. Your child will read about it in class, collect the new words they meet and keep track of their own questions.`,
    key_points: ROUTINES,
    vocabulary: tight.words,
    home_activities: tight.home,
    conversation_questions: [
      'What did you learn in class today that you did not know before?',
      'Which new word did you learn, and what does it mean?',
      'What question do you still want answered?',
    ],
    closing: CLOSING,
  };
}
