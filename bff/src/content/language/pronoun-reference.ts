// A pronoun or demonstrative with nothing in the sentence it can stand for: "he/she" with no name before
// it, "they/their" with no plural noun before it, "it" with no singular noun before it (unless it is the
// "it" of "it is necessary to …"), the "it" of "X is that it …", which never means X, and "this brain
// work", "That is why". wink-nlp has no parser, so this is a conservative reading of the tokens: it may keep a
// pronoun a reader would find ambiguous, and it drops a sentence rather than guess at an antecedent outside it.
import type { Tok } from './clause-tokens';
import { SAYS_WHICH } from './said-before';

/** Prepositions that open a phrase of place or time, never a clause ("as", "after", "since" may open either). */
const FRONTING = new Set(
  'from in on at for with without during by under over across inside outside near within throughout beyond among between through into onto'.split(
    ' ',
  ),
);
const DEMONSTRATIVES = new Set(['this', 'these', 'those', 'that']);
const EXPLETIVE_VERBS = new Set(['be', 'seem', 'appear', 'become']);
const SINGULAR_PRONOUNS = new Set(['it', 'its']);
const PLURAL_PRONOUNS = new Set(['they', 'them', 'their', 'theirs']);
const PERSON_PRONOUNS = new Set(['he', 'him', 'his', 'she', 'her', 'hers']);

/** Verbs only a person does: "they should work out that …" needs people to be "they". */
const PERSON_VERBS = new Set(
  'ask answer agree believe choose decide explain feel forget guess hear know learn like notice realize realise remember say see tell think try understand want wonder work write read'.split(
    ' ',
  ),
);
/** Nouns for people: a name, or a word such as "students", "anthropologists", "a farmer". */
const personNoun = (t: Tok) =>
  t.pos === 'PROPN' ||
  (t.pos === 'NOUN' &&
    (/(?:ist|ian|er|or|ant|ent)$/.test(t.lemma) ||
      /^(?:people|person|child|children|man|men|woman|women|human|family|adult|friend|peer|class|team|group)$/.test(
        t.lemma,
      )));

const isNoun = (t: Tok) => t.pos === 'NOUN' || t.pos === 'PROPN';
/** wink-nlp lemmatises a plural noun to its singular: "cards" → "card"; a name ending in s stays itself. */
const isPlural = (t: Tok) => isNoun(t) && t.lemma.toLocaleLowerCase('en-US') !== t.lower;

