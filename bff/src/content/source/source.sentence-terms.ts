// The terms one sentence defines or names, and their meanings: the parse-based readers
// (source.definitions.ts, source.definition-forms.ts), then patterns for names given without a meaning
// and the ", or" gloss (source.glosses.ts reads the rest of the glosses).
import { escapeRegExp } from '../language/term-pattern';
import { glossesIn } from './source.glosses';
import { definitionsOf } from './source.definitions';
import { describes, nameForDescription, saysNothing } from './source.definition-span';
import { formDefinitions } from './source.definition-forms';
import { latinName } from './source.term-narrative';
import { tokenAt } from './source.tokens';
import { findIn, lemmasOf, tidyDefinition } from './source.term-lemmas';
import type { Add, Analysed } from './source.analysed';

const PRONOUN_SUBJECT = /^(?:this|these|that|those|it|they|he|she|we|you|there|such)\b/i;
// "First, there is a telescope, which …": a word that counts the text's points is no term of it.
const COUNTING_WORD = /^(?:first|second|third|fourth|fifth|sixth|next|finally|lastly|last|then)$/i;
// "Carter’s biggest problem was the hostage crisis": someone's ranked thing is a description, not a term.
const SOMEONES_RANKED = /[’']s\s+(?:\S+\s+)*?(?:biggest|largest|greatest|smallest|best|worst|most|least|only)\b/i;
// "percentage: how many results belong to that language": a demonstrative after a preposition points at what the
// sentence before named (session 21's read).
const POINTS_AWAY = /\b(?:to|of|in|for|from|with|by|at|on|about|like)\s+(?:that|this|these|those)\s+\p{L}/iu;
// "The largest asteroid is Ceres": a thing ranked among others is named, not defined ("What does the text mean by
// 'largest asteroid'?").
const RANKED_TERM =
  /^(?:the\s+)?(?:largest|biggest|smallest|greatest|oldest|youngest|brightest|closest|nearest|farthest|furthest|highest|lowest|longest|shortest|heaviest|hottest|coldest|fastest|slowest|densest|earliest|latest|best|worst|most|least)\b/i;
// "The space shuttle was a success in terms of …", "The troops were a constant reminder of …", "The partial repeal
// was an indication of …", "the first time America lost astronauts": a verdict, a sign of something or an
// occasion says what the term showed or was judged, not what it is (session 21's read). "A symbol is a sign that
// stands for …" names its kind and says which.
const VERDICT_WORDS =
  'success|failure|disaster|triumph|mistake|tragedy|blunder|fiasco|catastrophe|venture|gamble|achievement|milestone|' +
  'setback|indication|reminder|reflection|testament|demonstration|proof|evidence|(?:first|last|only)\\s+time';
const VERDICT_HEAD = new RegExp(
  String.raw`^(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,2}?(?:${VERDICT_WORDS})\b(?!\s+(?:that|which|who|whose|where|used|made|in\s+which)\b)`,
  'iu',
);
// "Union: Lincoln's overriding goal", "South Africa: Britain's first toehold": what a thing was to someone.
// "Earth's axis wobbles …" names a part, and stays.
const SOMEONES =
  /^\p{Lu}[\p{L}.-]*(?:\s+\p{Lu}[\p{L}.-]*)*[’']s?\s+(?:\p{Ll}+\s+){0,2}?(?:goal|aim|objective|priority|purpose|hope|dream|wish|toehold|foothold|ally|enemy|rival|choice|favou?rite|concern|fear|legacy|achievement|pride)s?\b/u;
// "Mary Anne Bickerdyke, or “Mother” Bickerdyke, as she": a meaning that stops on a pronoun or a joining word.
const CUT_SHORT = /\b(?:(?:as|that|which|who|whom)\s+(?:he|she|they|it|we)|and|or|the|a|an)[”"’]?$/i;
// "Domestic serfs, those who had been household servants, received no land": the sentence's own predicate after
// the appositive's comma; ", called an encomendero, to …" is a name given in passing (source.form-spans.ts).
const PREDICATE_AFTER =
  /,\s+(?:(?!called\b|named\b)\p{Ll}+ed|had|was|were|did|became|took|made|gave|lost|won)\s+(?:no|the|a|an|his|her|their|its|some|many|little|much)\b/u;
// "enabled camels to be ridden, which furthered their usefulness": a participle and the clause after it, read as the
// subject's meaning, say what was done, not what the thing is (session 22's read: "camel saddle: Ridden, which …").
const PARTICIPLE_FIRST = /^\p{L}+(?:ed|en|wn)\s*,/u;
// "Morrison: asteroids 2410, 4859, and 68448": catalogue numbers are no meaning.
const OFTEN_IS = (term: string) =>
  new RegExp(
    String.raw`\b${escapeRegExp(term)}\s+(?:is|are|was|were|can\s+be|may\s+be)\s+(?:often|usually|sometimes|frequently|generally|typically|commonly|rarely|seldom|occasionally)\b`,
    'iu',
  );
const NUMBERS_ONLY = /^(?:\P{L}*\p{L}+){0,2}(?:[\s,]+(?:and\s+)?\d[\d,.]*)+\W*$/u;
// "the eye was the only device available to gather light": what was the only one of its kind says which one,
// not what the thing is.
const ONLY_ONE = /^(?:the\s+)?only\b/i;
// "much more substantial groups called galaxy clusters": more than the groups the sentence before told of.
const COMPARED = /^(?:much\s+|even\s+|far\s+)?(?:more|less|fewer|larger|smaller|bigger|greater)\b/i;
// "the Sun is an outrageously bright source of starlight itself": a closing "itself" sets the term beside
// something the sentence before spoke of (it too is a source), a remark on it and no definition. Inside a
// clause of its own the reflexive is part of what the term does ("a substance that speeds a reaction without
// being changed itself") and the meaning stands.
const SET_BESIDE = /^(?!.*\b(?:that|which|who|whose|without|by|when|where)\b).*\b(?:itself|themselves)[.!]?$/i;
// What a sentence defines is read from its parse (source.definitions.ts). These patterns only name a
// term the text marks as its own without saying what it is ("known as gathering-hunting", "we call
// these squares picture elements", "…a unique tactic, the filibuster."), and read the ", or" gloss.
// "he called his companion", "called out to them": a call made to someone, not a name given.
const KNOWN_AS =
  /\b(?:known as|called(?!\s+(?:his|her|my|their|our|your|its|him|them|me|us|out|up|on|for|to|back)\b))\s+(?:the\s+|an?\s+)?([\p{L}][\p{L}\d-]*(?:\s[\p{L}\d][\p{L}\d-]*){0,3})(?=[,;.)]|\s+\(|\s+(?:and|or|because|which|that)\b)/iu;
const OR_APPOSITIVE = /(\b[\p{L}][\p{L}\d-]*(?:\s[\p{L}][\p{L}\d-]*){0,2}),\s+or\s+([^,;.]{5,100})[,;.]/u;
const WE_CALL =
  /\bcall(?:s|ed)?\s+(?:[^,.;]{0,40}?\s)?(?:the|an?)\s+([\p{L}][\p{L}\d-]*(?:\s[\p{L}\d][\p{L}\d-]*){0,3}?)(?:\s+or\s+([\p{L}][\p{L}\d-]*(?:\s[\p{L}\d][\p{L}\d-]*){0,3}?))?(?=[.,;]|$)/u;
const OR_ALSO =
  /\b(?:called|known as)\s+(?:the\s+|an?\s+)?[^,.;]{2,40}?\s+or\s+(?:the\s+|an?\s+)?([\p{L}][\p{L}\d-]*(?:\s[\p{L}\d][\p{L}\d-]*){0,3}?)(?=[.,;:]|$)/u;
const NAMED_LAST =
  /\b(?:a|an)\s+[\p{L}][\p{L}\s-]{2,40},\s+the\s+([\p{L}][\p{L}\d-]*(?:\s[\p{L}][\p{L}\d-]*){0,2})[.!]["”’)]?$/u;
/** A gloss that is a clause of its own ("or they may involve …", "or there’s always …") says nothing of the term. */
const CLAUSE_GLOSS = /^(?:it|they|there|we|you|he|she|this|these|those|that)\b/i;

/** Title words that stay lower case inside a title ("the Failure of Free Society"). */
const TITLE_SMALL = /^(?:the|a|an|of|and|or|in|on|for|to|with|at|by|from|as|\d+)$/i;
/**
 * "Letters from the North, or the Ruin of the Cotton Trade": after ", or" a title's second part, each word
 * capitalised, is a subtitle, not a gloss of the word before the comma.
 */
function subtitle(gloss: string): boolean {
  const words = gloss
    .trim()
    .split(/\s+/)
    .filter((w) => !TITLE_SMALL.test(w));
  return words.length >= 2 && words.every((w) => /^\p{Lu}/u.test(w));
}

/** Is the phrase a noun phrase here: every word a noun, proper noun, adjective or number (wink-nlp POS)? */
function nounPhrase(phrase: string, a: Analysed, sentence: number): boolean {
  const lemmas = lemmasOf(phrase);
  const t = a.tokens[sentence];
  const found = findIn(t, lemmas)[0];
  if (found === undefined) return false;
  const { at } = found;
  const tags = t.pos.slice(at, found.end);
  // The pattern around it already says it names something, so only function words disqualify it
  // (the tagger reads "variable" in "explanatory variable" as an adjective). A noun on the stop-word
  // list is still a noun: "A front is the boundary between two air masses".
  const functionWord = t.stop[at] && !/^(?:NOUN|PROPN)$/.test(t.pos[at]);
  return (
    tags.every((p) => /^(?:NOUN|PROPN|ADJ|NUM|PUNCT|PART|X|VERB)$/.test(p)) && tags.at(-1) !== 'VERB' && !functionWord
  );
}

/** Is the phrase, where the sentence uses it, the object of "of" in a larger phrase ("the smoothest pattern of air flow")? */
function insideLarger(phrase: string, a: Analysed, sentence: number): boolean {
  const t = a.tokens[sentence];
  const at = findIn(t, lemmasOf(phrase))[0]?.at;
  if (at === undefined) return false;
  const before = (k: number) => (t.value[at - k] ?? '').toLocaleLowerCase('en-US');
  return before(1) === 'of' || (/^(?:the|a|an)$/.test(before(1)) && before(2) === 'of');
}

/** Parts of speech of a phrase's words in the sentence, and of the word right after it. */
function tagsOf(phrase: string, a: Analysed, sentence: number): string[] | undefined {
  const lemmas = lemmasOf(phrase);
  const t = a.tokens[sentence];
  const found = findIn(t, lemmas)[0];
  return found === undefined ? undefined : t.pos.slice(found.at, found.end + 1);
}

/** The longest noun phrase that ends a run of words ("the French habitants" -> "French habitants"). */
function trailingNounPhrase(run: string, a: Analysed, i: number): string | null {
  const words = run.split(/\s+/);
  for (let n = words.length; n >= 1; n--) {
    const candidate = words.slice(words.length - n).join(' ');
    // "Traditional polytheistic views included animism, or …": a verb inside is a clause, the term its last noun.
    const verb = tagsOf(candidate, a, i)
      ?.slice(0, n)
      .some((t) => t === 'VERB' || t === 'AUX');
    if (!verb && nounPhrase(candidate, a, i) && !/^(?:and|or|of|the|a|an)$/i.test(words[words.length - n]))
      return candidate;
  }
  return null;
}

/**
 * A statement about one named thing ("the Moon goes through the same phases …", written with its capital
 * mid-sentence) tells what that thing does, not what a kind of thing is: no meaning for it.
 */
/**
 * "…on their way to the lowest level, or ground state.": a bare name of a few words that the text goes on to
 * use by itself ("the atoms are all in the ground state") is the term's other name, and the technical one;
 * it is no meaning of the plain words before it.
 */
function secondName(gloss: string, a: Analysed, i: number): boolean {
  const g = gloss.trim();
  if (g.split(/\s+/).length > 3 || /^(?:a|an|the|what|how)\b/i.test(g)) return false;
  const used = new RegExp(`\\b${g.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
  return a.sentences.some((s, j) => j !== i && used.test(s.text));
}

function namedThing(term: string, text: string): boolean {
  if (!/^\p{Lu}/u.test(term)) return false;
  const at = text.indexOf(term);
  return at > 0 && /[\p{L}\p{N},;:]\s+$/u.test(text.slice(0, at));
}

/** A phrase that ends on a plain word for people: "White men", "the women", "young people". */
const PLAIN_PEOPLE = /(?:^|\s)(?:men|women|people|persons|children|boys|girls|folk)$/i;

export function definitionsIn(
  text: string,
  i: number,
  a: Analysed,
  add: Add,
  marked: Set<string>,
  read: Set<string>,
): void {
  // A sentence that closes a bracket it never opened is the end of an aside ("(Note how … . The old legends were …)").
  if ((text.match(/\)/g) ?? []).length > (text.match(/\(/g) ?? []).length) return;
  const named = new Set<string>();
  const forms = formDefinitions(a.tokens[i]);
  // A name another form gives in this sentence ("…, a motion which scientists call precession") is no part of a neighbour's meaning.
  const names = forms.filter((d) => d.cue === 'named').map((d) => d.term.toLocaleLowerCase('en-US'));
  const namesOther = (d: { term: string; definition?: string }) =>
    names.some(
      (n) => n !== d.term.toLocaleLowerCase('en-US') && !!d.definition?.toLocaleLowerCase('en-US').includes(n),
    );
  const found = [
    ...definitionsOf(a.tokens[i]).map((d) => ({ d, form: false })),
    ...forms.map((d) => ({ d, form: true })),
  ];
  for (const { d, form } of found) {
    if (d.cue !== 'statement') read.add(lemmasOf(d.term.replace(/\s*\(.*$/, '')).join(' '));
    if (namesOther(d)) continue;
    // A gerund ("Forgetting is the loss of …") names an activity; the parse has already checked it is the whole subject.
    // The other forms' readers found their term's phrase themselves (a name the tagger ends on a verb: "the Navigation Acts").
    if (PRONOUN_SUBJECT.test(d.term) || (!d.gerund && !form && !nounPhrase(d.term, a, i))) continue;
    if (
      COUNTING_WORD.test(d.term) ||
      SOMEONES_RANKED.test(d.term) ||
      ONLY_ONE.test(d.definition ?? '') ||
      saysNothing(d.definition ?? '') ||
      POINTS_AWAY.test(d.definition ?? '') ||
      RANKED_TERM.test(d.term) ||
      NUMBERS_ONLY.test(d.definition ?? '') ||
      VERDICT_HEAD.test(d.definition ?? '') ||
      SOMEONES.test(d.definition ?? '') ||
      CUT_SHORT.test(d.definition ?? '') ||
      PREDICATE_AFTER.test(d.definition ?? '') ||
      PARTICIPLE_FIRST.test(d.definition ?? '') ||
      nameForDescription(d.term, d.definition ?? '') ||
      COMPARED.test(d.definition ?? '') ||
      SET_BESIDE.test(d.definition ?? '')
    )
      continue;
    // "Pavlov was a physiologist, not a psychologist", "Cygwin was the preferred option until mid-2013": a name with a
    // past "was" tells what one person or thing was then, no meaning to learn, unless the author marked it (bold, a
    // glossary). "The Stamp Act was a tax on …" still names a law; "The cat-hole was a square opening …" a thing.
    // "Darwin was a naturalist who sailed …" says who he was, kind and deed: a name's meaning stands with its clause.
    // "War is often a catalyst for societal change": what a thing often or usually is, a claim about it, no meaning
    // (session 24's read: "war: a catalyst for societal change").
    if (d.cue === 'be' && OFTEN_IS(d.term).test(text)) continue;
    if (
      d.past &&
      /^\p{Lu}/u.test(d.term) &&
      !/\b(?:who|that|which|whose)\b/i.test(d.definition ?? '') &&
      !marked.has(lemmasOf(d.term).join(' ')) &&
      !namedThing(d.term, text)
    )
      continue;
    const extra = {
      ...(d.definition ? { definition: d.definition, definitionSentence: i } : {}),
      ...(d.gerund ? { gerund: true } : {}),
      ...(d.cue === 'be' ? { copula: true } : {}),
    };
    // What a term does, said of it in general ("A transverse wave propagates so that …"), describes only a term the author marked.
    if (d.cue === 'statement') {
      if (marked.has(lemmasOf(d.term).join(' ')) && !namedThing(d.term, text)) add(d.term, 'gloss', extra);
      continue;
    }
    named.add(d.term.toLocaleLowerCase('en-US'));
    add(d.term, 'defined', extra);
  }
  const k = KNOWN_AS.exec(text);
  if (k && !named.has(k[1].toLocaleLowerCase('en-US')) && nounPhrase(k[1], a, i)) add(k[1], 'defined');
  const o = OR_APPOSITIVE.exec(text);
  // The term is the noun phrase that ends right before ", or". "such as a think tank or advocacy group,
  // or the president" is a list going on; "the nature of reality, the existence of God, or the demands
  // of morality" too; "we call these squares picture elements, or pixels" gives a second name.
  const before = o ? text.slice(0, o.index + o[1].length) : '';
  const segment = before.split(/[,;:]/).at(-1)!;
  const listGoesOn =
    o &&
    (/\b(?:such as|including|like|either|whether)\b|\s(?:or|and)\s+(?:\S+\s+){0,2}$/i.test(segment + ' ') ||
      /,\s*$/.test(before.slice(0, before.length - segment.length)) ||
      (/\b(?:call|calls|called|known as)\b/i.test(segment) && o[2].trim().split(/\s+/).length <= 2));
  // The gloss is a noun phrase or a what/how clause: not "or preferably for each student …", not "or they may …".
  const glossTag = o ? a.tokens[i].pos[tokenAt(a.tokens[i], o.index + o[0].length - o[2].length - 1)] : '';
  const glossOpens = !!o && (/^(?:DET|NOUN|PROPN|ADJ|NUM)$/.test(glossTag ?? '') || /^(?:what|how)\b/i.test(o[2]));
  // "the guinea worm, or Dracunculus medinensis,": a species' Latin name is another name for it, not what it is.
  const o2 =
    o &&
    !listGoesOn &&
    glossOpens &&
    !CLAUSE_GLOSS.test(o[2]) &&
    !latinName(o[2]) &&
    !secondName(o[2], a, i) &&
    !subtitle(o[2]) &&
    trailingNounPhrase(o[1], a, i);
  // "land-owning White men, or yeoman republican farmers": a plain word for people before ", or" is no term; the
  // name comes after it (session 23's read: "White men: Yeoman republican farmers" is backwards).
  if (o && o2 && !PLAIN_PEOPLE.test(o2)) {
    // "automatic processing, or the encoding of details like time, space, frequency, and the meaning
    // of words": a gloss that is itself a list runs to the end of the sentence; "assets, or what you
    // own, and your liabilities, or what you owe" is a second gloss, not more of the first.
    const rest = text.slice(o.index + o[0].length - 1);
    const listTail = /^,\s*([^.;]*\band\b[^.;]*)[.;]/.exec(rest);
    // "Transpiration, or the loss of water through leaves, is how plants cool and …": the gloss ends at its
    // comma; a verb after it is the sentence's own predicate, no item of the gloss.
    const tailTag = listTail
      ? a.tokens[i].pos[tokenAt(a.tokens[i], o.index + o[0].length - 1 + listTail[0].indexOf(listTail[1]))]
      : '';
    // "expanded the ummah, or the community of Muslims, into Iran, Spain, and the vast lands in between": a part that
    // opens on a preposition goes with the sentence's verb, no item of the gloss (session 23's read).
    const tail =
      listTail &&
      !/^(?:VERB|AUX|ADP)$/.test(tailTag ?? '') &&
      !/^(?:into|onto|to|from|across|through)\s/i.test(listTail[1])
        ? listTail
        : null;
    // "your assets, or what you own, and your liabilities, or what you owe": a second term with its own
    // gloss goes on, not the first gloss's list; each term keeps its own meaning.
    const pair = tail && /^and\s+([^,]+),\s+or\s+([^,]{3,100})$/.exec(tail[1]);
    const listed = tail && !pair && tail[1].split(/\s+/).length <= 12;
    const definition = listed ? `${o[2]}, ${tail[1]}` : o[2];
    add(o2, 'defined', { definition: tidyDefinition(definition), definitionSentence: i });
    const p2 = pair && trailingNounPhrase(pair[1], a, i);
    if (pair && p2) add(p2, 'defined', { definition: tidyDefinition(pair[2]), definitionSentence: i });
  }
  const wc = WE_CALL.exec(text);
  if (wc) for (const t of [wc[1], wc[2]]) if (t && nounPhrase(t, a, i)) add(t, 'defined');
  const oa = OR_ALSO.exec(text);
  if (oa && nounPhrase(oa[1], a, i)) add(oa[1], 'defined');
  const nt = NAMED_LAST.exec(text);
  if (nt && nounPhrase(nt[1], a, i)) add(nt[1], 'defined');
  const sentence = {
    text,
    nounPhrase: (p: string) => nounPhrase(p, a, i),
    trailing: (r: string) => trailingNounPhrase(r, a, i),
    tags: (p: string) => tagsOf(p, a, i),
    insideLarger: (p: string) => insideLarger(p, a, i),
  };
  for (const g of glossesIn(sentence))
    // "…of the Sun, more than the mass of all the planets": an amount compared says how much, not what the term is.
    if (
      !PRONOUN_SUBJECT.test(g.term) &&
      describes(g.definition) &&
      !nameForDescription(g.term, g.definition) &&
      !COMPARED.test(g.definition)
    )
      add(g.term, 'gloss', { definition: tidyDefinition(g.definition), definitionSentence: i });
}
