// Examples and the idea they are examples of, as one sentence of the text states them, so a question
// can ask which idea an example belongs to: "electromagnetic waves, such as visible light",
// "ionic solutions (e.g., salt water)", "Light, sound, and waves in the ocean are common examples of
// waves", "Examples of optional deductions include 401(k) or health insurance payments". Both sides
// are noun phrases of the sentence, word for word, found with wink-nlp's parts of speech: the idea is
// the noun phrase right before "such as" (a head noun with the adjectives and nouns in front of it),
// the examples the list of noun phrases after it, up to where a clause goes on. Whether a one-word
// idea is one the text teaches is for the caller to say (it knows the text's terms).
import { joinTokens, tokensOf, type Tok } from './clause-tokens';

export interface ExampleOf {
  /** The idea, as the sentence names it ("electromagnetic waves"). */
  concept: string;
  /** What the sentence gives as its examples, in order ("visible light"). */
  examples: string[];
}

const NOMINAL = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);
const isNoun = (t: Tok | undefined) => !!t && (t.pos === 'NOUN' || t.pos === 'PROPN');

/** The noun phrase that ends just before `end` (exclusive): adjectives and nouns, across "of". */
function phraseBefore(toks: Tok[], end: number): Tok[] {
  let k = end - 1;
  if (!isNoun(toks[k])) return [];
  while (k > 0 && (NOMINAL.has(toks[k - 1].pos) || toks[k - 1].v === '-')) k--;
  return toks.slice(k, end);
}

/** A list of noun phrases from `from`, to where a clause goes on: "A, B, and C" / "A or B". */
function listAfter(toks: Tok[], from: number): string[] | null {
  const items: string[] = [];
  let cur: Tok[] = [];
  for (let k = from; k < toks.length; k++) {
    const t = toks[k];
    const end = t.v === ')' || t.v === ';' || t.v === '.' || t.v === ':' || t.v === '—';
    const joint = t.v === ',' || t.lower === 'and' || t.lower === 'or' || t.lower === 'etc';
    if (end || joint) {
      if (cur.length) items.push(joinTokens(cur));
      cur = [];
      if (end) break;
      // ", which …", ", and is …": the sentence goes on after the list.
      const next = toks[k + 1];
      if (t.v === ',' && next && !['NOUN', 'PROPN', 'ADJ', 'DET', 'NUM', 'CCONJ'].includes(next.pos)) break;
      continue;
    }
    if (
      t.pos === 'VERB' ||
      t.pos === 'AUX' ||
      t.pos === 'SCONJ' ||
      t.pos === 'PRON' ||
      (t.pos === 'ADP' && !cur.length)
    )
      return items.length ? items : null;
    if (t.pos === 'DET' && !cur.length) continue;
    // An example is a noun phrase: "even with a finger" is not one.
    if (!cur.length && !NOMINAL.has(t.pos)) return items.length ? items : null;
    cur.push(t);
  }
  if (cur.length) items.push(joinTokens(cur));
  const ok = items.filter((i) => i.split(/\s+/).length <= 6);
  return ok.length && ok.length === items.length ? ok : null;
}

