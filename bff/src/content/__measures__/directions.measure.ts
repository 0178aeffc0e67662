// Items a teacher would strike because they are built on what the file says to the teacher, not to the
// class: a step of the lesson ("Hand the cards to…", "Ask the class…"), the teacher's words or timing, the
// materials list, a keystroke, and - in a lesson plan or teacher's notes (the corpus manifest's genre, not
// the reader's guess) - any sentence to "you" or about what the students do. A step is a classroom verb
// before its object ("Divide the class", not the title "Divide and conquer"). Deliberately plain patterns,
// independent of the reader's own classification (source/source.directions.ts), so the two can disagree.
import type { MeasuredItem } from './items.measure';

const ALWAYS = [
  /^\W*(?:teacher|facilitator|instructor) to (?:the )?(?:class|students?|group)\b/i,
  new RegExp(
    String.raw`^\W*(?:hand|give|ask|tell|show|point out|explain to|remind|have (?:the )?students|let (?:the )?students|` +
      String.raw`divide|distribute|collect|hold|put|place|write|draw|cut|print|prepare|set up|make sure|turn|scan|remove|` +
      String.raw`continue|begin|start|repeat|group|pair|read aloud|say|allow)\s+(?:the|a|an|each|every|them|it|this|these|` +
      String.raw`those|your|their|students|pupils|children|out|up|back|over|round|around|to|for|on|in|with|that|doing|one|two|` +
      String.raw`three)\b`,
    'i',
  ),
  /\b(?:lesson length|you will (?:need|require)|will need:|materials:)/i,
  /\bpress(?:ing)? (?:the |a )?(?:\w+ )?(?:key|spacebar|space bar|enter|return|button|[a-z]\b)|\bclick(?:ing)? (?:on )?(?:the )?\w+/i,
  /\(\s*\d+\s*(?:minutes?|mins?)\s*\)/i,
];
/**
 * In a teacher's document: "you" is the teacher, "students" the class, a number of minutes the lesson's clock.
 * Not the impersonal "you" of a method described after its condition or means ("If the data is in order …,
 * then you can eliminate …", "With just 20 questions you can find …", "So in 3 questions you have …").
 */
const IMPERSONAL_YOU =
  /^(?:if\b[^,]*,?\s*then|with\b[^,]{0,40}|so\b[^,]{0,40}|very soon)\s+you\s+(?:can|have|end up)\b(?!.*\b(?:your|students?)\b)/i;
const TEACHER_DOC = [
  { test: (s: string) => /\b(?:you|your|you['’](?:ll|d|ve|re))\b/i.test(s) && !IMPERSONAL_YOU.test(s) },
  /\b(?:students?|children|pupils|learners|the class|classmates)\b/i,
  /\b\d+\s*(?:minutes?|mins?)\b/i,
];

const TEACHER_GENRES = new Set(['lesson plan', 'teacher notes']);

export interface DirectionItems {
  items: number;
  fromDirections: number;
  examples: string[];
}

/** Items whose source sentence (else its wording) is a direction to the teacher. */
export function directionItems(items: MeasuredItem[], genre: string): DirectionItems {
  const teacherDoc = TEACHER_GENRES.has(genre);
  const hits = items.filter((it) => {
    const said = it.passage ?? it.text;
    return ALWAYS.some((p) => p.test(said)) || (teacherDoc && TEACHER_DOC.some((p) => p.test(said)));
  });
  return { items: items.length, fromDirections: hits.length, examples: hits.map((h) => h.passage ?? h.text) };
}
