// An option of another kind than the key is one a student rules out without knowing the answer: a noun
// offered for a blank the key fills as a verb ("The boycott compelled Parliament to _____" with "taxation"),
// a verb or a bare gerund beside a noun key ("Observing", "moves"), a person beside a law, a place beside an
// event, a country beside peoples ("Spain" with "Portuguese", "Spaniards"), a person beside a people, an
// adjective made of a name ("anti-Federalist") beside a name, and for a verb's blank anything but a verb
// ("collect" with "first", "second"). Read with wink-nlp's part of speech of each word put in the blank, and
// the name kinds the swap rules read (swap-names.ts `nameKind`, named-things.ts).
import type { SourceReading } from '../source/source.types';
import { posEndingAt } from './sentence.simplify';
import { isLanguageName, isProperName, nameKind, type NameKind } from './swap-names';
import { namedThing } from './named-things';
import { modifies } from './swap.rules';
import { perText } from './text-memo';
import { escapeRegExp } from './term-pattern';
import { anotherSort, nameSort, onlyAVerb, type NameSort } from './word-senses';
import { anotherScale } from './place-scales';

const BLANK = /_{3,}/;
const NOUNISH = /^(?:NOUN|PROPN)$/;
const VERBISH = /^(?:VERB|AUX)$/;

/**
 * A people or its language by the name's own shape: "Spaniards", "Africans", "Europeans", "Portuguese",
 * "Jesuits", "English". Names of persons rarely end so ("Evans", "Hans" do not: no -ians, -eans, -cans).
 * The text's uses cannot tell them: "the Spaniards decided" reads like a person, "from the Portuguese" like a
 * place.
 */
const PEOPLE =
  /^\p{Lu}\p{Ll}+(?:ians|eans|icans|ards|ese|ites|ish)$|^(?:Dutch|French|Greeks|Arabs|Turks|Moors|Scots|Swedes|Danes|Finns|Poles|Czechs|Serbs|Croats|Slavs|Jews|Inuit|Sioux)$/u;
/** An adjective made of a name: "anti-Federalist", "pro-British", "non-Western". */
const FROM_A_NAME = /^(?:anti|pro|non|pre|post|neo|pan|un)-\p{Lu}/u;

/** The part of speech a word takes in the sentence's blank. */
function inBlank(sentence: string, word: string): string | null {
  const at = sentence.search(BLANK);
  if (at < 0) return null;
  const filled = sentence.replace(BLANK, word);
  return posEndingAt(filled, at + word.length);
}

const KIND_NAMES: Partial<Record<NameKind, string>> = {
  person: 'a person',
  place: 'a place',
  group: 'a group',
  document: 'a law or document',
  event: 'an event',
  date: 'a date',
};
const A_PEOPLE = 'a people';
/** Kinds whose slot in a sentence only another name of that kind fills. */
const BEINGS_AND_PLACES = new Set(['a person', 'a place', 'a group', A_PEOPLE]);

/** A plural name of followers or members: "Confederates", "Federalists", "Patriots", "Loyalists", "Mormons". */
const FOLLOWERS = /^\p{Lu}\p{Ll}+(?:ates|ists|ots|ats|ites|ans|ers|ons)$/u;

/**
 * "the Confederates": a plural name the text writes after "the" (not "the Adams administration") is a side,
 * a group ("the Union" stays beside it); the tagger reads "confronted … by the Confederates" as a person (session 20's read offered
 * "McClellan" and "Lincoln" beside it).
 */
function partyOfMany(a: SourceReading, name: string): boolean {
  if (!FOLLOWERS.test(name)) return false;
  return perText(a, `many:${name}`, () => {
    const re = new RegExp(String.raw`\bthe\s+${escapeRegExp(name)}(?![\p{L}’'-])(?!\s+\p{L})`, 'iu');
    return a.sentences.some((s) => re.test(s.text));
  });
}

/** What a people's name is written before: "Soviet Union", "Soviet leaders", "Soviet aid". */
const OF_A_PEOPLE =
  /^\s+(?:Union|Empire|Republic|Army|government|leaders?|troops|forces|army|people|citizens|aid|officials|side|bloc|sphere|influence|military|economy|policy|advisers|advisors|experts|delegation|embassy|model)\b/u;

/**
 * "the Soviets": a plural name whose singular the text writes before a people's things ("Soviet Union",
 * "Soviet aid") is a people, not a body like "Congress" (session 22's read offered "Congress", "Senate",
 * "House" beside it).
 */
