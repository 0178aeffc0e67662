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
  TEACH_LEAD,
  YOU,
  DEFINES,
  CLASS_PEOPLE,
  KEYS,
  OPERATE,
} from './source.direction-cues';
import { nlp } from './source.nlp';

export {
  ANSWERS_HEADING,
  APPARATUS_HEADING,
  MATERIALS_HEADING,
  teacherFacing,
  type DirectionPlace,
} from './source.direction-cues';

export interface Tok {
  lower: string;
  pos: string;
  lemma: string;
}

/** Verbs an imperative passes a fact on with: "Point out that …", "Remember that …", "Explain to them that …". */
const TELLING = new Set([
  'point',
  'remember',
  'note',
  'notice',
  'recall',
  'explain',
  'remind',
  'tell',
  'emphasise',
  'emphasize',
  'stress',
  'mention',
  'show',
  'make',
]);

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

/** Opening words an imperative may follow: "Now turn …", "Then ask …". */
const LEADING_ADVERBS = new Set(['now', 'then', 'next', 'first', 'finally', 'also', 'again', 'briefly', 'quickly']);

const cache = new Map<string, Tok[]>();
/** Tokens of the text with its first letter lowered: the tagger reads a capitalised "Hand" as a name. */
function tokensOf(text: string): Tok[] {
  const hit = cache.get(text);
  if (hit) return hit;
  const w = nlp();
  const lowered = text.charAt(0).toLocaleLowerCase('en-US') + text.slice(1);
  const t = w.readDoc(lowered).tokens();
  const values = t.out();
  const pos = t.out(w.its.pos);
  const lemma = t.out(w.its.lemma as never) as string[];
  const toks = values.map((v, i) => ({
    lower: v.toLocaleLowerCase('en-US'),
    pos: pos[i],
    lemma: (lemma[i] ?? v).toLocaleLowerCase('en-US'),
  }));
  if (cache.size > 5000) cache.clear();
  cache.set(text, toks);
  return toks;
}

/** A verb in its base form with no subject before it: the head of an imperative. */
function imperativeAt(toks: Tok[], i: number): boolean {
  const t = toks[i];
  const next = toks[i + 1];
  if (!t || t.pos !== 'VERB' || t.lemma !== t.lower) return false;
  // "Water is absorbed …", "Light travels …": a noun the tagger took for a verb, followed by its verb.
  // A gerund after it is its object ("Continue doing this"), not its verb.
  if (next && (next.pos === 'AUX' || (next.pos === 'VERB' && next.lemma !== next.lower && !/ing$/.test(next.lower))))
    return false;
  return true;
}

/**
 * "Use the template to draw …": the tagger reads a bare opening verb as a noun. Read after "you", an
 * imperative's verb is a verb ("you use the template"); a subject stays a noun or takes a verb of its own.
 */
