// "The mirror is only about 8 inches thick": a sentence whose subject is "the" and one bare noun that the text
// writes of many things ("the Palomar mirror", "the Gemini mirror", "its primary mirror", "a single mirror"). Read
// in its paragraph it is the one the sentence before named; printed alone, a student cannot tell which (session
// 15's blind read: "The mirror …", "the companion" of a black hole). A noun the text keeps for one thing ("the
// heart", "the nucleus") is no such pointer.
import type { SourceSentence } from '../source/source.types';
import { tokensOf } from './clause-tokens';

/** Owners: "its mirror", "their companion", "the black hole’s companion" (one kind of modifier, whoever owns it). */
const OWNER = /^(?:its|their|his|her|our|your|my)$/;

/** Each noun the text writes (by lemma) with the different words it puts before it to say which one. */
function modifiersIn(texts: readonly string[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const text of texts) {
    const toks = tokensOf(text);
    toks.forEach((t, i) => {
      // "the Roman Empire": the tagger reads the capitalised head of a name as a name itself.
      if (i === 0 || !/^(?:NOUN|VERB|PROPN)$/.test(t.pos)) return;
      const before = toks[i - 1];
      const owner = OWNER.test(before.lower) || before.pos === 'PART';
      // The tagger reads "the Palomar mirror", "its mirror" as a verb; after a noun it may be one ("the sea mirrors").
      if (!owner && !/^(?:ADJ|PROPN|NUM)$/.test(before.pos) && !(t.pos === 'NOUN' && before.pos === 'NOUN')) return;
      // A name before it ("the Byzantine Empire", "the Palomar mirror") says the text names one of them.
      const name = before.pos === 'PROPN' && /^\p{Lu}\p{Ll}/u.test(before.v) && i > 1;
      if (t.pos === 'PROPN' && !name) return;
      const word = owner ? 'owner' : name ? `name:${before.lower}` : before.lower;
      const noun = t.lemma.toLocaleLowerCase('en-US');
      if (!out.has(noun)) out.set(noun, new Set());
      out.get(noun)!.add(word);
    });
  }
  return out;
}

const cache = new WeakMap<object, Map<string, Set<string>>>();

/**
 * The text (its sentences, or their texts) writes the noun of three or more different things, one of them owned
 * or named; `named`: one of them by a name.
 */
function manyOfThem(text: SourceSentence[] | readonly string[], noun: string, named = false): boolean {
  const known =
    cache.get(text) ?? modifiersIn(text.map((s: SourceSentence | string) => (typeof s === 'string' ? s : s.text)));
  cache.set(text, known);
  const words = [...(known.get(noun) ?? [])];
  // One of them owned or named ("its mirror", "the Gemini mirror") is one thing among others; "black cards",
  // "parity cards" and "the cards" of a card trick are kinds of the one deck the text is about.
  const one = (w: string) => w.startsWith('name:') || (!named && w === 'owner');
  return words.length >= 3 && words.some(one);
}

/**
 * The bare noun of a "The <noun> <verb> …" sentence when the text names several of its kind, or null: the
 * sentence points at one of them that only its neighbours say.
 */
export function oneOfMany(sentences: SourceSentence[], printed: string): string | null {
  const toks = tokensOf(printed);
  if (toks[0]?.lower !== 'the' || toks[1]?.pos !== 'NOUN') return null;
  if (!/^(?:AUX|VERB|ADV)$/.test(toks[2]?.pos ?? '')) return null;
  const noun = toks[1].lemma.toLocaleLowerCase('en-US');
  if (!/^\p{L}{3,}$/u.test(noun)) return null;
  return manyOfThem(sentences, noun) ? toks[1].v : null;
}

/**
 * A blank on "the _____" whose key is one everyday noun the text writes of many things, one of them by a name:
 * "the culture of the _____ was changing" (key "empire", in a text of the Roman, Byzantine and Sasanian empires)
 * asks which one only the sentences around it say; "test the _____" of a text with many a hypothesis does not.
 * `text`: the file's sentences.
 */
export function whichOneBlank(sentence: string, at: number, length: number, text: readonly string[]): boolean {
  const key = sentence.slice(at, at + length);
  if (!/^\p{Ll}+$/u.test(key) || !/\bthe\s+$/i.test(sentence.slice(0, at))) return false;
  let from = 0;
  for (const t of tokensOf(sentence)) {
    const start = sentence.indexOf(t.v, from);
    if (start < 0) return false;
    from = start + t.v.length;
    if (start === at) return t.pos === 'NOUN' && manyOfThem(text, t.lemma.toLocaleLowerCase('en-US'), true);
  }
  return false;
}
