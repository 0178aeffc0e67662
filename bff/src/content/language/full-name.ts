// "The act applied the principle of popular sovereignty.", "The empire eventually included …": a textbook shortens a
// name it has just given ("the Kansas-Nebraska Act", "the Kushan Empire") to "the" and its last word. Printed alone the sentence no longer says which act (session 21's read: "write the
// Kansas-Nebraska Act"). Where the part's sentences before it give exactly one name ending in
// that word, the sentence is printed with the name in full; where they give two ("the Roman Empire", "the Kushan
// Empire"), or none, it is left as it is. Not from a heading: a title-cased heading capitalises every word
// ("The Presidential Election of 1856"). Only words are added, the text's own, so the verifier can rebuild the
// same sentence from the file (verify/claims.verify.ts).
import type { SourceSentence } from '../source/source.types';
import { escapeRegExp } from './term-pattern';
import { tokensOf, type Tok } from './clause-tokens';

/** Sentences looked back over for the name, within the sentence's part. */
const LOOK_BACK = 12;
/** Sentences before it in which one mention of the name is enough; further back it must be named twice. */
const NEAR = 3;
/** Capitalised words that open a sentence or a phrase, never part of a name before its noun. */
const NOT_A_NAME =
  /^(?:The|A|An|This|That|These|Those|In|On|At|By|For|With|From|After|Before|When|While|During|Its|His|Her|Their|Our|My|Your|Some|Many|Most|Each|Every|Both|Such|New|Old)$/;
