// What sort of thing a name is, read from how the text itself uses it, so a true/false swap or a "which
// statement is true" distractor never puts a person where a place stood or a place where a person stood
// ("the delegates met in <a person>", "<a town> had toured the mills"). wink-nlp's English model tags
// names as PROPN but gives them no entity type (its entities are dates, numbers, money and the like), so
// the evidence is the text's own use of each name:
// - a person: a title before it ("Mr.", "Dr.", "General", "Master"), a relative "who" or a verb only a
//   person does after it ("Sheridan wrote", "Lowell had toured"), or a possessive of something only a
//   person has ("Sheridan’s speeches");
// - a place: after "in", "at", "near", "across" … or after a verb of going with "from"/"to" ("sailed
//   from Java"), never "got from Sheridan" or "wrote to Oliver";
// - a group: a name whose words say so ("Sons of Liberty", "the Continental Congress", "Hudson’s Bay
//   Company"); so do a law, an event and a date ("the Stamp Act", "the Boston Massacre", "1765":
//   named-things.ts).
// - an event: a place-like name the text uses for what happened there ("the taint of Watergate", "the
//   Watergate scandal", "Watergate broke"), which no state may stand for.
// - a language ("in Latin", "written in Greek") is never a place, whatever the preposition before it: the
//   names of ISO 639-1 (package iso-639-1), so "The city of Latin is located along the Tiber" is never made.
// A name the text uses both ways ("Lowell" the man and the mill town) is 'both': the sentence's own slot
// decides what may stand there. A name with no evidence is 'name'.
import ISO6391 from 'iso-639-1';
import type { SourceReading } from '../source/source.types';
import { escapeRegExp } from './term-pattern';
import { inCourtCase, namedThing, type NamedThing } from './named-things';

export type NameKind = 'person' | 'place' | 'group' | 'both' | 'name' | NamedThing;