function peopleByUse(a: SourceReading, name: string): boolean {
  const one = /^(\p{Lu}\p{Ll}{3,})s$/u.exec(name)?.[1];
  if (!one) return false;
  return perText(a, `peopleByUse:${name}`, () => {
    const re = new RegExp(String.raw`(?<![\p{L}’'-])${escapeRegExp(one)}(?=\s)`, 'gu');
    return a.sentences.some((s) =>
      [...s.text.matchAll(re)].some((m) => OF_A_PEOPLE.test(s.text.slice(m.index + one.length))),
    );
  });
}

const A_FAITH_OR_IDEA = 'a faith, idea or writing';
const BY_WORDNET: Record<NameSort, string> = {
  person: KIND_NAMES.person!,
  place: KIND_NAMES.place!,
  group: KIND_NAMES.group!,
  idea: A_FAITH_OR_IDEA,
};
/** "Catholicism", "Calvinism", "humanism" written as a name: a faith or a school of thought. */
const AN_ISM = /^\p{Lu}\p{Ll}+ism$/u;

/** What sort of thing a name is, from its own words, WordNet or the text's uses, or null when nothing says. */
function kindOfName(name: string, a?: SourceReading): string | null {
  const bare = name.replace(/^the\s+/i, '');
  const thing = namedThing(bare);
  if (thing) return KIND_NAMES[thing]!;
  if (PEOPLE.test(bare)) return A_PEOPLE;
  if (a && partyOfMany(a, bare)) return KIND_NAMES.group!;
  if (a && peopleByUse(a, bare)) return A_PEOPLE;
  // "Latin" beside "Rome": a language, whatever preposition the text puts before it.
  if (isLanguageName(bare)) return 'a language';
  // "converted to Catholicism" reads like a place to the slot rules; the places offered beside it (Wittenberg,
  // England, Europe) were "the wrong kind of option" to every rater of session 23's read.
  if (AN_ISM.test(bare)) return A_FAITH_OR_IDEA;
  if (!a || !isProperName(name)) return null;
  // A name WordNet files as one sort is that sort, whatever slot the text puts it in (word-senses.ts `nameSort`).
  const known = nameSort(bare);
  if (known) return BY_WORDNET[known];
  return KIND_NAMES[nameKind(a, name)] ?? null;
}

