// Number agreement for the words a template puts around a term: "How are seasons connected to Earth?",
// "Berries are an example of what?", never "How is seasons …". The number is read from wink-nlp: a noun
// whose lemma differs from the word is a plural ("seasons" → "season", "children" → "child"); "physics"
// and "economics" are names of one subject, and "species" or "series" are read as the text uses them
// (the singular, unless the text's verb says otherwise, which a template cannot know).
import { tokensOf } from './clause-tokens';

/** Subjects named by a plural-looking word: one subject each. */
const ONE_SUBJECT = /ics$/i;

/** The phrase's head noun: the last noun before any "of" ("Sons of Liberty" → "Sons"). */
function headOf(phrase: string) {
  const toks = tokensOf(phrase);
  const of = toks.findIndex((t, i) => i > 0 && t.lower === 'of');
  const upTo = of > 0 ? toks.slice(0, of) : toks;
  return upTo.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').at(-1) ?? upTo.at(-1);
}

/** Is the noun phrase plural ("seasons", "P-waves", "the Sons of Liberty", "people")? */
export function isPluralPhrase(phrase: string): boolean {
  if (/\s(?:and|or)\s/i.test(phrase)) return /\sand\s/i.test(phrase);
  const head = headOf(phrase.trim());
  if (!head || ONE_SUBJECT.test(head.v)) return false;
  if (head.lower === 'people') return true;
  const lemma = head.lemma.toLocaleLowerCase('en-US');
  // A name's lemma is the name itself: "Aztecs", "Sons" end like plurals, "Athens" is read the same way.
  if (head.pos === 'PROPN') return /[^siu']s$/i.test(head.v);
  return lemma !== head.lower;
}

/** "is" or "are" for the phrase as subject. */
export const beFor = (phrase: string) => (isPluralPhrase(phrase) ? 'are' : 'is');
