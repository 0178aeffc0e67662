// More of the ways a textbook says what a term is, beyond "X is a…" (source.sentence-terms.ts): a relative
// clause ("sunspots, which are large, dark features…"), a noun phrase that names it ("a visual
// representation of the Sun's magnetic fields, called a magnetogram"), paired appositives ("an inner
// darker core, the umbra"), an "i.e." gloss and "In a transverse wave, the disturbance … is …", each in
// the text's own words (answer keys and grounding checks quote the file). They
// give a matching sheet's Column B and a vocabulary sheet its definitions in the text's own words.

export interface GlossFound {
  term: string;
  definition: string;
}

interface Sentence {
  text: string;
  /** Is the phrase a noun phrase in this sentence (wink-nlp POS)? */
  nounPhrase: (phrase: string) => boolean;
  /** The longest noun phrase that ends a run of words. */
  trailing: (run: string) => string | null;
  /** Parts of speech of a phrase's words in this sentence, and of the word right after it. */
  tags: (phrase: string) => string[] | undefined;
  /** Is the phrase the object of "of" in a larger one here ("the smoothest pattern of air flow")? */
  insideLarger: (phrase: string) => boolean;
}

const WORD = String.raw`[\p{L}][\p{L}\d'’-]*`;
const TERM = String.raw`${WORD}(?:\s${WORD}){0,3}`;
/** A verb or clause word: a phrase holding one states something rather than naming a thing. */
const CLAUSE_WORD =
  /\b(?:is|are|was|were|be|been|being|has|have|had|that|which|who|whom|can|could|will|would|may|might|must|should|do|does|did)\b/i;
const words = (s: string) => s.trim().split(/\s+/).length;

/** "The first evidence came from studies of sunspots, which are large, dark features seen on…". */
const WHICH_ARE = new RegExp(
  String.raw`(${TERM}),\s+which\s+(?:is|are)\s+((?:an?\s+|the\s+)?[\p{L}][^;:()]{8,160}?)(?=[.;]|$)`,
  'u',
);
/**
 * "…a property of atoms called the Zeeman effect", "A visual representation of X, called a magnetogram, …"; an
 * adverb before the naming word is no part of the phrase ("a decades-long British policy sometimes called …").
 */
const NP_CALLED = new RegExp(
  String.raw`,?\s+(?:(?:sometimes|often|also|commonly|usually)\s+)?(?:called|known as|termed)\s+(?:the\s+|an?\s+)?[“"]?(${TERM}?)[”"]?(?=[,;.)]|\s+(?:and|or|because|which|that|can|is|are|was|were)\b|$)`,
  'u',
);
/** "…two parts: an inner darker core, the umbra, and a surrounding less dark region, the penumbra." */
const PAIRED_APPOSITIVE = new RegExp(
  String.raw`\b((?:an?)\s+[^,;:.]{6,80}),\s+the\s+(${WORD}(?:\s${WORD}){0,2})(?=[,.;]|$)`,
  'gu',
);
/** "…converts kinetic energy (i.e., the energy of motion) into electricity". */
const IE_GLOSS = new RegExp(
  String.raw`(${WORD}(?:\s${WORD}){0,3})\s*\((?:i\.\s?e\.|that is),?\s+([^()]{5,100})\)`,
  'u',
);
/** "In a transverse wave, the wave may …, but the disturbance of the medium is perpendicular to …". */
const IN_A = new RegExp(
  String.raw`^(?:In contrast,\s+)?in\s+(?:a|an)\s+(${WORD}(?:\s${WORD}){1,2})(?:\s+or\s+[^,]{3,40})?,\s+(?:[^,]+,\s+but\s+)?(the\s+[^,;]+?\s+(?:is|are)\s+[^;]{5,120}?)\.?$`,
  'iu',
);

/**
 * The noun phrase right before "called": the longest one starting with "a"/"an" that states nothing, unless
 * the name says which phrase it names: "a collection of islands within a large but shallow lake called Lake
 * Texcoco" names the lake (a proper name, or a name repeating the inner phrase's head noun).
 */