/** The word as a whole word, not inside a longer one ("enslaved", not "unenslaved" or "enslaved’s"). */
const wordAlone = (word: string, flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}’'-])${escapeRegExp(word)}(?![\\p{L}\\p{N}’'-])`, flags);

/**
 * How the text writes the word: 'modifier' when (nearly) every use qualifies the noun after it ("enslaved
 * people", "enslaved children"), 'noun' when (nearly) none does, null when it does both or never writes it.
 */
function usesOf(a: SourceReading, word: string): 'modifier' | 'noun' | null {
  return perText(a, `optionUse:${word}`, () => {
    const re = wordAlone(word, 'giu');
    let before = 0;
    let alone = 0;
    for (const s of a.sentences)
      for (const m of s.text.matchAll(re)) {
        if (modifies(s.text, m.index + m[0].length)) before++;
        else alone++;
      }
    // Mostly: "better off as enslaved than living as free heathens" is one use among six of "enslaved people".
    return before >= 2 && alone * 4 <= before ? 'modifier' : alone && before * 4 <= alone ? 'noun' : null;
  });
}

const OPENS = /^\W*_{3,}/;
/** A count in words: "dozens", "hundreds", "thousands", "millions". */
const COUNT = /^(?:dozens|scores|hundreds|thousands|millions|billions|trillions)$/i;

/** A word capitalised only to open a sentence, as the text writes it inside one ("Astronomers" → "astronomers"). */
function asTheTextWrites(a: SourceReading, word: string): string {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return word;
  const lower = word.toLocaleLowerCase('en-US');
  return perText(a, `written:${word}`, () => {
    const re = wordAlone(lower, 'u');
    return a.sentences.some((s) => re.test(s.text)) ? lower : word;
  });
}

/**
 * Why an option sits wrongly beside the key, or null: `sentence` is the item's sentence with its blank
 * (null for a question without one), `a` the file's reading when there is one.
 */
export function wrongKindOption(
  sentence: string | null,
  answer: string,
  option: string,
  a?: SourceReading,
): string | null {
  if (sentence && BLANK.test(sentence)) {
    const key = inBlank(sentence, answer);
    const put = inBlank(sentence, option);
    if (key && put && VERBISH.test(key) && NOUNISH.test(put)) return 'a noun for a blank the key fills as a verb';
    if (key && put && NOUNISH.test(key) && VERBISH.test(put)) return 'a verb for a blank the key fills as a noun';
    // "the _____ dialogues" with "conservative": "the music industry dialogues" is no sentence a student weighs.
    if (key === 'ADJ' && put && NOUNISH.test(put)) return 'a noun for a blank the key fills as an adjective';
    // The tagger reads "presenting enslaved as an evil" as a noun; the text, which only ever writes "enslaved
    // people", does not: a word it writes only before a noun beside a key that stands alone, and a noun it
    // never writes before one beside a key that only qualifies ("ten thousand _____ people" with "statehood").
    if (a && !/\s/.test(option) && !/\s/.test(answer)) {
      const at = sentence.search(BLANK);
      const keyQualifies = modifies(sentence.replace(BLANK, answer), at + answer.length);
      const [keyUse, optionUse] = [usesOf(a, answer), usesOf(a, option)];
      if (!keyQualifies && keyUse === 'noun' && optionUse === 'modifier')
        return 'a word the text writes only before a noun, for a blank the key fills as one';
      if (keyQualifies && keyUse === 'modifier' && optionUse === 'noun')
        return 'a noun for a blank the key fills as a word before a noun';
    }
    // "Telescopes that _____ visible radiation" with "first": a verb's blank takes only a verb.
    if (key && put && VERBISH.test(key) && !VERBISH.test(put)) return 'no verb for a blank the key fills as a verb';
  }
  // "_____ are now convinced …" with "Astronomers": a capital the sentence's start gives is no name's.
  if (sentence && OPENS.test(sentence) && a) {
    answer = asTheTextWrites(a, answer);
    option = asTheTextWrites(a, option);
  }
  // "radiate" beside "water" for "a wave in the _____": the tagger reads a word put in a noun's place as a noun;
  // WordNet knows it only as a verb (session 23's read).
  const keyAsNoun =
    sentence && BLANK.test(sentence) ? NOUNISH.test(inBlank(sentence, answer) ?? '') : !onlyAVerb(answer);
  if (keyAsNoun && !/ing$/.test(option) && onlyAVerb(option)) return 'a verb beside a noun';
  // "Observing" beside "convection": a verb's -ing form lifted from a sentence's start is no name of a thing.
  if (/^\p{Lu}\p{Ll}+ing$/u.test(option) && /^\p{Ll}/u.test(answer) && !/ing$/.test(answer))
    return 'a verb form beside a noun';
  // "anti-Federalist" beside "Spain" or "the Federalists": a description, no name of a thing.
  if (FROM_A_NAME.test(option) && !FROM_A_NAME.test(answer)) return 'an adjective made of a name';
  // "thousands" beside "exoplanets": a count offered for a thing, or a thing for a count (session 21's read).
  if (COUNT.test(answer) !== COUNT.test(option))
    return COUNT.test(option) ? 'a count beside a thing' : 'a thing beside a count';
  const was = kindOfName(answer, a);
  const now = kindOfName(option, a);
  if (was && now && was !== now) return `${now} beside ${was}`;
  // "eastern Europe" beside "ethnic group", "Lincoln" beside "colonists": a place or a person for a word that names
  // a sort of thing (session 22's read: "not a kind of group").
  if (
    !was &&
    (now === KIND_NAMES.place || now === KIND_NAMES.person) &&
    /^\p{Ll}/u.test(answer) &&
    !isProperName(answer)
  )
    return `${now} beside a common noun`;
  // "Tennessee" beside "Great Britain" for "supported by _____ and France": places of another scale.
  const scale = was === 'a place' && (now === null || now === 'a place') ? anotherScale(answer, option) : null;
  if (scale) return `a place of another scale (${scale})`;
  // "In _____, white violence …" with "Louisiana" beside "habeas corpus" and "presidential election": only the
  // name fits a slot that wants a person, a place or a people (session 17's blind read: "give-away options").
  if (was && BEINGS_AND_PLACES.has(was) && !isProperName(option) && !PEOPLE.test(option.replace(/^the\s+/i, '')))
    return `a common noun beside ${was}`;
  // "epoch" and "revenue" beside "colonies", "marijuana" beside "perceptions": two common nouns that name no
  // thing of one sort (word-senses.ts); where the blank takes a noun, or for a question without a blank.
  const slot = sentence && BLANK.test(sentence) ? inBlank(sentence, answer) : 'NOUN';
  // A name only as WordNet knows it whole: "Rivers" the anthropologist is no river, and "Croix de Guerre" (an
  // artifact) no front or force beside it (session 24's own read).
  const named = [isProperName(answer), isProperName(option)] as const;
  const sort = slot && NOUNISH.test(slot) ? anotherSort(answer, option, named) : null;
  if (sort) return `another sort of thing (${sort})`;
  return null;
}
