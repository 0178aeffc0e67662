// What of a teacher's file is said to the teacher, not taught to the class. Lesson plans and slide notes
// mix the two: "Hand the cards to the student", "You should practise this several times", "Lesson length:
// 30 minutes", a materials list, the answers a class may give, "press the spacebar" — and, in the same
// paragraphs, the content ("The card that has been flipped will be at the intersection of these two
// lines"). A direction is never a student item; a direction that says a fact to pass on ("Point out that
// the cards represent bits") gives that fact as its content, which is.
//
// Read with wink-nlp's parts of speech and lemmas (source.nlp.ts), per sentence, in the light of where it
// stands:
// - everywhere: an imperative (a base-form verb with no subject before it, the tagger read with the first
//   letter lowered so "Hand" is not a name), a keystroke or click ("press the spacebar", "back one by
//   pressing b"), a timing ("Lesson length: 30 minutes", "(10 minutes)"), a materials list (under a
//   "Materials"/"Notes on resources" heading, after "You will require:", "… will need:"), an answer key
//   (under "Answers", after "Potential answers could include:"), a remark on the lesson itself ("This
//   activity will look at …");
// - in a teacher's document (a lesson plan: it speaks of its class and its lesson, see teacherFacing) and in
//   slide notes: a sentence addressed to "you" (the teacher), one about what the students or the class do
//   or should do, "they should …" of the students, the teacher's words to the class (quoted, "Teacher to
//   class: …"), and an imperative after an opening clause ("After the class confirms …, turn around").
// A textbook's "you" is the student reading it and its dialogue is a story's, so those two stay content
// outside a teacher's document. Only the first clause is read for "you" and the students: "The extra cards
// are called parity bits …; … you are just adding …" defines its term before it turns to the teacher.
// The parts: the patterns (source.direction-cues.ts), the tagger's words (source.direction-tokens.ts), what
// a direction passes on (source.direction-told.ts), the impersonal "you" (source.direction-you.ts) and
// whether a whole text is a teacher's (source.teacher-document.ts).
import {
  type DirectionPlace,
  MATERIALS_LEAD,
  MATERIALS_INLINE,
  ANSWERS_LEAD,
  TIMING,
  LESSON_TIMING,
  TEACHER_SAYS,
  ABOUT_THE_LESSON,
  EXPECTED_OUTCOME,
  LESSON_REMARK,
  POINTER,
  YOU,
  DEFINES,
  CLASS_PEOPLE,
  KEYS,
  OPERATE,
} from './source.direction-cues';
import { firstClause, headIndex, imperativeAt, readsAsImperative, tokensOf, type Tok } from './source.direction-tokens';
import { describesWithYou } from './source.direction-you';

/** Imperatives the tagger may read as nouns ("Note that …"). */
const TELLING_OPENER = /^(?:note|notice|remember|recall|point out|make sure|be sure|ensure)\s+that\b/i;

/** A classroom step the tagger may read as a noun ("Hand out the cards", "Pair students up"). */
const CLASSROOM_STEP = new RegExp(
  String.raw`^(?:(?:now|then|next|first|finally),?\s+)?(?:hand (?:out|back|over|round|around|the|each|a|an|them|it|one)|` +
    String.raw`give (?:out|each|every|the|a|an|them|students|pupils|children)|pair (?:up|students|the|them)|` +
    String.raw`group (?:students|the|them)|split (?:the|students)|divide (?:the class|students|them)|collect (?:the|in|up)|` +
    String.raw`pass (?:out|round|around|the)|set (?:up|out) (?:the|a|an)|display (?:the|a)|project (?:the|a))\b`,
  'i',
);

/** Verbs of a task set to the reader or a step in class. */
const TASK_VERBS = new Set(
  (
    'answer arrange ask begin choose circle collect compare complete consider continue copy count cut decide define ' +
    'demonstrate describe discuss distribute divide draw explain fill find give hand have hold identify imagine ' +
    'label list mark match name note notice pair place point prepare present print put read recall recognize ' +
    'recognise record remember remind remove repeat say scan select show sort start suppose tell think try turn ' +
    'underline use watch write articulate overturn provide distinguish summarize summarise outline pay'
  ).split(' '),
);

