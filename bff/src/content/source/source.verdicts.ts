// Why a noun phrase that looks like a definition is none: it characterises one thing rather than saying what a
// kind of thing is. History and astronomy text write "X was a Y" of one society, one building, one impact; a
// blind teacher read (session 12) found six of ten such vocabulary entries wrong. Each rule names the reason:
// a word that grades or judges, a rank among others, one object's measure, how a thing was in its time, a list
// of names, a happening the sentence told.
import type { Tokens } from './source.tokens';

/** Adverbs of degree: "an especially warlike society" grades a quality, which is a verdict, not a kind. */
const DEGREE =
  /^(?:especially|exceptionally|unusually|remarkably|notably|deeply|immensely|enormously|hugely|fairly|rather|somewhat|largely|mostly|overwhelmingly|intensely|strongly|increasingly|profoundly|thoroughly)$/i;
/** Nouns that judge what they name: "a masterpiece of stone and glass", "a testament to their skill". */
const VERDICT_NOUN =
  /^(?:masterpiece|testament|triumph|marvel|wonder|disaster|tragedy|catastrophe|hero|heroine|villain|legend|genius)s?$/i;
/**
 * Heads that give the place a thing held for someone or in a story, not what it is: "The family was the center of
 * life for a Mongol woman", "fluency in Latin was a status symbol", "California was the crown jewel of the Mexican
 * Cession", "The election was the climax of several decades of expanding democracy".
 */
const ROLE_NOUN =
  /^(?:center|centre|heart|hub|focus|core|cornerstone|backbone|hallmark|linchpin|mainstay|pillar|symbol|jewel|gem|pride|climax|culmination|peak|pinnacle|zenith|apex|height|end|beginning|start|dawn)s?$/i;
/** A share of a group: "the weavers—a minority even within the guild—" tells how many, not what kind. */
const SHARE_NOUN = /^(?:minority|majority|handful|fraction)$/i;
/**
 * Heads that tie one thing to another: "a unicameral legislature, a continuation of the earlier Congress" says
 * what it carried on, not what a unicameral legislature is.
 */
const TIED_TO =
  /^(?:continuation|extension|successor|predecessor|descendant|forerunner|outgrowth|offshoot|remnant|revival)s?$/i;
/** Heads a superlative may narrow and still define: "the smallest unit of matter" says where a scale ends. */
const SCALE_END = /^(?:unit|particle|amount|quantity|division|part|piece|portion|level|value)s?$/i;
/** Words that close a measure: "about 30 meters in diameter", "two miles long". */
const MEASURE_CLOSE = /^(?:in|across|long|wide|tall|high|deep|thick|old|heavy)$/i;
/** Heads that sum up a happening: "…, an event that left many families without bread". */
// "… returned to defend the nation's capital, a move that Jackson hoped …", "compete with slave labor, a contest that
// …", "in the West, a view captured in …": a step, a stance or a contest sums up the clause too (session 21's read);
// so does an experience ("speculating in land, an experience that had made him uneasy"; session 22's read).
const HAPPENING =
  /^(?:event|occurrence|incident|development|episode|situation|circumstance|move|step|decision|view|contest|stance|gesture|experience)s?$/i;

const past = (w: string) => /^(?:was|were)$/i.test(w);

/** A superlative: "richest", "largest" (the lemma is the plain adjective), not "forest" or "interest". */
const superlative = (t: Tokens, i: number) =>
  t.pos[i] === 'ADJ' && /\p{L}{2,}est$/iu.test(t.value[i]) && t.lemma[i] !== t.value[i].toLocaleLowerCase('en-US');

/**
 * Does the noun phrase [from, to) with its head at `head` characterise rather than define? The word before
 * it matters too: after a past "was" a measure is one thing's.
 */
