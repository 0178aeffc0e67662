// How an LMS should grade a question answered in words. A key a student can type and a machine can
// compare (a few words: "wave", "simple harmonic motion", "34") is auto-graded, and every form of it a
// teacher would count as right is accepted: its other number (wave / waves, via pluralize), without a
// leading article, in any case. Anything else is an open question the teacher marks by hand: a model
// answer longer than a few words, "Answers will vary…", or a prompt that asks for an explanation or a
// comparison. Those export as essays with the model answer for the grader, never as a key to match.
import pluralize from 'pluralize';
import type { QuestionBlock } from '@lessonloom/contracts';
import { oneLine } from './lms.text';

/** The longest key an LMS compares word for word; a longer one is a model answer, not a key. */
export const SHORT_KEY_MAX_WORDS = 5;

const VARIES = /\banswers?\s+(?:will|may|can|could|might)\s+vary\b/i;

// Asked to explain, compare, argue or give a meaning ("What does the text mean by…"), a student writes
// their own words; no typed key can grade that. Quoted text is left out first: "Explain in your own words"
// asks, but a quoted sentence that says "explain" does not.
const OPEN_ASK = new RegExp(
  `\\b(?:${[
    'explain|describe|compare|contrast|discuss|justify|evaluate|summari[sz]e|predict|argue|define|why',
    'in your own words',
    'how (?:is|are|was|were|does|do|did|can|could|would|might|should)',
    'what (?:does|do|did)\\b[^?]*\\bmean',
    'write (?:a|an|one|two|three) (?:sentence|paragraph|sentences|paragraphs)',
  ].join('|')})\\b`,
  'i',
);
const QUOTED = /“[^”]*”|"[^"]*"|‘[^’]*’/g;

const wordCount = (s: string) => oneLine(s).split(' ').filter(Boolean).length;

/** True when a typed key cannot grade the question: the LMS gets it as an essay for the teacher. */
export function isOpenQuestion(b: Pick<QuestionBlock, 'question_type' | 'prompt' | 'answer'>): boolean {
  if (b.question_type === 'essay') return true;
  if (VARIES.test(b.answer) || wordCount(b.answer) > SHORT_KEY_MAX_WORDS) return true;
  // A gap in the sentence says what the answer is, whatever the sentence's own words.
  if (b.question_type === 'fill_blank') return false;
  return OPEN_ASK.test(b.prompt.replace(QUOTED, ''));
}

// Words whose "plural" pluralize gives is another word altogether (is → are, this → these).
const NOT_INFLECTED = new Set(
  'is was has does this that these those it its he she they them we us you i me my our their his her'.split(' '),
);

/** The key's last word in its other number, when it is an ordinary lower-case word. */
function otherNumber(key: string): string[] {
  const m = /^(.*?\s)?(\p{Ll}[\p{L}'’-]*)$/u.exec(key);
  if (!m || m[2].length < 3 || NOT_INFLECTED.has(m[2])) return [];
  const [, head = '', word] = m;
  return [pluralize.plural(word), pluralize.singular(word)].filter((w) => w !== word).map((w) => head + w);
}

/**
 * Every answer the LMS marks right for a short key, the key first: its other number and the key
 * without a leading article. Case is left to the LMS's case-insensitive comparison, so no case variants.
 */
export function acceptedAnswers(key: string): string[] {
  const k = oneLine(key).replace(/[.;,:!]+$/, '');
  const bare = k.replace(/^(?:the|a|an)\s+(?=\S)/i, '');
  const out: string[] = [];
  for (const v of [k, bare, ...otherNumber(k), ...(bare !== k ? otherNumber(bare) : [])])
    if (v && !out.some((o) => o.toLowerCase() === v.toLowerCase())) out.push(v);
  return out;
}
