// Which question forms a document asks and in what order: the rotation each difficulty leans on, the forms
// that ask beyond recall (each capped in a mixed document), and every form, for the pool's last round
// (question.pool.ts draws the items).
import type { Difficulty } from '@lessonloom/contracts';
import type { Form } from './question.forms';

/** Which forms each difficulty leans on, in rotation: recall when easy, definitions and order at medium, relations and extended answers when hard. */
export const CYCLES: Record<Difficulty, Form[]> = {
  easy: [
    'mc_cloze',
    'tf_true',
    'speaker',
    'mc_definition',
    'example',
    'moral',
    'fill_blank',
    'tf_false',
    'story_order',
    'mc_cloze',
    'short_definition',
  ],
  medium: [
    'mc_cloze',
    'tf_false',
    'cause',
    'mc_definition',
    'fill_blank',
    'example',
    'short_definition',
    'sequence',
    'which_true',
    'tf_true',
    'mc_cloze',
    'speaker',
    'moral',
    'story_order',
  ],
  hard: [
    'mc_definition',
    'cause',
    'sequence',
    'which_true',
    'tf_false',
    'example',
    'short_definition',
    'compare',
    'cause_open',
    'process',
    'mc_cloze',
    'explain',
    'moral_open',
    'story_order',
    'speaker',
  ],
  mixed: [
    'mc_cloze',
    'tf_true',
    'cause',
    'mc_definition',
    'fill_blank',
    'example',
    'tf_false',
    'short_definition',
    'which_true',
    'sequence',
    'mc_cloze',
    'compare',
    'process',
    'speaker',
    'moral',
    'story_order',
  ],
};
/**
 * Forms that ask beyond recall, and a story's forms (its lesson, who says what, its order of events); each
 * takes at most a quarter of a mixed document, so none is all one form.
 */
export const UNDERSTANDING = new Set<Form>([
  'cause',
  'cause_open',
  'example',
  'which_true',
  'sequence',
  'compare',
  'moral',
  'moral_open',
  'speaker',
  'story_order',
]);
/**
 * "According to the text, how is X connected to Y?" is not drawn for a quiz, a test, an exit ticket or a review:
 * four blind reads (sessions 15–18) printed 2 of 25 such ratings as is and found 16 unusable (a key cut from its
 * sentence, a term that is no thing: "how is Portuguese connected to Brazil?"). A critical-thinking sheet still
 * asks it (kinds/worksheet/critical-thinking.ts prefers it).
 */
export const ALL_FORMS: Form[] = [
  'mc_cloze',
  'mc_definition',
  'tf_true',
  'tf_false',
  'fill_blank',
  'short_definition',
  'sequence',
  'compare',
  'process',
  'explain',
  'cause',
  'cause_open',
  'example',
  'which_true',
  'moral',
  'moral_open',
  'speaker',
  'story_order',
];
