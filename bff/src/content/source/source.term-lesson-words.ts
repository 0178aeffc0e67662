// The words a lesson plan or a slide's notes use to run the lesson, which are no terms of its subject. Read
// as written, the tagger takes a capitalised opening word for a noun or a name: the head of an imperative
// ("Print enough for one set …", "Repeat this game …", "Next add up all the numbers …"), the label of a
// teacher's line ("Teaching observations: …") and the people in the room ("Teacher to class: …", "Students
// will usually suggest …"). Only sentences said in a teacher's document or in slide notes are read so, and
// only for terms the file does not mark, list or define.
import { headIndex, readsAsImperative, tokensOf } from './source.direction-tokens';
import { lemmasOf } from './source.term-lemmas';
import type { SentenceTokens } from './source.analysed';

/** The people of a lesson: whom a teacher's file speaks of, not what it teaches. */
const LESSON_PEOPLE = new Set(['teacher', 'student', 'class', 'pupil', 'learner', 'child', 'group', 'partner']);

const said = (t: SentenceTokens, from: number) =>
  t.value
    .slice(from)
    .map((v, i) => (i > 0 && t.pre[from + i] ? ' ' : '') + v)
    .join('');

/** A teacher's line opens with a label of a few words before its colon ("Teaching observations: …"). */
const LABEL_WORDS = 4;
const LABEL_TAGS = /^(?:NOUN|PROPN|ADJ|VERB|ADP|PART)$/;

/** Where the line's own words start: after its label and colon, if it has one. */
function lineStart(t: SentenceTokens): number {
  const colon = t.value.indexOf(':');
  return colon > 0 && colon <= LABEL_WORDS && t.pos.slice(0, colon).every((p) => LABEL_TAGS.test(p)) ? colon + 1 : 0;
}

/**
 * How the use [at, end) of a sentence said to the teacher runs the lesson: as the label before the line's
 * colon ("Teaching observations: …", "Teacher to class: …"), as the head of its imperative with the adverb that
 * leads it ("Print enough …", "Next add up …", "Teacher to student: Hand the cards …"), or not at all (null).
 */
export function lessonUse(t: SentenceTokens, at: number, end: number): 'label' | 'imperative' | null {
  const start = lineStart(t);
  if (end < start) return 'label';
  if (!t.pos.slice(start, at).every((p) => p === 'PUNCT' || p === 'SYM')) return null;
  const head = start + headIndex(tokensOf(said(t, start)));
  return head >= at && head < end && readsAsImperative(said(t, head)) ? 'imperative' : null;
}

/**
 * The tags of a teacher's sentence read with its first letter lowered: as written, the tagger reads "To show
 * how …" or "Hand the cards …" with a noun. The tags as written when the two readings split it differently.
 */
export function teacherTags(t: SentenceTokens): string[] {
  const lowered = tokensOf(said(t, 0));
  return lowered.length === t.pos.length ? lowered.map((x) => x.pos) : t.pos;
}

/** A term that names people of the lesson ("students", "Teacher", "class", "older classes"), read in lower case. */
export const namesLessonPeople = (key: string) => LESSON_PEOPLE.has(lemmasOf(key).at(-1) ?? '');
