// A textbook's apparatus around its teaching: worked examples ("Example 2.1", "Strategy", "Solution",
// "Discussion"), review boxes and their headings ("Check Your Understanding", "Check Your Learning", "Key
// Terms", "Summary", "Review Questions", "(review )", "Answer:"), feature boxes ("Link to Learning") and figure or table
// callouts ("(Figure 3)", "see Figure 19.13"). Out of their box such a line is no statement a student can
// judge, and its words are no term to learn: a sentence carrying one is never an item, and none of these
// words is ever a stem's term or an option. Read from the words alone, so pasted text, PDFs and slides
// (where a box's heading runs into its first line: "Solution Solving P = IV for …") are read alike.

/** A box heading at the start of a line, alone or run into the next sentence ("Strategy We are given …"). */
const LEADING = new RegExp(
  String.raw`^[\s"“(]*(?:solution|strategy|discussion|answer|hint|worked example|practice problems?|` +
    String.raw`check your (?:understanding|learning)|(?:section\s+)?summary|key (?:equations?|terms?|concepts?)|review questions?|` +
    String.raw`learning objectives?|critical thinking questions?|(?:worked\s+)?example\s+\d+(?:\.\d+)*)` +
    String.raw`(?:\s*[:.)—–-]|\s+(?=[\p{Lu}\d])|\s*$)`,
  'iu',
);

/** Apparatus anywhere in a sentence: a numbered example, a review box, an answer given, a callout. */
const ANYWHERE = new RegExp(
  [
    String.raw`\bcheck your (?:understanding|learning)\b`,
    String.raw`\breview questions\b`,
    String.raw`\bworked example\b`,
    String.raw`\bexample\s+\d+\.\d+\b`,
    String.raw`\banswers?\s*:`,
    String.raw`\(\s*review\s*\)`,
    String.raw`\b(?:fig(?:ure)?s?\.?|tables?)\s+\d+(?:\.\d+)*[a-z]?\b`,
    // A feature box's heading: "Link to Learning", "Everyday Connection", "Snap Lab", "Virtual Physics".
    String.raw`\blink to learning\b|\b(?:everyday|career|real[- ]world) connection\b|\bsnap lab\b|\b(?:virtual|watch) physics\b`,
  ].join('|'),
  'iu',
);

/**
 * A box heading in title case run into the sentence after it, anywhere in a line of plain text where the
 * extraction lost the break ("… the seasons. Key Terms Axial tilt is …", "Summary The Moon …").
 */
const GLUED = new RegExp(
  String.raw`(?:^|[.!?:]\s+|\s)(?:Check Your (?:Learning|Understanding)|Key Terms|Key Concepts|Review Questions|` +
    String.raw`Section Summary|Summary|Learning Objectives|Critical Thinking Questions?)\s+(?=\p{Lu})`,
  'u',
);

/** Does the sentence carry a worked example's, a review box's or a figure's apparatus? */
export const isApparatus = (sentence: string) =>
  LEADING.test(sentence) || ANYWHERE.test(sentence) || GLUED.test(sentence);

/** Words of the apparatus that are never a term to learn, to blank, to swap in or to offer as an option. */
const APPARATUS_TERMS = new Set([
  'example',
  'examples',
  'figure',
  'figures',
  'answer',
  'answers',
  'worked example',
  'check your understanding',
  'check your learning',
  'key terms',
  'key concepts',
  'review questions',
  'section summary',
  'learning objectives',
  'review',
  'exercise',
  'exercises',
  'practice problem',
  'practice problems',
]);

/** Is the term one of the apparatus's own words ("example", "figure", "answer")? */
export const apparatusTerm = (term: string) => APPARATUS_TERMS.has(term.toLocaleLowerCase('en-US').trim());