/** Why the sentence is a direction to the teacher, or null when it says something to the class. */
export function directionOf(sentence: string, place: DirectionPlace): string | null {
  const text = sentence.trim();
  if (place.materials) return 'lists the lesson’s materials';
  if (place.answers) return 'gives the answers the class may give';
  if (place.apparatus && place.teacherDoc) return 'is about the lesson, not its subject';
  if (MATERIALS_INLINE.test(text) || MATERIALS_LEAD.test(text)) return 'lists the lesson’s materials';
  if (ANSWERS_LEAD.test(text)) return 'gives the answers the class may give';
  if (TIMING.test(text)) return 'gives a timing';
  if (TEACHER_SAYS.test(text)) return 'is the teacher’s words to the class';
  if (ABOUT_THE_LESSON.test(text)) return 'is about the lesson, not its subject';
  const teacher = place.teacherDoc || place.notes;
  const quoted = /^["“‘']/.test(text);
  if (quoted && teacher) return 'is the teacher’s words to the class';
  const toks = tokensOf(text.replace(/^["“‘'(]+/, ''));
  if (operatesSoftware(toks)) return 'says which key to press or what to click';
  const head = headIndex(toks);
  // Dialogue in a story ("“Come here,” said the wolf") is the story's, not an instruction.
  // Outside a teacher's document, only the verbs of a task or a step in class: a fable's moral ("Betray a
  // friend, and …") and a memoir's "Come, come!" are the text's own.
  const imperative = imperativeAt(toks, head) && (teacher || TASK_VERBS.has(toks[head].lemma));
  if (!quoted && (imperative || TELLING_OPENER.test(text) || CLASSROOM_STEP.test(text)))
    return 'is an instruction (imperative)';
  if (!teacher) return null;
  if (readsAsImperative(text)) return 'is an instruction (imperative)';
  if (LESSON_TIMING.test(text)) return 'gives a timing';
  if (EXPECTED_OUTCOME.test(text)) return 'says what the class’s work should produce';
  if (LESSON_REMARK.test(text) || POINTER.test(text)) return 'is about the lesson, not its subject';
  // "We can get a list … with this line of code:": a lead to what the plan shows next, no statement of its own.
  if (/:\s*$/.test(text)) return 'introduces what the lesson shows next';
  const clause = firstClause(text);
  // "You should practise this …"; later in the sentence too, unless its first clause defines a term
  // ("The extra cards are called parity bits …; … you are just adding …").
  if ((YOU.test(clause) || (YOU.test(text) && !DEFINES.test(clause))) && !describesWithYou(text))
    return 'is addressed to the teacher (“you”)';
  if (CLASS_PEOPLE.test(clause) || (CLASS_PEOPLE.test(text) && !DEFINES.test(clause)))
    return 'is about what the class does';
  // "They should observe that …": the students, by pronoun.
  const ct = tokensOf(clause.replace(/^["“‘'(]+/, ''));
  const they = ct.findIndex((t) => t.lower === 'they' || t.lower === 'them');
  if (
    they >= 0 &&
    ct.slice(they + 1, they + 3).some((t) => /^(?:should|will|may|might|could|can|need|must)$/.test(t.lower))
  )
    return 'is about what the class does';
  // "After the class confirms …, turn around to look at the cards": an imperative after an opening clause.
  const comma = ct.findIndex((t, i) => i > 1 && t.lower === ',');
  if (comma > 0 && /^(?:after|before|when|once|if|while|as|to|for|with|during|until)$/.test(ct[head]?.lower ?? ''))
    if (imperativeAt(ct, comma + 1)) return 'is an instruction (imperative)';
  return null;
}

/** "press the spacebar", "back one by pressing b", "click Save", "type ls". */
function operatesSoftware(toks: Tok[]): boolean {
  return toks.some((t, i) => {
    // The tagger reads an opening "Click …" as a noun; elsewhere the word must be a verb ("a hydraulic press" is not).
    if (!OPERATE.has(t.lemma) || (t.pos !== 'VERB' && i > 0)) return false;
    const after = toks.slice(i + 1, i + 5).filter((x) => x.lower !== 'the' && x.lower !== 'a' && x.lower !== 'an');
    const obj = after[0];
    if (!obj) return false;
    if (KEYS.test(obj.lower) || after.slice(1, 3).some((x) => KEYS.test(x.lower))) return true;
    // A single letter or a quoted name: "pressing b", "type “ls”".
    return /^[a-z]\.?$/.test(obj.lower) || /^["“`'‘]/.test(obj.lower);
  });
}