/** Words that say how many, not what: "various technologies" is an example list of "technologies". */
const QUANTIFIER = /^(?:various|many|some|other|certain|several|few|different|common|numerous|such)\s+/i;
const clean = (s: string) => s.replace(/[“”"]/g, '').trim();
/** Words that place a sort beside something the sentence names: "neighboring countries", "nearby towns". */
const PLACED =
  /^(?:neighbou?ring|nearby|surrounding|adjacent|adjoining|bordering|distant|foreign|similar|comparable)\s/i;
/** Heads that name a sort of thing everyone knows, whatever the text teaches. */
const EVERYDAY_SORT = /^(?:items?|things?|goods|products?|objects?|stuff|supplies)$/i;

/** The example–idea pair the sentence states, or null. */
export function examplesOf(sentence: string): ExampleOf | null {
  const toks = tokensOf(sentence);
  for (let i = 1; i < toks.length; i++) {
    const t = toks[i];
    // "X, such as A" / "X such as A" / "X (e.g., A)" / "X like A and B" after "include".
    const suchAs = t.lower === 'such' && toks[i + 1]?.lower === 'as';
    const eg = t.lower === 'e.g.' || (t.lower === 'e.g' && toks[i + 1]?.v === '.');
    if (suchAs || eg) {
      const before = toks[i - 1].v === ',' || toks[i - 1].v === '(' ? i - 1 : i;
      const concept = phraseBefore(toks, before);
      // "useful … phenomena that we cannot observe with our senses, such as very small objects": after a
      // preposition the phrase may not be what "such as" lists, so it is left alone.
      // Without a comma "such as" lists the noun right before it ("devices such as smartphones"); an
      // opening phrase ("In ionic solutions, such as salt water, …") is what its comma-set list is about.
      const at = before - concept.length;
      const lead = toks[at - 1]?.pos === 'DET' ? at - 2 : at - 1;
      if (before !== i && lead > 0 && toks[lead]?.pos === 'ADP') continue;
      const start = suchAs ? i + 2 : i + (toks[i + 1]?.v === '.' ? 2 : 1);
      const examples = listAfter(toks, toks[start]?.v === ',' ? start + 1 : start);
      if (concept.length && examples) return pair(joinTokens(concept), examples);
      continue;
    }
    // "A, B and C are (common) examples of X" / "A is an example of X".
    if (t.lower === 'examples' || t.lower === 'example') {
      if (toks[i + 1]?.lower !== 'of') continue;
      const of = phraseAfter(toks, i + 2);
      const verb = toks.slice(0, i).findIndex((x) => x.lemma === 'be');
      // "A is an example of X": only a determiner or adjectives between the verb and "example".
      const between = toks.slice(verb + 1, i);
      if (i > 2 && verb > 0 && of.length && between.every((x) => x.pos === 'DET' || x.pos === 'ADJ')) {
        const subject = listAfter(
          toks.slice(0, verb).concat([{ v: '.', lower: '.', pos: 'PUNCT', lemma: '.', sp: '' }]),
          0,
        );
        if (subject) return pair(joinTokens(of), subject);
      }
      // "Examples of X include A, B or C."
      if (i <= 1 && of.length) {
        const inc = toks.findIndex((x, k) => k > i + 1 && /^includes?$/.test(x.lower));
        const examples = inc > 0 ? listAfter(toks, inc + 1) : null;
        if (examples) return pair(joinTokens(of), examples);
      }
    }
  }
  return null;
}

/** The noun phrase that starts at `from`, without its determiner. */
function phraseAfter(toks: Tok[], from: number): Tok[] {
  let k = from;
  while (toks[k]?.pos === 'DET') k++;
  const start = k;
  while (toks[k] && (NOMINAL.has(toks[k].pos) || toks[k].v === '-')) k++;
  return isNoun(toks[k - 1]) ? toks.slice(start, k) : [];
}

function pair(concept: string, examples: string[]): ExampleOf | null {
  const c = clean(concept).replace(QUANTIFIER, '').replace(QUANTIFIER, '');
  // "slavery in neighboring countries such as Cuba": a sort told by where it stands to the sentence's subject is no
  // idea to name ("Cuba is an example of neighboring countries": session 24's read).
  if (PLACED.test(c)) return null;
  const all = examples.map(clean).filter(Boolean);
  // "Some native groups, such as the Delaware, split into factions": a name, then words of another shape, is the
  // sentence going on after a one-name list (the tagger reads "split" as a noun), not a second example.
  const named = (e: string) => /^\p{Lu}/u.test(e);
  const cut = all.findIndex((e) => named(e) !== named(all[0]));
  const ex = cut < 0 ? all : all.slice(0, cut);
  if (!c || !ex.length || c.split(/\s+/).length > 4 || /-$|^-/.test(c)) return null;
  // "certain food items such as meat and sugar": an everyday sort of thing ("items", "goods", "products") that
  // anyone names without the text (session 23's read: "meat is an example of what?" keyed "food items").
  if (EVERYDAY_SORT.test(c.split(/\s+/).at(-1)!)) return null;
  // A measure is no idea a thing is an example of: "stars hotter than 10,000 K, such as Vega" asked "Vega is
  // an example of what?" and keyed "10,000 K".
  if (/\d/.test(c)) return null;
  // Numbers and codes are no examples of an idea a student can name ("20, 15, 8").
  if (ex.some((e) => !/\p{L}{3}/u.test(e) || /\d/.test(e))) return null;
  // An example that repeats the idea's own words gives the answer away ("waves" as an example of "waves").
  const words = new Set(c.toLocaleLowerCase('en-US').split(/\s+/));
  if (
    ex.some((e) =>
      e
        .toLocaleLowerCase('en-US')
        .split(/\s+/)
        .some((w) => w.length > 3 && words.has(w)),
    )
  )
    return null;
  return { concept: c, examples: ex };
}