/** The subject of "called" in a clause without "that": "land [the Egyptians] called", "a region [scholars] call". */
const CALLER =
  /(?<=\b(?!(?:of|in|on|to|for|from|by|with|at|into|and|or|than|as)\b)\p{L}+)\s+(?:(?:the|these|those|some|many|most|its|their|his|her)\s+\p{Lu}?\p{L}+|they|we|he|she|people|scholars|historians|locals)$/u;

const OWNER_AND_SORT = /^(?:a|an)\s+\p{Lu}[\p{L}’'-]*\s+\p{Ll}+$/u;

function namingPhrase(before: string, afterComma: boolean, name: string): string | null {
  const segments = before.replace(/[,\s]+$/, '').split(/[,;:(]/);
  const seg = segments.at(-1)!;
  // "the kharaj, a land tax paid by farmers, called tenants, …": after an appositive and its comma the name
  // may be the last noun's ("farmers"), not the appositive's; it takes no neighbour's meaning.
  if (afterComma && segments.length >= 2 && /^\s*(?:a|an)\s/i.test(seg) && /\p{L}$/u.test(segments.at(-2)!))
    return null;
  const nameWords = new Set(name.toLocaleLowerCase('en-US').split(/\s+/));
  const phrases: string[] = [];
  for (const m of seg.matchAll(/\b(?:a|an)\s/gi)) {
    // "Matter waves are a central part of the branch of physics known as…" says what the subject is, not the name.
    if (/\b(?:is|are|was|were|be|been)\s+$/i.test(seg.slice(0, m.index))) continue;
    // "a mysterious land the Egyptians called Punt": who gave the name is no part of the thing named.
    const np = seg.slice(m.index).trim().replace(CALLER, '');
    // "a similar substance called pseudopeptidoglycan": similar to what the sentence before told of.
    if (/\b(?:similar|such|same|comparable|analogous|equivalent)\b/i.test(np)) break;
    // "a Nixon strategy known as détente": whose it is and one sort word say nothing of what it is (session 22's
    // read: "a meaning that is no meaning").
    if (OWNER_AND_SORT.test(np)) continue;
    if (!CLAUSE_WORD.test(np) && words(np) >= 3 && words(np) <= 12) phrases.push(np);
  }
  const head = (np: string) => np.split(/\s+/).at(-1)!.toLocaleLowerCase('en-US');
  // A proper name names one particular thing, the nearest phrase ("a load of silt from a high plateau called
  // the Kessel Highlands").
  if (/^\p{Lu}/u.test(name) && phrases.length > 1) return phrases.at(-1)!;
  return phrases.find((np, k) => k > 0 && nameWords.has(head(np))) ?? phrases[0] ?? null;
}

/**
 * "In 1857, Muslim and Hindu soldiers in the company’s employ, known as sepoys, rose in revolt": a plural without
 * an article, set off by commas, is what the name names (session 21's read: "sepoys" left off the vocabulary).
 */
function barePlural(s: Sentence, before: string, afterComma: boolean): string | null {
  if (!afterComma) return null;
  const seg = before
    .replace(/[,\s]+$/, '')
    .split(/[,;:(]/)
    .at(-1)!
    .trim();
  if (words(seg) < 3 || words(seg) > 12 || CLAUSE_WORD.test(seg)) return null;
  // The head before its prepositional phrase ("soldiers" of "… soldiers in the company’s employ"): a plural noun.
  const head = seg.split(/\s+(?:in|of|from|at|on|with|under)\s+/)[0];
  const tags = s.tags(head)?.slice(0, words(head));
  if (!tags || !/^(?:ADJ|NOUN|PROPN|NUM)$/.test(tags[0]) || tags.some((t) => t === 'VERB' || t === 'AUX')) return null;
  return tags.at(-1) === 'NOUN' && /[^s]s$/.test(head) ? seg : null;
}

/** The noun phrase ending a run, without a verb it starts with ("converts kinetic energy" -> "kinetic energy"). */
function trailingName(s: Sentence, run: string): string | null {
  let np = s.trailing(run);
  while (np && s.tags(np)?.[0] === 'VERB') np = np.includes(' ') ? np.slice(np.indexOf(' ') + 1) : null;
  return np;
}

export function glossesIn(s: Sentence): GlossFound[] {
  const out: GlossFound[] = [];
  const text = s.text.replace(/[.!]["'”’)]?$/, '');
  // Each pattern runs only where its cue word is (a substring test costs far less than the regex at every position).
  const has = (cue: RegExp) => cue.test(text);
  const w = has(/, which (?:is|are) /) ? WHICH_ARE.exec(text) : null;
  // "waves, which are of fundamental importance" says something about them, not what they are: the gloss starts with a noun phrase.
  // "a process called encoding, which is the input of…": the term is the name, not the phrase that names it.
  const wTerm = w && trailingName(s, w[1].replace(/^.*\b(?:called|known as|named|termed)\s+(?:the\s+|an?\s+)?/i, ''));
  // "Roses come in different colors, which are red, pink …": after "different/various/two N" the clause lists them
  // ("many sunspots, which are dark, cool regions …" still says what they are).
  const listed = !!w && /\b(?:different|various|two|three|four|five|six)\s+\S+$/i.test(w[1]);
  const whichTag = s.tags(`which ${/\bwhich\s+is\b/.test(w?.[0] ?? '') ? 'is' : 'are'}`)?.[2] ?? '';
  if (
    w &&
    wTerm &&
    !listed &&
    /^(?:DET|ADJ|NOUN|NUM)$/.test(whichTag) &&
    // "lines, which are absent from supernovae …": an adjective with its preposition says where they are, not what.
    !(whichTag === 'ADJ' && /^\p{L}+\s+(?:from|in|to|of|at|on|with|for|by)\b/u.test(w[2]))
  )
    out.push({ term: wTerm, definition: w[2] });
  const c = has(/\b(?:called|known as|termed)\b/) ? NP_CALLED.exec(text) : null;
  const np =
    c &&
    (namingPhrase(text.slice(0, c.index), c[0].startsWith(','), c[1]) ??
      barePlural(s, text.slice(0, c.index), c[0].startsWith(',')));
  if (c && np && s.nounPhrase(c[1])) out.push({ term: c[1], definition: np });
  for (const p of has(/, the /) ? text.matchAll(PAIRED_APPOSITIVE) : []) {
    // Only a phrase that describes (four words or more: "an inner darker core"), not "a unique tactic" that needs its sentence.
    // "Lucy, a NASA mission to explore a category of solar system objects, the Trojan asteroids,": the name
    // renames the phrase's last "a …" (the category), not the mission (session 21's read).
    const inner = [...p[1].matchAll(/\s(?:a|an)\s/g)].at(-1);
    const described = inner && words(p[1].slice(inner.index + 1)) >= 4 ? p[1].slice(inner.index + 1) : p[1];
    if (!CLAUSE_WORD.test(described) && words(described) >= 4 && s.nounPhrase(p[2]))
      out.push({ term: p[2], definition: described });
  }
  const ie = has(/\((?:i\.\s?e\.|that is)/) ? IE_GLOSS.exec(text) : null;
  // "the smoothest pattern of air flow (i.e., the least drag)" glosses the pattern, not the air flow.
  const ieTerm = ie && trailingName(s, ie[1]);
  // "beyond its normal range (that is, beyond homeostasis)": a gloss opening with a preposition restates the
  // whole phrase before it, not the noun that ends it.
  const restatesPhrase = !!ie && s.tags(ie[2])?.[0] === 'ADP';
  if (ie && ieTerm && !restatesPhrase && !s.insideLarger(ieTerm)) out.push({ term: ieTerm, definition: ie[2] });
  const inA = has(/^(?:in contrast,\s+)?in an? /i) ? IN_A.exec(text) : null;
  // The clause as the text words it (keys and grounding checks quote the file), not recast as "a wave in which…".
  if (inA && s.nounPhrase(inA[1])) out.push({ term: inA[1], definition: inA[2] });
  return out;
}
