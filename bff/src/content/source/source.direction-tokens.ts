// A sentence's words as the direction reader sees them: wink-nlp's parts of speech and lemmas, read with the
// first letter lowered (the tagger reads a capitalised "Hand" as a name), and the few shapes read from them:
// the head of an imperative, the first clause, where a sentence's own words start after quotes and "Now, …".
import { nlp, tokenLemmas } from './source.nlp';

export interface Tok {
  lower: string;
  pos: string;
  lemma: string;
}

/** Opening words an imperative may follow: "Now turn …", "Then ask …". */
const LEADING_ADVERBS = new Set(['now', 'then', 'next', 'first', 'finally', 'also', 'again', 'briefly', 'quickly']);

const cache = new Map<string, Tok[]>();
/** Tokens of the text with its first letter lowered: the tagger reads a capitalised "Hand" as a name. */
export function tokensOf(text: string): Tok[] {
  const hit = cache.get(text);
  if (hit) return hit;
  const w = nlp();
  const lowered = text.charAt(0).toLocaleLowerCase('en-US') + text.slice(1);
  const t = w.readDoc(lowered).tokens();
  const values = t.out();
  const pos = t.out(w.its.pos);
  const lemma = tokenLemmas(t);
  const toks = values.map((v, i) => ({ lower: v.toLocaleLowerCase('en-US'), pos: pos[i], lemma: lemma[i] }));
  if (cache.size > 5000) cache.clear();
  cache.set(text, toks);
  return toks;
}

/** A verb in its base form with no subject before it: the head of an imperative. */
export function imperativeAt(toks: Tok[], i: number): boolean {
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
export function readsAsImperative(text: string): boolean {
  const first = /^[\p{L}’']+/u.exec(text)?.[0];
  if (!first || /^(?:I|A|An|The|This|That|These|Those|It|They|We|He|She)$/.test(first)) return false;
  const toks = tokensOf(`you ${text.charAt(0).toLocaleLowerCase('en-US')}${text.slice(1)}`);
  return toks[2]?.pos !== 'PUNCT' && imperativeAt(toks, 1);
}

/** The first clause: up to a semicolon, colon or dash, or a comma before a conjunction that starts another clause. */
export const firstClause = (text: string) =>
  text.split(/;|:\s|\s[-–—]\s|,\s+(?:but|since|so|because|although|while|whereas)\b/)[0];

/** Index past opening quotes, brackets and leading adverbs ("Now, …"). */
export function headIndex(toks: Tok[]): number {
  let i = 0;
  while (toks[i] && (toks[i].pos === 'PUNCT' || LEADING_ADVERBS.has(toks[i].lower))) i++;
  return i;
}
