// Places the text itself puts one inside the other. A true/false swap of a place for the region that holds it,
// or for one it holds, stays true ("… in Siberia" made "… in Russia" where the text has "the Tunguska River in
// Siberia" and "the Tunguska River in Russia"), so it is no false statement. The engine has no gazetteer: the
// nesting is read from the text's own phrases, "Z in Y", "Z, in Y", "Z in northern Y", "Y's Z", "Z, the capital
// of Y", "Z, a city in Y", "Y's capital, Z", followed
// from one to the next ("the Tunguska River in Siberia", "Siberia in Russia"), and two places that the text
// gives as holding one same place overlap. Places the text names side by side in one region ("Chatham Island"
// and "James Island", each "in the Galapagos") are siblings, the swap a sound false statement.
import type { SourceReading } from '../source/source.types';
import { nameKind, placeByItsWords } from './swap-names';

const NAME = String.raw`\p{Lu}[\p{L}’'-]*(?:\s+(?:of\s+(?:the\s+)?)?\p{Lu}[\p{L}’'-]*){0,3}`;
const SIDE = String.raw`(?:north|south|east|west|northern|southern|eastern|western|central|northeastern|northwestern|southeastern|southwestern|northeast|northwest|southeast|southwest|coastal|upper|lower|inland)`;
/** "the Tunguska River in Siberia", "Tomsk, in western Siberia", "a village within Yakutia". */
const IN_PLACE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${NAME}),?\s+(?:in|within|inside)\s+(?:the\s+)?(?:${SIDE}\s+)?(${NAME})(?![\p{L}\p{N}])`,
  'gu',
);
/** "Russia's Siberia", "Russia’s northern forests" (only a name counts). */
const OWNED_PLACE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${NAME})[’']s\s+(?:${SIDE}\s+)?(${NAME})(?![\p{L}\p{N}])`,
  'gu',
);
/** A place named with what it is and where: "Tehran, the capital of Iran", "Tomsk, a city in Siberia". */
const WHAT_AND_WHERE = String.raw`(?:\p{Ll}+\s+){0,2}(?:capital|city|town|port|village|province|state|region|county|district|island|colony)`;
const PLACE_OF = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${NAME}),\s+(?:(?:the|a|an)\s+)?${WHAT_AND_WHERE}\s+(?:of|in)\s+(?:the\s+)?(${NAME})(?![\p{L}\p{N}])`,
  'gu',
);
/** "the capital of Iran, Tehran", "Iran’s capital, Tehran", "Iran’s capital city of Tehran". */
const OF_PLACE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:capital\s+of\s+(?:the\s+)?(${NAME})|(${NAME})[’']s\s+capital(?:\s+city)?),?\s+(?:of\s+)?(${NAME})(?![\p{L}\p{N}])`,
  'gu',
);
/** Capitalised words that open a sentence or a phrase, not a name. */
const NOT_A_NAME =
  /^(?:In|At|On|The|A|An|From|To|By|For|With|During|After|Before|When|While|If|As|This|That|These|Those|It|He|She|They|We|I|His|Her|Their|Its|Our|Some|Many|Most)$/;

const key = (name: string) =>
  name
    .trim()
    .replace(/^the\s+/i, '')
    .toLocaleLowerCase('en-US');
/** A name as the phrase gives it, without an opening word that is no part of it ("In Siberia" → "Siberia"). */
const clean = (name: string) => {
  const words = name.trim().split(/\s+/);
  while (words.length && NOT_A_NAME.test(words[0])) words.shift();
  return words.join(' ');
};

interface Nesting {
  /** For each name, the names it is given as lying in (inner → outer), by key. */
  edges: Map<string, Set<string>>;
  /** Each key's name as the text writes it. */
  names: Map<string, string>;
}

const graphs = new WeakMap<SourceReading, Nesting>();
function holders(a: SourceReading): Nesting {
  const known = graphs.get(a);
  if (known) return known;
  const edges = new Map<string, Set<string>>();
  const names = new Map<string, string>();
  const add = (inner: string, outer: string) => {
    const i = clean(inner);
    const o = clean(outer);
    if (!i || !o || key(i) === key(o)) return;
    names.set(key(i), i);
    const set = edges.get(key(i)) ?? new Set<string>();
    set.add(key(o));
    edges.set(key(i), set);
  };
  for (const s of a.sentences) {
    for (const m of s.text.matchAll(IN_PLACE)) add(m[1], m[2]);
    for (const m of s.text.matchAll(OWNED_PLACE)) add(m[2], m[1]);
    for (const m of s.text.matchAll(PLACE_OF)) add(m[1], m[2]);
    for (const m of s.text.matchAll(OF_PLACE)) add(m[3], m[1] ?? m[2]);
  }
  const nesting = { edges, names };
  graphs.set(a, nesting);
  return nesting;
}

/** Every place `from` is given as lying in, directly or through another. */
function around(edges: Map<string, Set<string>>, from: string): Set<string> {
  const seen = new Set<string>();
  const todo = [from];
  while (todo.length) {
    for (const o of edges.get(todo.pop()!) ?? []) {
      if (seen.has(o)) continue;
      seen.add(o);
      todo.push(o);
    }
  }
  return seen;
}

/**
 * The text gives one of the two names as lying in the other (at any depth), or gives one same place as lying
 * in both (only a place counts there: a group met in two towns does not make the towns overlap).
 */
export function nestedPlaces(a: SourceReading, x: string, y: string): boolean {
  if (!/^\p{Lu}/u.test(x.trim()) || !/^\p{Lu}/u.test(y.trim())) return false;
  const { edges, names } = holders(a);
  const kx = key(x);
  const ky = key(y);
  if (around(edges, kx).has(ky) || around(edges, ky).has(kx)) return true;
  for (const inner of edges.keys()) {
    const out = around(edges, inner);
    const name = names.get(inner)!;
    if (out.has(kx) && out.has(ky) && (placeByItsWords(name) || nameKind(a, name) === 'place')) return true;
  }
  return false;
}