/** "the Quakers", "the leading Tolvanites": a people's name (plural, after "the"), no one "he" or "him" can be. */
function peopleName(toks: Tok[], k: number): boolean {
  if (!/[^s’']s$/.test(toks[k].v) || toks[k + 1]?.pos === 'PROPN') return false;
  let j = k - 1;
  while (j >= 0 && /^(?:PROPN|ADJ|NOUN)$/.test(toks[j].pos)) j--;
  return toks[j]?.lower === 'the';
}

/**
 * The "it" of "it is necessary to …", "it was thought that …", "it seems likely that …": it stands
 * for the clause that follows, not for anything before. "It is a force that …" is not one.
 */
function expletive(toks: Tok[], i: number): boolean {
  let k = i + 1;
  while (toks[k]?.pos === 'AUX' || toks[k]?.pos === 'ADV' || toks[k]?.pos === 'PART') {
    if (toks[k].pos === 'AUX' && !EXPLETIVE_VERBS.has(toks[k].lemma) && toks[k].lemma !== 'have') {
      k++;
      continue;
    }
    k++;
  }
  if (!toks.slice(i + 1, k).some((t) => EXPLETIVE_VERBS.has(t.lemma)) && !EXPLETIVE_VERBS.has(toks[k]?.lemma ?? ''))
    return false;
  if (toks[k] && EXPLETIVE_VERBS.has(toks[k].lemma)) k++;
  // "it appears that …", "it seems that …": the clause is what appears.
  if (toks[k]?.lower === 'that' && /^(?:seem|appear)$/.test(toks[k - 1]?.lemma ?? '')) return true;
  const word = toks[k];
  const after = toks[k + 1];
  if (!word || !after) return false;
  return (word.pos === 'ADJ' || word.pos === 'VERB') && /^(?:to|that|for|whether|if|when|how)$/.test(after.lower);
}

/** The pronoun is the subject of a verb only people do ("they should work out", "they decide"). */
function doesAsAPerson(toks: Tok[], i: number): boolean {
  let k = i + 1;
  while (toks[k] && (toks[k].pos === 'AUX' || toks[k].pos === 'ADV' || toks[k].pos === 'PART')) k++;
  return !!toks[k] && toks[k].pos === 'VERB' && PERSON_VERBS.has(toks[k].lemma);
}

/**
 * A pronoun with nothing before it in the sentence to stand for, said as the teacher's note reads it after "it":
 * "(it says “They” but not who or what that is)".
 */
const saysWithout = (t: Tok) => `says “${t.v}” but not who or what that is`;

/**
 * Why a pronoun or demonstrative of the sentence (its tokens) points outside it, or null when every one
 * has something in the sentence to stand for.
 */
/**
 * Can the name at `k` be the person the pronoun at `i` stands for? Not a capitalised first word before a plural
 * noun ("Rich landowners feared that if he …": an adjective), and not the subject of the verb whose object the
 * pronoun is ("When Hayes forcibly removed him": him is someone else; session 21's read).
 */
function canBe(toks: Tok[], k: number, i: number): boolean {
  if (k === 0 && isNoun(toks[1] ?? toks[0]) && toks[1]?.pos !== 'PROPN') return false;
  if (/^(?:him|her)$/.test(toks[i].lower)) {
    let v = i - 1;
    if (toks[v]?.pos !== 'VERB') return true;
    v--;
    while (toks[v]?.pos === 'ADV' || toks[v]?.pos === 'AUX') v--;
    if (v === k) return false;
  }
  return true;
}

/**
 * "Parliament soon began exercising that authority over the colonies": a "that" inside the sentence, before a
 * verb's object, points at what the sentence before named (session 21's read). Not "that" opening a clause
 * ("argued that colonists should pay": a verb follows its noun; "a disturbance that travels": a relative after its
 * noun), not "so that", "now that", "such that", and not a noun the sentence named before it.
 */
function thatPointsBack(toks: Tok[], at: number): string | null {
  if (at < 1 || /^(?:so|now|such|given)$/.test(toks[at - 1].lower)) return null;
  if (/^(?:NOUN|PROPN|PRON|NUM)$/.test(toks[at - 1].pos)) return null;
  let k = at + 1;
  while (toks[k]?.pos === 'ADJ') k++;
  if (toks[k]?.pos !== 'NOUN') return null;
  while (toks[k + 1]?.pos === 'NOUN') k++;
  let v = k + 1;
  while (toks[v]?.pos === 'ADV') v++;
  if (toks[v] && /^(?:VERB|AUX)$/.test(toks[v].pos)) return null;
  if (toks[k + 1] && SAYS_WHICH.test(toks[k + 1].lower)) return null;
  const noun = toks[k].lemma.toLocaleLowerCase('en-US');
  if (toks.slice(0, at).some((t) => t.lemma.toLocaleLowerCase('en-US') === noun)) return null;
  return `points back (“${toks
    .slice(at, k + 1)
    .map((t) => t.v)
    .join(' ')}”)`;
}

export function unresolvedReference(toks: Tok[]): string | null {
  // "From Earth, it appears to …", "On a frictionless surface, it would …": a phrase set before the subject says
  // where or when; its nouns are never what the subject pronoun right after it stands for.
  const comma = toks.findIndex((t) => t.v === ',');
  const fronted =
    comma > 0 && FRONTING.has(toks[0].lower) && !toks.slice(0, comma).some((t) => t.pos === 'VERB' || t.pos === 'AUX')
      ? comma + 1
      : -1;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const before = toks.slice(i === fronted ? fronted : 0, i);
    const next = toks[i + 1];
    if (DEMONSTRATIVES.has(t.lower)) {
      // "that" joining a clause ("so that", "the cells that divide") points nowhere.
      // After anything but a preposition "that" starts a clause ("a disturbance that travels", "shows
      // that"); "in that case", "at that time" and an opening "That" point back.
      // "Considering that, …", "After that, …": a "that" closed by a comma at the start is the thing before
      // ("so little was there that, try as she might, …" is a clause).
      const prev = before.at(-1);
      if (t.lower === 'that' && next?.v === ',' && i <= 2 && prev && (prev.pos === 'ADP' || /ing$/.test(prev.lower)))
        return `points back (“${t.v}”)`;
      // "Many merchants resented that.": a "that" that ends the sentence or its clause opens none; it is the
      // thing the sentence before said ("show that, as of 2021, …" opens a clause after its aside).
      if (t.lower === 'that' && i > 0 && (!next || /^[.;:!?)]$/.test(next.v)) && prev?.v !== ',')
        return `points back (“${t.v}”)`;
      // Right after a phrase set before the subject ("In Korea, that …") it opens the clause, as at the start.
      if (t.lower === 'that' && (t.pos === 'SCONJ' || (i > 0 && i !== fronted && prev?.pos !== 'ADP'))) {
        const back = thatPointsBack(toks, i);
        if (back) return back;
        continue;
      }
      if (t.pos === 'DET' && next && isNoun(next)) {
        // "the hippocampus … this structure" names its noun before; "this brain work" does not.
        if (before.some((b) => isNoun(b) && b.lemma === next.lemma)) continue;
        return `points back (“${t.v} ${next.v}”)`;
      }
      if (t.pos === 'PRON' || t.pos === 'DET') return `points back (“${t.v}”)`;
      continue;
    }
    if (t.pos !== 'PRON') continue;
    if (PERSON_PRONOUNS.has(t.lower)) {
      // "The leading Quakers thought him too divisive": a people's name is no one "him" can be.
      const from = i - before.length;
      if (!before.some((b, k) => b.pos === 'PROPN' && !peopleName(toks, from + k) && canBe(toks, from + k, i)))
        return `says “${t.v}” but names no one before it`;
    } else if (PLURAL_PRONOUNS.has(t.lower)) {
      if (!before.some(isPlural)) return saysWithout(t);
      if (doesAsAPerson(toks, i) && !before.some((b) => isPlural(b) && personNoun(b)))
        return `says “${t.v}” of people it does not name`;
    } else if (SINGULAR_PRONOUNS.has(t.lower)) {
      // "X is that it acts on …": the "it" of a that-clause after "is" is never X.
      if (before.length >= 2 && before.at(-1)!.lower === 'that' && before.at(-2)!.lemma === 'be') return saysWithout(t);
      if (t.lower === 'it' && expletive(toks, i)) continue;
      if (!before.some((b) => isNoun(b) && !isPlural(b))) return saysWithout(t);
    }
  }
  return null;
}