/** A symbol ("H atoms") or someone's ("the Tiger’s food"), never a name's word. */
const NOT_A_NAME_WORD = /^\p{Lu}\.?$|[’']s?$/u;
/** Words after "the" that a name's last word may be, but that say too little to be shortened names of it. */
const NOT_A_SHORT_NAME =
  /^(?:time|times|way|number|part|rest|same|first|last|most|end|beginning|world|people|past|future|following)$/;
/** "the act" but not "the act of voting", "the bill's sponsor" is fine, "the army officers" is a compound. */
const SHORTENED = /(?<![\p{L}\p{N}’'-])([Tt]he)\s+(\p{Ll}[\p{Ll}-]+)(?![\p{L}\p{N}’'-])(?!\s+(?:of|\p{L}+\s+of)\b)/gu;

/** The names ending in `noun` that `text` gives: "Kansas-Nebraska" for "bill" in "the Kansas-Nebraska bill". */
function namesEndingIn(text: string, noun: string): string[] {
  // The name's own noun is capitalised ("the Kansas-Nebraska Act", "the Kushan Empire"): "British troops", "C-type
  // asteroids", "the Crab Nebula pulsar" are common nouns a word qualifies, which another sentence's "the troops",
  // "the asteroids", "the pulsar" need not be (session 22: "almost all of the C-type asteroids in the outer part").
  const head = escapeRegExp(noun.charAt(0).toLocaleUpperCase('en-US') + noun.slice(1));
  const re = new RegExp(
    // Not "World War" of "World War II", nor "Cleveland Museum" of "… of Natural History": a name that goes on after
    // its noun is another name.
    String.raw`(?<![\p{L}\p{N}’'-])((?:\p{Lu}[\p{L}’'.-]*\s+){1,3})(${head})(?![\p{L}\p{N}’'-])(?!\s+(?:\p{Lu}|\d|of\s+(?:the\s+)?\p{Lu}))`,
    'gu',
  );
  const out: string[] = [];
  for (const m of text.matchAll(re)) {
    // "In January the Act", "The Act": drop the capitals that only open the sentence or a phrase; the sentence's first
    // word is capitalised whatever it is ("Nine spacecraft have …" names no "Nine spacecraft"; session 22's read).
    const words = m[1].trim().split(/\s+/);
    if (m.index === 0) words.shift();
    while (words.length && NOT_A_NAME.test(words[0])) words.shift();
    if (words.length && !words.some((w) => NOT_A_NAME_WORD.test(w))) out.push(`${words.join(' ')} ${m[2]}`);
  }
  return out;
}

/**
 * "The act applied …", "In 1918, the act was expanded …": "the" and the noun are the sentence's subject, before its
 * verb, with nothing but an opening phrase before them; the sentence goes on about the thing its part just named.
 * Not "The maximum dimensions of the array were …" (the array there was early interferometers in general, not the
 * Jansky Very Large Array named before; session 22's eighth read) nor "After the war, …".
 */
function subjectGoingOn(toks: Tok[], noun: number): boolean {
  const the = noun - 1;
  if (toks[the]?.lower !== 'the' || (the > 0 && toks[the - 1].v !== ',')) return false;
  if (toks.slice(0, the).some((x) => x.pos === 'VERB' || x.pos === 'AUX')) return false;
  let v = noun + 1;
  while (toks[v]?.pos === 'ADV') v++;
  return toks[v]?.pos === 'VERB' || toks[v]?.pos === 'AUX';
}

/**
 * The sentence `printed` (the reading's sentence `index`, perhaps shortened) with its first shortened name given
 * in full, or `printed` itself when none is or the name is not one.
 */
/** The part's sentences before sentence `index`, nearest first, at most LOOK_BACK of them; null for no sentence. */
function partBefore(sentences: SourceSentence[], index: number): string[] | null {
  const here = sentences[index];
  if (!here) return null;
  const before: string[] = [];
  for (let j = index - 1; j >= 0 && j >= index - LOOK_BACK && sentences[j].section === here.section; j--)
    before.push(sentences[j].text);
  return before;
}

export function namedInFull(sentences: SourceSentence[], index: number, printed: string): string {
  const before = partBefore(sentences, index);
  if (!before) return printed;
  const toks = tokensOf(printed);
  for (const m of printed.matchAll(SHORTENED)) {
    const noun = m[2];
    if (NOT_A_SHORT_NAME.test(noun)) continue;
    // The noun heads its phrase: "the circumstellar disk" shortens no "HL Tau circumstellar" (wink-nlp's tags).
    const t = toks.findIndex((x) => x.v === noun && x.pos === 'NOUN');
    if (t < 0 || /^(?:NOUN|PROPN)$/.test(toks[t + 1]?.pos ?? '')) continue;
    if (!subjectGoingOn(toks, t)) continue;
    // The sentence names it itself ("the Kansas-Nebraska Act … the act").
    if (namesEndingIn(printed, noun).length) return printed;
    const each = before.map((t) => namesEndingIn(t, noun));
    const names = [...new Set(each.flat())];
    const folded = new Set(names.map((n) => n.toLocaleLowerCase('en-US')));
    if (folded.size !== 1) continue;
    // Near, or the part's own subject: "After the war, Brant moved …" eight sentences after "until the Civil War" is
    // the Revolution's war, which the text never calls "X War" (session 22's eighth read keyed it True).
    const mentions = each.filter((found) => found.length).length;
    const near = each.slice(0, NEAR).some((found) => found.length);
    if (!near && mentions < 2) continue;
    const at = m.index + m[1].length;
    return `${printed.slice(0, at)} ${names[0]}${printed.slice(at + 1 + noun.length)}`;
  }
  return printed;
}

/**
 * Every way the sentence could print with one shortened name given in full, read from its part's sentences before
 * it by their words alone (no tagger): what the verifier accepts, on a thread that reads no language model. Wider
 * than `namedInFull`, never narrower, and only ever the text's own words.
 */
export function fullNamings(sentences: SourceSentence[], index: number, printed: string): string[] {
  const before = partBefore(sentences, index);
  if (!before) return [];
  const out: string[] = [];
  for (const m of printed.matchAll(SHORTENED)) {
    const noun = m[2];
    const at = m.index + m[1].length;
    for (const name of new Set(before.flatMap((t) => namesEndingIn(t, noun))))
      out.push(`${printed.slice(0, at)} ${name}${printed.slice(at + 1 + noun.length)}`);
  }
  return out;
}
