// Where a word comes from ("from the Latin gibbus, meaning hump") is no content a student learns from the
// text: such a word is never a term, a blank or a key.
const LANGUAGES =
  String.raw`Latin|Greek|French|German|Old\s+English|Middle\s+English|Old\s+Norse|Arabic|Sanskrit|Hebrew|` +
  String.raw`Italian|Spanish|Dutch|Persian`;

/** The text before a span ends by naming a language ("from the Greek word ", "the Latin "). */
export const ETYMOLOGY = new RegExp(
  String.raw`\b(?:${LANGUAGES})(?:\s+(?:word|root|term|name|verb|noun|adjective))?(?:\s+(?:for|meaning))?` +
    String.raw`[\s,]+[“"‘']?$`,
  'u',
);

const LANGUAGE_HEAD = new RegExp(String.raw`^(?:${LANGUAGES})\s+\p{Ll}`, 'u');
const GLOSSED = /^[\s,]*(?:meaning|which means|for\b|\))/u;

const FROM = /\bfrom\s+(?:the\s+)?$/iu;

/**
 * A span that is itself a language's name and its word, glossed, closing an aside or said to be where a
 * word comes from ("Latin gibbus" in "the Latin gibbus, meaning hump", "from the Latin crescere, to grow");
 * not a name that starts with one ("the French Revolution", "Spanish flu cases", "Greek mythology is old").
 */
export const glossedForeignWord = (span: string, after: string, before = '') =>
  LANGUAGE_HEAD.test(span) && (GLOSSED.test(after) || FROM.test(before));
