// Where a sentence of a teacher's file stands and the plain patterns of a lesson's own parts: the headings of
// its materials, answers and apparatus, its leads, timings, the teacher's words, expected results and pointers
// to its material (source.directions.ts reads each sentence with them).
/** Where a sentence stands: in a teacher's document, in slide notes, in a materials or answers part. */
export interface DirectionPlace {
  teacherDoc: boolean;
  notes: boolean;
  /** Under a materials/resources heading or after a "… will need:" lead. */
  materials: boolean;
  /** Under an answers heading or after an "answers could include:" lead. */
  answers: boolean;
  /** Under a lesson plan's own apparatus (its objectives, cross-curricular links, summary), in a teacher's document. */
  apparatus?: boolean;
}

/** Headings of a part that is for the teacher only. */
export const MATERIALS_HEADING =
  /^(?:materials?(?: needed)?|resources|notes on resources|equipment|preparation|supplies|what you(?:'ll|’ll| will)? need|you will need|before the lesson)\b/i;
export const ANSWERS_HEADING =
  /^(?:(?:potential|possible|suggested|sample|model|expected|example)\s+)?(?:answers?|solutions?|answer key)\b/i;
/**
 * Parts of a lesson plan that describe the lesson, not its subject: "Learning objectives" ("To be able to
 * convert bucket tips into …"), "Cross-curricular applications" ("Geography - climate, humidity, heat index"),
 * "Lesson summary" (the questions the lesson will take up). Read as the teacher's only in a teacher's document.
 */
export const APPARATUS_HEADING = new RegExp(
  [
    String.raw`^(?:learning (?:objectives?|outcomes?|intentions?|goals?)|success criteria`,
    String.raw`cross[- ]curricular (?:applications?|links?|connections?)|curriculum (?:links?|connections?)`,
    String.raw`(?:national )?curriculum|standards?(?: alignment)?|lesson (?:summary|overview|outline|aims?)`,
    String.raw`prior (?:knowledge|learning)|assessment (?:opportunities|for learning)|differentiation|key stage \d)\s*$`,
  ].join('|'),
  'i',
);
/** A lead line that opens a list of materials ("You will require:", "Each pair of children will need:"). */
export const MATERIALS_LEAD = /\b(?:need|needs|require|requires|materials?|equipment|resources)\s*:\s*$/i;
export const MATERIALS_INLINE = /\b(?:will|would|’ll|'ll)\s+(?:need|require)\s*:/i;
/** A lead line that opens the answers a class may give. */
export const ANSWERS_LEAD = /\banswers?\b[^.]*\b(?:include|are|could be|might be|may be)\s*:\s*$|^answers?\s*:/i;

/** A duration in a lesson's own terms: "Lesson length: 30 minutes", "(10 minutes)", "Allow 5 minutes". */
export const TIMING = new RegExp(
  [
    String.raw`^[\p{L} ]{2,30}:\s*(?:about\s+)?\d+(?:\s*[-–]\s*\d+)?\s*(?:minutes?|mins?|hours?|hrs?)\b`,
    String.raw`\(\s*(?:about\s+)?\d+(?:\s*[-–]\s*\d+)?\s*(?:minutes?|mins?)\s*\)`,
    String.raw`^(?:allow|spend|take|give)\b[^.]{0,30}\b\d+(?:\s*[-–]\s*\d+)?\s*(?:minutes?|mins?)\b`,
  ].join('|'),
  'iu',
);
export const LESSON_TIMING = /\b\d+(?:\s*[-–]\s*\d+)?\s*(?:minutes?|mins?)\b/i;

/** "Teacher to class:", "Teacher to student:", "Say to the class:": the teacher's words come next. */
export const TEACHER_SAYS =
  /^(?:teacher|facilitator|instructor)\s+to\s+(?:the\s+)?(?:class|students?|group|pupils?)\s*:|^say\s*(?:to\s+the\s+(?:class|students))?\s*:/i;
/** The lesson itself: "This activity will look at …", "Today's lesson …". */
export const ABOUT_THE_LESSON =
  /^(?:this|the|today[’']s|the next|the following|in this)\s+(?:activity|lesson|exercise|task|session|game|unplugged activity|worksheet)\b/i;

/** What the class's work should produce: "The message displayed should be "Comfortable"", "The code should display …". */
export const EXPECTED_OUTCOME =
  /^(?:the|their|this|your)\s+(?:[\p{L}-]+\s+){0,2}?(?:message|output|code|program|programme|result|results|screen|display|graph|chart|finished \w+)(?:\s+[\p{L}-]+)?\s+should\b/iu;
/** The teacher's view of the lesson's difficulty: "…, so it should be very familiar". */
export const LESSON_REMARK =
  /\b(?:it|this|that)\s+should\s+be\s+(?:very\s+|quite\s+|fairly\s+)?(?:familiar|easy|simple|straightforward|quick|clear|obvious)\b/i;
/** A pointer to the lesson's own material: "Here is some background information …", "The finished program is here." */
export const POINTER = /^(?:here\s+(?:is|are)\b|(?:the|this)\b.{0,60}\b(?:is|are)\s+here\.?$)/i;
/** Verbs a step of the lesson opens with before a colon that states what it teaches ("Discuss with students …: …"). */
export const TEACH_LEAD =
  /^(?:(?:now|then|next|first|finally),?\s+)?(?:discuss|explain|introduce|recap|review|share|show|teach|establish|agree|point out|remind (?:them|students|pupils|the class))\b[^:]{0,160}:\s+(.+)$/i;

export const YOU = /\b(?:you|your|yourself|you[’']ll|you[’']d|you[’']ve|you[’']re)\b/i;
export const DEFINES = /\b(?:called|known as|refers? to|means|is defined as)\b/i;
/** People of the classroom, as a teacher's document names them. */
export const CLASS_PEOPLE =
  /\b(?:students?|children|child|pupils?|learners?|the class|classmates?|volunteers?|your class|each group|each pair|the group)\b/i;
/** Keys, buttons and things on a screen that a keystroke or click acts on. */
export const KEYS =
  /^(?:key|keys|keyboard|spacebar|space|enter|return|tab|escape|esc|ctrl|control|shift|alt|option|cmd|command|backspace|delete|arrow|arrows|button|buttons|mouse|menu|icon|link|tab|f\d{1,2}|up|down|left|right)$/i;
export const OPERATE = new Set([
  'press',
  'click',
  'tap',
  'hit',
  'type',
  'double-click',
  'right-click',
  'scroll',
  'drag',
]);