function readsAsImperative(text: string): boolean {
  const first = /^[\p{L}’']+/u.exec(text)?.[0];
  if (!first || /^(?:I|A|An|The|This|That|These|Those|It|They|We|He|She)$/.test(first)) return false;
  const toks = tokensOf(`you ${text.charAt(0).toLocaleLowerCase('en-US')}${text.slice(1)}`);
  return toks[2]?.pos !== 'PUNCT' && imperativeAt(toks, 1);
}

/** The first clause: up to a semicolon, colon or dash, or a comma before a conjunction that starts another clause. */
const firstClause = (text: string) =>
  text.split(/;|:\s|\s[-–—]\s|,\s+(?:but|since|so|because|although|while|whereas)\b/)[0];

/** Index past opening quotes, brackets and leading adverbs ("Now, …"). */
function headIndex(toks: Tok[]): number {
  let i = 0;
  while (toks[i] && (toks[i].pos === 'PUNCT' || LEADING_ADVERBS.has(toks[i].lower))) i++;
  return i;
}

/** The content a telling imperative passes on: "Point out that the cards represent bits" → "The cards represent bits". */
export function toldContent(text: string): string | null {
  const lead = TEACH_LEAD.exec(text);
  if (lead) return statementAfterLead(lead[1].trim());
  const m = new RegExp(
    String.raw`^(?:now\s+|then\s+|also\s+)?(?:point out|remember|note|notice|recall|explain|remind (?:them|students|` +
      String.raw`the class|the students)|tell (?:them|students|the class|the students)|emphasi[sz]e|stress|mention|show|` +
      String.raw`make (?:it )?clear)(?:\s+to\s+(?:them|students|the class|the students|the children))?\s+that\s+(.+)$`,
    'i',
  ).exec(text);
  if (!m) return null;
  const clause = m[1].trim();
  // The clause must be a statement of its own: a subject and a verb, no "you" (still the teacher's business).
  if (clause.split(/\s+/).length < 4 || /\b(?:you|your)\b/i.test(clause)) return null;
  const toks = tokensOf(clause);
  if (!toks.some((t) => t.pos === 'VERB' || t.pos === 'AUX') || !toks.some((t) => /^(?:NOUN|PROPN|NUM)$/.test(t.pos)))
    return null;
  const head = tokensOf(text);
  if (!TELLING.has(head[headIndex(head)]?.lemma ?? '')) return null;
  return clause.charAt(0).toLocaleUpperCase('en-US') + clause.slice(1);
}

/**
 * What a step of the lesson states after its colon: "Discuss with students the difference between polling vs.
 * using interrupts: polling monopolises the processor, but interrupts only occur when the sensor is triggered"
 * teaches "Polling monopolises the processor, but …". Only a statement of its own (a subject and a verb, no
 * "you", no one of the class), never a list or a question.
 */
function statementAfterLead(clause: string): string | null {
  if (clause.split(/\s+/).length < 5 || /\?\s*$/.test(clause) || YOU.test(clause) || CLASS_PEOPLE.test(clause))
    return null;
  const toks = tokensOf(clause);
  if (!toks.some((t) => t.pos === 'VERB' || t.pos === 'AUX') || !toks.some((t) => /^(?:NOUN|PROPN)$/.test(t.pos)))
    return null;
  if (imperativeAt(toks, headIndex(toks))) return null;
  return clause.charAt(0).toLocaleUpperCase('en-US') + clause.slice(1);
}

/**
 * A term defined before the sentence turns to the teacher: "The extra cards are called "parity bits" (or
 * parity cards), but there's no need to introduce the terminology yet, since …" gives the class "The extra
 * cards are called "parity bits" (or parity cards)." — the definition as the file writes it, the teacher's
 * part left out. Only in a teacher's document or slide notes, and only when the rest is the teacher's.
 */
export function definedBeforeTeacher(text: string, place: DirectionPlace): string | null {
  if (!place.teacherDoc && !place.notes) return null;
  const clause = firstClause(text)
    .trim()
    .replace(/[,;:]$/, '');
  const rest = text.slice(clause.length);
  if (clause === text.trim() || !DEFINES.test(clause) || YOU.test(clause) || CLASS_PEOPLE.test(clause)) return null;
  if (!YOU.test(rest) && !CLASS_PEOPLE.test(rest) && !/\bterminology\b/i.test(rest)) return null;
  if (clause.split(/\s+/).length < 4) return null;
  return `${clause}.`;
}

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

/** What the teacher does in a lesson: a "you" before one of these is the teacher, not anyone following the method. */
const TEACHER_ACTS = new Set(
  (
    'ask adapt choose cover demonstrate do emphasise emphasize explain generate get give hand have help hold let ' +
    'look make pick play practise practice prepare print put remove repeat say see show start stop teach tell ' +
    'think turn want win lose add need'
  ).split(' '),
);
const TEACHER_WORDS = /\b(?:your|yours|me|my|here|lesson|activity|trick|classroom|tokens?|marbles?|hint)\b|\bI\b/i;

/**
 * The impersonal "you" of a description: "If any data is organised in order and a binary search is applied,
 * then you can eliminate a lot of data quickly", "So in 3 questions you have eliminated 875,000 numbers",
 * "the same formula will always give you the correct value". It says how the method works for anyone who
 * follows it, so it is content even in a lesson plan. It never opens the sentence ("You can adapt the range
 * …"), never sits beside the class, the teacher's "I", "your" or the lesson's props, and never does what a
 * teacher does in class (ask, show, give, stop, make a fuss …).
 */
function describesWithYou(text: string): boolean {
  if (CLASS_PEOPLE.test(text) || TEACHER_WORDS.test(text) || /\?\s*$/.test(text)) return false;
  const toks = tokensOf(text.replace(/^["“‘'(]+/, ''));
  const head = headIndex(toks);
  // "You can adapt …", and a question put to the class without its mark ("Can you find number 302").
  if (YOU.test(toks[head]?.lower ?? '') || YOU.test(toks[head + 1]?.lower ?? '')) return false;
  const yous = toks.map((t, i) => (YOU.test(t.lower) ? i : -1)).filter((i) => i >= 0);
  return yous.every((i) => {
    // The verb "you" is the subject of (past modals, "have", "not" and adverbs), or the verb it is the object of.
    let j = i + 1;
    while (toks[j] && (toks[j].pos === 'AUX' || toks[j].pos === 'PART' || toks[j].pos === 'ADV')) j++;
    const after = toks[j]?.pos === 'VERB' ? toks[j] : null;
    const before = [...toks.slice(Math.max(0, i - 2), i)].reverse().find((t) => t.pos === 'VERB');
    const verb = after ?? before;
    return !!verb && !TEACHER_ACTS.has(verb.lemma);
  });
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
