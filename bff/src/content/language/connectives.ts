// A connective ties a sentence to the one before ("Most cloth, however, was woven at home", "In essence, a
// hypothesis is …", "Mass is therefore expressed in kilograms", "Thunder and explosions also create pulse
// waves"). Printed alone as a question's statement or stem, the sentence reads as if a teacher had torn it
// out of its paragraph. Where the connective only links (contrast, addition, restatement, consequence) and
// the claim is whole without it, the question prints it cut, by deletion only, like a grade's shorter
// version (sentence.simplify.ts): the claim is the same claim. Only question items are cut (the question
// forms, a model's true/false or fill-in statement); a quotation of the text (a passage, a lesson plan's or
// an organizer's quoted sentence) keeps the text's words. Connectives that carry meaning stay, and their sentence is left to the stand-alone check:
// "Otherwise", "Instead", "Then", "Still", "Yet", "So", "After all" (an argument's step, often one the text
// goes on to refute: "After all, the nucleus … should exert tremendous repulsive forces").
import { isWholeSentence } from './sentence.simplify';

const LINKING = [
  'however',
  'therefore',
  'thus',
  'hence',
  'consequently',
  'as a result',
  'in addition',
  'moreover',
  'furthermore',
  'in fact',
  'indeed',
  'of course',
  'in essence',
  'essentially',
  'basically',
  'in other words',
  'nevertheless',
  'nonetheless',
  'likewise',
  'similarly',
  'in contrast',
  'by contrast',
  'on the other hand',
  // "On one hand, Chinggis wanted …": the other hand is the next sentence's; the claim is whole without it.
  'in particular',
  'on one hand',
  'on the one hand',
  'besides',
  'accordingly',
  'in short',
  'in sum',
  'for example',
  'for instance',
  'also',
  'again',
  'in turn',
  'too',
  // "Not surprisingly, presidents had little power": surprising after what? (session 20's read).
  'not surprisingly',
  'unsurprisingly',
].map((w) => w.replace(/ /g, String.raw`\s+`));
/**
 * Openers that only number or rank a point among the text's ("First,", "Second,", "Finally,", "Lastly,", "Next,",
 * "Most importantly,"): the claim after them is whole, and which point came before is the paragraph's. Cut only
 * at the start and before their comma ("the first, second and third place" is a list; "Next add up …" is an
 * instruction, which the stand-alone check refuses as it is).
 */
const RANKING = [
  'first',
  'firstly',
  'first of all',
  'second',
  'secondly',
  'third',
  'thirdly',
  'fourth',
  'fourthly',
  'fifth',
  'lastly',
  'finally',
  'next',
  'to begin with',
  'most importantly',
  'more importantly',
  'above all',
].map((w) => w.replace(/ /g, String.raw`\s+`));
const ANY = LINKING.join('|');
/** Inside a sentence "for example" / "for instance" introduce the example itself ("Metals, for example, copper …"). */
const ANY_INSIDE = LINKING.filter((w) => !/^for/.test(w)).join('|');

/** "However, …", "In essence, …", "Thus the …" (a consequence adverb may go without its comma). */
const LEADING = new RegExp(
  String.raw`^(?:(?:${ANY}|${RANKING.join('|')})\s*,|(?:thus|hence|therefore)\s+(?=\p{Ll}))\s*`,
  'iu',
);
/** ", however," ", of course," inside the sentence: the commas go with it. */
const INSIDE = new RegExp(String.raw`,\s*(?:${ANY_INSIDE})\s*,\s*`, 'gi');
/** "…, of course." "…, too." at the end. */
const TRAILING = new RegExp(String.raw`,\s*(?:${ANY})\s*(?=[.!?]["”’]?$)`, 'i');
/** "is therefore expressed", "also create": a linking adverb without commas before a verb or after "is". */
const BARE =
  /\s(?:therefore|thus|hence|also)(?=\s+\p{Ll})(?!\s+(?:far|much|many|large|small|long|little|often|hard)\b)/giu;

/**
 * The sentence without the connectives that only tie it to its neighbours, or null when it has none (or
 * when what is left is not a whole sentence, or "not only … but also", which needs its "also").
 */
export function withoutConnective(sentence: string): string | null {
  const hit = cache.get(sentence);
  if (hit !== undefined) return hit;
  const found = cutOf(sentence);
  if (cache.size > 5000) cache.clear();
  cache.set(sentence, found);
  return found;
}

const cache = new Map<string, string | null>();

function cutOf(sentence: string): string | null {
  if (/\bnot only\b/i.test(sentence)) return null;
  const lead = /^[\s"“‘'(]*/.exec(sentence)![0];
  const body = sentence.slice(lead.length);
  const rest = body.replace(LEADING, '').replace(INSIDE, ' ').replace(TRAILING, '').replace(BARE, '');
  if (rest === body) return null;
  const cut = lead + rest.charAt(0).toLocaleUpperCase('en-US') + rest.slice(1);
  return isWholeSentence(cut) ? cut : null;
}
