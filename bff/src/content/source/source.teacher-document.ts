// Whether a whole text is a teacher's: a lesson plan or teacher's notes speak of their lesson and their class.
// Only in such a text are "you" (the teacher) and the students' doings directions (source.directions.ts); a
// textbook's "you" is the student reading it.
/** Lines that say a text is a teacher's: it speaks of its lesson and its class. */
const TEACHER_CUES = [
  /^(?:teacher|facilitator|instructor)\s+to\s+(?:the\s+)?(?:class|students?|group)\s*:/im,
  /^lesson (?:length|duration|time)\s*:/im,
  /^(?:teaching (?:observations|notes|tips)|notes on resources|lesson activities|learning (?:outcomes|intentions)|success criteria|key questions|teacher notes?)\s*$/im,
  /\b(?:ask|have|get|tell|remind|let|guide|show)\s+(?:the\s+|your\s+)?(?:students|class|children|pupils|learners)\b/i,
  // The parts of a lesson plan, each a heading of its own: "Starter", "Main development", "Plenary".
  /^(?:starter|main (?:development|activity|activities|lesson|teaching)|plenary|lesson (?:summary|outline|overview)|cross[- ]curricular (?:applications|links)|differentiation)\s*$/im,
  /\b(?:discuss|share|go over|recap|review)\s+(?:[\p{L}-]+\s+){0,6}?with\s+(?:the\s+|your\s+)?(?:students|class|pupils|children|learners)\b/iu,
  /\b(?:more|less|most|least) able (?:students|pupils|children|learners)\b/i,
  /\b(?:hand out|give each (?:group|pair|student|child)|divide the class|in front of the class|around the class)\b/i,
  /\b(?:students|children|pupils|learners) (?:should|will|may|might) (?:be able to|come up with|notice|observe|work out)\b/i,
  /\b(?:each|every) (?:pair|group) of (?:students|children|pupils|learners)\b/i,
];

/** A lesson plan or teacher's notes: at least two different cues that the text speaks to its teacher. */
export function teacherFacing(text: string): boolean {
  return TEACHER_CUES.filter((c) => c.test(text)).length >= 2;
}