export function characterises(t: Tokens, from: number, to: number, head: number): boolean {
  // "a remarkably complex organ comprised of billions of neurons": what a thing is made of defines it, a grade beside it or not.
  const parts =
    /^(?:comprised|composed|made|consisting)$/i.test(t.value[head + 1] ?? '') && /^of$/i.test(t.value[head + 2] ?? '');
  for (let i = from; i < head; i++) {
    if (DEGREE.test(t.value[i]) && !parts) return true;
    // "the richest port on the sea": a rank among others; "the smallest unit of matter" is where a scale ends.
    if (superlative(t, i) && !SCALE_END.test(t.value[head])) return true;
  }
  if (VERDICT_NOUN.test(t.value[head]) || SHARE_NOUN.test(t.value[head])) return true;
  // A role said in the past or for someone ("was the center of life for …"); "the nucleus is the center of an atom"
  // is where a part lies, and still defines.
  if (
    ROLE_NOUN.test(t.value[head]) &&
    (past(t.value[from - 1] ?? '') ||
      /^(?:status|national|royal|crown)$/i.test(t.value[head - 1] ?? '') ||
      t.value.slice(head + 1, to).some((w) => /^for$/i.test(w)))
  )
    return true;
  if (TIED_TO.test(t.value[head]) && /^(?:of|to)$/i.test(t.value[head + 1] ?? '')) return true;
  for (let i = from; i < to; i++) {
    // "a stony object about 20 meters in diameter" after "was": one object's size, not what every impactor is.
    if (
      past(t.value[from - 1] ?? '') &&
      t.pos[i] === 'NUM' &&
      /^(?:NOUN|PROPN)$/.test(t.pos[i + 1] ?? '') &&
      MEASURE_CLOSE.test(t.value[i + 2] ?? '')
    )
      return true;
    // "a role that was largely domestic and subservient": what it was like in its time, not what it is.
    if (/^(?:that|which|who)$/i.test(t.value[i]) && past(t.value[i + 1] ?? '')) {
      let j = i + 2;
      while (t.pos[j] === 'ADV') j++;
      if (t.pos[j] === 'ADJ') return true;
    }
  }
  return namesOnly(t, from, to);
}

/** "are perihelion and aphelion": bare names joined by "and"/"or" list which ones, not what kind of thing. */
function namesOnly(t: Tokens, from: number, to: number): boolean {
  let end = to;
  while (end > from && t.pos[end - 1] === 'PUNCT') end--;
  const words = t.pos.slice(from, end);
  return (
    end - from <= 7 &&
    words.some((p, k) => p === 'CCONJ' && k > 0) &&
    words.every((p, k) => /^(?:NOUN|PROPN|ADJ|CCONJ)$/.test(p) || t.value[from + k] === ',')
  );
}

/** Heads of a move in an argument or a contest: "a ploy", "a tactic", "a gambit". */
const ARGUMENT_MOVE = /^(?:ploy|gambit|tactic|manoeuvre|maneuver)s?$/i;
/** "a line of reasoning": read at "line" or at "reasoning", as the noun phrase ends. */
const lineOfReasoning = (t: Tokens, head: number) =>
  (/^(?:reasoning|argument|thought|attack)$/i.test(t.value[head] ?? '') &&
    /^of$/i.test(t.value[head - 1] ?? '') &&
    /^lines?$/i.test(t.value[head - 2] ?? '')) ||
  (/^lines?$/i.test(t.value[head] ?? '') &&
    /^of$/i.test(t.value[head + 1] ?? '') &&
    /^(?:reasoning|argument|thought|attack)$/i.test(t.value[head + 2] ?? ''));

/**
 * An appositive headed by a happening ("an event that …") sums up what the sentence told, not the noun before it;
 * so does an argument's move ("… northern aggression—a line of reasoning that …", "family values, a rhetorical
 * ploy to …").
 */
export const sumsUp = (t: Tokens, head: number) =>
  HAPPENING.test(t.value[head] ?? '') || ARGUMENT_MOVE.test(t.value[head] ?? '') || lineOfReasoning(t, head);

/** Nouns for people as a group: "men", "farmers", "settlers". */
const PEOPLE =
  /^(?:man|woman|people|person|child|family|farmer|worker|citizen|settler|colonist|planter|peasant|merchant|landowner|slave|resident|inhabitant|tribe|folk|noble|soldier|household)$/;
/** Words that place people somewhere or sometime: "southern", "colonial", "medieval" (a capitalised "Athenian" too). */
const PLACED =
  /^(?:southern|northern|eastern|western|urban|rural|colonial|local|native|foreign|ancient|medieval|early|modern)$/i;

/**
 * "Southern men were patriarchs of their own household": a people of a place or time said to be something
 * is how they lived, not what a word means.
 */
export function peopleOfAPlace(t: Tokens, from: number, to: number): boolean {
  const head = to - 1;
  if (to - from < 2 || !PEOPLE.test(t.lemma[head] ?? '')) return false;
  return t.value
    .slice(from, head)
    .some(
      (w, k) => PLACED.test(w) || (k + from > 0 && /^\p{Lu}/u.test(w)) || (k + from === 0 && t.pos[from] === 'PROPN'),
    );
}

const CHANGE = /^(?:increase|decrease|rise|decline|growth|drop|surge|jump|fall|boom)s?$/i;
/**
 * "76 million babies were born in the United States, a population increase that had important effects …": after
 * a noun a preposition closes on, an appositive headed by a change sums up what the clause told (the births), it
 * is no meaning of the place. "Inflation, a rise in the general price level, …" renames its subject and stays.
 */
export const sumsUpChange = (t: Tokens, npFrom: number, head: number) =>
  CHANGE.test(t.value[head] ?? '') && t.pos[t.pos[npFrom - 1] === 'DET' ? npFrom - 2 : npFrom - 1] === 'ADP';