/** Every word capitalised but a joining "of", "and", "the" inside ("Sons of Liberty"): a proper name. */
export const isProperName = (s: string) => {
  const words = s
    .trim()
    .replace(/^the\s+/i, '')
    .split(/\s+/);
  return (
    /^\p{Lu}/u.test(words[0] ?? '') &&
    /^\p{Lu}/u.test(words.at(-1) ?? '') &&
    words.every((w) => /^\p{Lu}[\p{L}’'.-]*$/u.test(w) || /^(?:of|and|the|de|on|for|vs?\.?)$/.test(w))
  );
};

/** Alternatives written as words, one or more a line: "a b c" → "a|b|c". */
const anyOf = (words: string) => words.trim().split(/\s+/).join('|');

const TITLE =
  String.raw`(?:Mr|Mrs|Ms|Dr|St|Gen|Col|Capt|Rev|Sen|Gov)\.?|` +
  anyOf(`Miss Master Mistress Sir Lady Lord King Queen Prince Princess President Senator Representative General
    Colonel Captain Admiral Governor Judge Justice Reverend Professor Bishop Father Mother Brother Sister Uncle Aunt`);
const TRADE = anyOf(`scientist psychologist neuroscientist astronomer philosopher physicist researchers? explorer
  governor director naturalist anthropologist author writer poet inventor merchant owner overseer`);
/** A title or trade right before the name ("Mr. Covey", "the naturalist Gould"). */
const PERSON_BEFORE = new RegExp(String.raw`(?:\b(?:${TITLE})|\b(?:${TRADE}))\s+(?:\p{Lu}[\p{L}.]*\s+)?$`, 'u');

/** Verbs only a person does, as the text may write them after a name (any tense): whole forms, then stems. */
const HUMAN_VERBS =
  `(?:${anyOf(`said says told tells wrote writes written thought thinks knew knows felt feels saw sees heard hears
    spoke speaks taught teaches met meets led leads sought seeks fled flees married marries bought sold`)}|` +
  `(?:${anyOf(`tour argu believ decid protest found hir visit travel travell return ask repl answer claim insist urg
    propos refus agre learn preach complain demand petition resign want hop fear notic die invent observ describ
    explain remember announc promis declar object oppos vot elect appoint command own buy sell whip beat tell read
    toil work liv marr wish tri lov hat laugh cri smil`)})(?:e|es|ed|d|s|ing|ied|ies|y)?)`;
/** Words that may stand between a name and its verb ("Lowell had toured", "Sheridan also wrote"). */
const BETWEEN = anyOf(`had has have was were is would could should did then also later soon never once often first
  himself herself`);
/** What only a person has: "Sheridan’s mighty speeches". */
const OWN = anyOf(`speech speeches words writings letters? books? wife husband son daughter children family mother
  father life death birth mind views ideas theory voyage journal diary slaves? servants? farm plantation house home
  jobs? career`);
/** What is done only to a person: "Worcester was sentenced", "Jackson was elected". */
const DONE_TO_A_PERSON = anyOf(`arrested sentenced elected re-elected reelected executed hanged imprisoned jailed
  convicted acquitted assassinated born baptized baptised pardoned exiled kidnapped knighted crowned inaugurated
  impeached indicted nominated appointed`);
const PERSON_AFTER = new RegExp(
  String.raw`^(?:,?\s+who\b|(?:,\s+[^,]{1,60},)?\s+(?:(?:${BETWEEN})\s+){0,2}${HUMAN_VERBS}\b|` +
    String.raw`[’']s\s+(?:\p{Ll}+\s+){0,2}(?:${OWN})\b|,?\s+(?:and|&)\s+(?:his|her)\b|\s+(?:himself|herself)\b|` +
    String.raw`\s+(?:was|had\s+been|has\s+been)\s+(?:\p{Ll}+ly\s+)?(?:${DONE_TO_A_PERSON})\b|` +
    // "Bell lost his job": what only a person holds, in the name's own clause.
    String.raw`\s+(?:\p{Ll}+\s+){1,3}(?:his|her)\s+(?:own\s+)?(?:jobs?|career|wife|husband)\b)`,
  'u',
);
/** Words after which "from" names who gave something, not where it came from ("What I got from Sheridan"). */
const GIVEN = anyOf(`got get gets getting received? receiving learn(?:ed|t|s)? heard hear bought borrowed took taken
  letters? messages? word news orders? permission help advice support gifts? away apart differ(?:s|ed)? different
  free protect(?:ed)? safe hid hidden kept escape(?:d)?`);
/** "from" names where a thing or a person comes from ("seeds from Sumatra", "a ship from the Mauritius"). */
const FROM_PLACE = String.raw`(?<!\b(?:${GIVEN})(?:\s+\p{Ll}+)?\s)\bfrom`;
/** Verbs and nouns of going, after which "from" and "to" name places. */
const GOING = anyOf(`went go goes going gone came come comes moved? sailed? sailing travell?ed travel returned? fled
  walk(?:ed)? rode ride journeyed emigrated migrated escaped? removed? sent brought carried shipped headed arrived way
  road route voyage passage distance miles?`);
/** Verbs after which "at" names a person looked at, not a place ("laughed at Covey"). */
const AT_SOMEONE = anyOf(`look(?:ed|s|ing)? star(?:ed|es|ing) laugh(?:ed|s|ing)? glanc(?:ed|es|ing) angry aim(?:ed)?
  smil(?:ed|es|ing) point(?:ed|s|ing)? shout(?:ed|s|ing)? mad yell(?:ed)?`);
const PLACE_PREPOSITION = anyOf(
  `in at near across throughout along into toward towards within around outside inside beyond`,
);
/** A place: after a preposition of place, "from" (above), or "to" after a verb of going. */
const PLACE_BEFORE = new RegExp(
  String.raw`(?:(?<!\b(?:${AT_SOMEONE})\s)\b(?:${PLACE_PREPOSITION})|\b(?:${GOING})\s+(?:\p{Ll}+\s+){0,2}(?:from|to)|` +
    String.raw`\bfrom\s+\p{Ll}+\s+to|${FROM_PLACE}|\bnatives?\s+of)\s+(?:the\s+)?$`,
  'u',
);
const PLACE_WORD = new RegExp(
  String.raw`\s(?:${anyOf(`River Island Islands Lakes? Valley Ocean Sea Bay Mountains? America States Republic Canyon
    Falls? Creek Harbou?r Point Street County City Town Archipelago Coast Desert Peninsula Province Colony Hemisphere
    Empire Kingdom Soviet\\s+Union`)})$`,
);
/**
 * The name's own words say it is a place ("Mill Creek", "the Snake River", "the United States"). A single
 * word says so only as "America" or "States": "the Creek" are a people.
 */
export const placeByItsWords = (name: string) => {
  const bare = name.trim().replace(/^the\s+/i, '');
  return /\s/.test(bare) ? PLACE_WORD.test(` ${bare}`) : /^(?:America|States)$/.test(bare);
};

/**
 * Names of bodies of people: "Sons of Liberty", "the Continental Congress", "the Dutch West India Company"; the
 * Soviet Union is a country, a place (PLACE_WORD; session 22's read offered "Congress" and "Senate" beside it).
 */
export const GROUP_WORD = new RegExp(
  String.raw`(?:^|\s)(?:${anyOf(`Society Company Party Congress Parliament Assembly Council Committee Association
    (?<!Soviet\\s)Union Sons Daughters Army Navy Court Church Club League Corporation Senate House Department Board Commission Bank
    College University Tribe Nation Legislature Convention Federation Alliance Order Brotherhood Guild Movement
    Institute`)})(?:\s|$)`,
);

/** A name in a list before "peoples", "tribes" or "nations": "the Cherokee, Creek, and Choctaw nations". */
const LISTED_PEOPLE = new RegExp(
  String.raw`^(?:,?\s+(?:and\s+|or\s+)?(?:the\s+)?\p{Lu}\p{L}+){0,6},?\s+(?:(?:and|or)\s+)?(?:[Pp]eoples?|[Tt]ribes?|[Nn]ations?)\b`,
  'u',
);
/** The name's own verb in the plural: "the Cherokee were …", "the Cherokee have …". */
const PLURAL_VERB = /^\s+(?:\p{Ll}+ly\s+)?(?:were|are|have|do)\b/u;
/** A plural possessive in the name's clause: "… took their case". */
const PLURAL = /\b(?:their|themselves)\b/i;
/** A word that opens another noun phrase, whose verb or pronoun is no longer the name's. */
const OTHER_PHRASE = /\b(?:the|a|an|his|her|its|this|that|these|those|some|many|who|which)\s|\s\p{Lu}/u;

/**
 * "the Cherokee decided to resist and took their case to court": "the" and a capitalised name that acts,
 * with a plural verb, or "their" in its clause before any other noun phrase opens, is a people. "the Weasel
 * said he …" has no plural and stays a character; "the Fox and the Crow were …" is two names, not one.
 */
function actsAsAPeople(before: string, after: string): boolean {
  if (!/(?:^|\s)the\s+$/i.test(before) || /(?:,|\band|\bor|&)\s+the\s+$/i.test(before)) return false;
  if (/^\s*(?:,|and\b|or\b|&|[’']s\b|\p{Lu})/u.test(after)) return false;
  if (PLURAL_VERB.test(after)) return true;
  const clause = after.split(/[.;:!?“”"]/)[0];
  const other = OTHER_PHRASE.exec(clause);
  return PLURAL.test(other ? clause.slice(0, other.index) : clause);
}

/** The people of a company or a body right after its name: "Wells Fargo CEO", "Acme employees". */
const ITS_PEOPLE = /^\s+(?:CEOs?|executives|employees|shareholders|stockholders|customers)\b/u;

/**
 * A name used for what happened, not where ("weakened by the taint of Watergate", "the Teapot Dome scandal",
 * "after Gettysburg ended"): before it a word for an event's mark or time, after it a noun of an event in lower
 * case (a capital one is part of the name: "the Boston Massacre", named-things.ts), or a verb only an event does.
 */
const EVENT_BEFORE =
  /\b(?:taint|shadow|aftermath|wake|fallout|outbreak|eve|stain|lessons|legacy)\s+of\s+(?:the\s+)?$|\bduring\s+(?:the\s+)?$/u;
const EVENT_AFTER = new RegExp(
  String.raw`^(?:\s+(?:${anyOf(`scandal scandals affair crisis hearings break-in massacre battle raid riot riots uprising
    incident disaster tragedy bombing cover-up`)})\b|\s+(?:had\s+)?(?:${anyOf(`broke erupted unfolded ended exploded escalated`)})\b)`,
  'u',
);

export type SlotKind = 'person' | 'place' | 'group' | 'event';

/** Where a name stands in one sentence: the evidence of that one use. */
export function slotKind(sentence: string, at: number, length: number): SlotKind | null {
  const before = sentence.slice(0, at);
  const after = sentence.slice(at + length);
  // "Worcester v. Georgia" names a case, not a man or a state.
  if (inCourtCase(sentence, at, length)) return null;
  // A people acts as people do: their verbs and pronouns are plural ("the Cherokee decided … their case").
  if (LISTED_PEOPLE.test(after) || actsAsAPeople(before, after) || ITS_PEOPLE.test(after)) return 'group';
  // "during Spallanzani’s extended boiling": the event is what the name's possessive holds.
  if ((EVENT_BEFORE.test(before) && !/^[’']s\b/u.test(after)) || EVENT_AFTER.test(after)) return 'event';
  if (PERSON_BEFORE.test(before) || PERSON_AFTER.test(after)) return 'person';
  // "near Durgin and Bailey’s shipyard": the place is the longer name, not this one.
  if (PLACE_BEFORE.test(before) && !/^(?:\s+(?:and|&)\s+\p{Lu}|\s+\p{Lu}|[’']s\b)/u.test(after)) return 'place';
  return null;
}

const LANGUAGES = new Set(ISO6391.getAllNames());
/** "Latin", "Greek", "Persian": the name of a language (ISO 639-1). */
export const isLanguageName = (name: string) => LANGUAGES.has(name.trim().replace(/^the\s+/i, ''));
const kinds = new WeakMap<SourceReading, Map<string, NameKind>>();

/** The kind of a name, from every use the text makes of it (worked out once per text and name). */
export function nameKind(a: SourceReading, name: string): NameKind {
  const bare = name.trim().replace(/^the\s+/i, '');
  const known = kinds.get(a) ?? new Map<string, NameKind>();
  kinds.set(a, known);
  const hit = known.get(bare);
  if (hit) return hit;
  let kind: NameKind = 'name';
  const thing = namedThing(bare);
  if (thing) kind = thing;
  else if (GROUP_WORD.test(bare)) kind = 'group';
  else {
    let person = 0;
    let group = 0;
    let event = 0;
    const language = isLanguageName(bare);
    let place = placeByItsWords(bare) && !language ? 2 : 0;
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(bare)}(?![\\p{L}\\p{N}])`, 'gu');
    for (const s of a.sentences)
      for (const m of s.text.matchAll(re)) {
        const k = slotKind(s.text, m.index, m[0].length);
        if (k === 'person') person++;
        else if (k === 'place' && !language) place++;
        else if (k === 'group') group++;
        else if (k === 'event') event++;
      }
    // A people does what people do: person evidence beside it is theirs. A people that is also a place's
    // name is no sure kind.
    // A name the text uses for an event is no place to swap: an event, or no sure kind where it is a place too
    // ("the break-in at the Watergate" and "the taint of Watergate").
    if (event) kind = place || person || group ? 'name' : 'event';
    else if (group) kind = place ? 'name' : 'group';
    else kind = person && place ? 'both' : person ? 'person' : place ? 'place' : 'name';
  }
  known.set(bare, kind);
  return kind;
}

/**
 * What is wrong with putting the name `replacement` where the text has the name `original`, or null:
 * the two must be the same kind of thing where the sentence puts them (the slot's own evidence first,
 * else the original's kind), and a name the text uses in neither way is never swapped with one of a
 * known kind.
 */
export function nameSwapFault(
  a: SourceReading,
  sentence: string,
  at: number,
  length: number,
  original: string,
  replacement: string,
): string | null {
  if (!isProperName(original) || !isProperName(replacement)) return null;
  // "fluency in Latin" made "fluency in Constantinople": a language only for a language.
  const [wasLanguage, nowLanguage] = [isLanguageName(original), isLanguageName(replacement)];
  if (wasLanguage && nowLanguage) return null;
  if (wasLanguage !== nowLanguage)
    return wasLanguage
      ? `“${original}” is a language, “${replacement}” is not`
      : `“${replacement}” is a language, “${original}” is not`;
  const was = nameKind(a, original);
  const now = nameKind(a, replacement);
  const slot = slotKind(sentence, at, length);
  // A group does what people do ("the Sons of Liberty protested"): its name says what it is.
  // So does a law, an event or a date ("in the Boston Massacre" is no place).
  const want = was === 'group' || was === 'event' || namedThing(original) ? was : (slot ?? was);
  if (want === 'both') return `“${original}” is both a person and a place in the text`;
  if (want === 'name') return now === 'name' ? null : `the text says nothing of what “${original}” is`;
  if (now === want || (now === 'both' && slot)) return null;
  if (now === 'name') return `the text says nothing of what “${replacement}” is`;
  const an = (k: string) => `${k === 'event' ? 'an' : 'a'} ${k}`;
  return `“${replacement}” is ${now === 'both' ? 'both a person and a place' : an(now)}, not ${an(want)}`;
}
