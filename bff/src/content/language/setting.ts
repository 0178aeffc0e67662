// A general statement can be true only in the setting the sentence before it set: "At the equator, the Sun
// rises straight up. Every day of the year, the Sun is up for twelve hours." is said of the equator, and
// "In June, the north is tipped toward the Sun. Days are longer in the north." of June. Printed alone as a
// true/false statement or a stem, it is false. The setting is a phrase of place or time set before a
// sentence's subject ("At the equator,", "In June,", "During the winter,"); the sentence right after it, when
// it sets none of its own and goes on about the same thing, is said in it. It is carried into a statement in the present
// tense (a general claim the setting limits); an event in the past ("Merchants organized a boycott") is
// told with its own particulars and keeps no setting. The setting is carried only where it can be set
// before the statement whole ("At the equator, every day of the year, the Sun is up …").
import type { SourceSentence } from '../source/source.types';
import { tokensOf, type Tok } from './clause-tokens';

const SETTING_PREPOSITIONS = new Set(
  'at in on during under within throughout across from near inside outside among by before after until since'.split(
    ' ',
  ),
);
/** Nouns of a phrase that orders the argument rather than setting a place or a time ("In most cases,", "In practice,"). */
const ARGUMENT_NOUNS = new Set(
  [
    'direction matter realm form glance regard case practice general particular fact addition contrast summary conclusion theory word example instance turn effect essence order',
    'part reality total way sense respect view term light spite end meantime time point comparison response result course other addition short sum principle detail',
  ]
    .join(' ')
    .split(' '),
);
/** "In chemistry,", "In archaeology,": the field the book is about, not a setting a claim holds in. */
const DISCIPLINE = /(?:logy|ics|istry|graphy|nomy|science)$/;
/** Words that make a general claim one a setting limits: "every day", "always", "most", a comparison ("longer"). */
const SWEEPING = new Set('every each always never all most usually often daily yearly'.split(' '));
/** Comparisons the tagger does not mark by their lemma ("longer" is its own lemma). */
const COMPARATIVE =
  /^(?:more|less|fewer|longer|shorter|warmer|colder|hotter|cooler|higher|lower|greater|smaller|larger|bigger|stronger|weaker|faster|slower|brighter|darker|wetter|drier|earlier|later)$/;
/** An aside between the setting and the subject: ", for example," ", however," ", of course,". */
const ASIDE_AFTER_SETTING =
  /^\s*,\s*(?:for\s+example|for\s+instance|however|therefore|in\s+fact|of\s+course|in\s+general|though|too|then)\s*,/i;
const POINTERS = new Set(['this', 'that', 'these', 'those', 'such', 'same', 'other', 'another']);
/** The phrase of place or time set before the sentence's subject ("At the equator"), or null. */
export function settingOf(sentence: string): string | null {
  const text = sentence.replace(/^[\s"“‘'(]+/, '');
  const comma = text.indexOf(',');
  if (comma < 0) return null;
  const toks = tokensOf(text.slice(0, comma));
  if (toks.length < 2 || toks.length > 8 || !SETTING_PREPOSITIONS.has(toks[0].lower)) return null;
  const rest = toks.slice(1);
  if (rest.some((t) => ['VERB', 'AUX', 'PRON', 'SCONJ', 'CCONJ'].includes(t.pos) || POINTERS.has(t.lower))) return null;
  const heads = rest.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'NUM');
  const lemmas = heads.map((t) => t.lemma.toLocaleLowerCase('en-US'));
  if (!heads.length || lemmas.some((w) => ARGUMENT_NOUNS.has(w) || DISCIPLINE.test(w))) return null;
  return text.slice(0, comma).trim();
}

const PRESENT_AUX = new Set(['is', 'are', 'am', 'has', 'have', 'does', 'do', 'can', 'may', 'must', 'will', 'cannot']);
/** The sentence's first verb is in the present: a general claim ("Days are longer", "The Sun rises"). */
function present(toks: Tok[]): boolean {
  const verb = toks.find((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (!verb) return false;
  if (verb.pos === 'AUX') return PRESENT_AUX.has(verb.lower);
  const lemma = verb.lemma.toLocaleLowerCase('en-US');
  return (
    verb.lower === lemma ||
    (verb.lower.endsWith('s') && !lemma.endsWith('s') && verb.lower.startsWith(lemma.slice(0, -1)))
  );
}

const contentWords = (text: string) =>
  tokensOf(text)
    .filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'NUM')
    .map((t) => t.lemma.toLocaleLowerCase('en-US'));

/** A sentence that names or defines a term ("… are called ohmic", "An equinox is a day when …") holds anywhere. */
const DEFINES =
  /\b(?:is|are)\s+(?:called|known\s+as|defined\s+as|termed)\b|\b(?:refers?\s+to|means)\b|^[\s"“(]*(?:an?|the)\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,3}\s+(?:is|are)\s+(?:an?|the)\s/iu;

export interface Setting {
  /** The phrase of place or time of the sentence before ("At the equator"). */
  setting: string;
  /** The sentence goes on about the same thing, so the setting can be said before it; else it is not printed alone. */
  carried: boolean;
}

/**
 * The setting a sentence of the reading is said in when it sets none of its own: the phrase of place or time
 * of the sentence before it in the same part, when this sentence is a general claim (present tense, no
 * definition) that does not already name that place or time. It is carried when the sentence goes on about
 * the same subject; about another subject, a claim the setting limits (a comparison, "every", "always") is
 * not printed alone, and any other is taken to hold beyond the setting. Null when it needs none.
 */
export function inheritedSetting(sentences: SourceSentence[], index: number): Setting | null {
  const own = sentences[index];
  const before = sentences[index - 1];
  if (!own || !before || before.section !== own.section || settingOf(own.text)) return null;
  const setting = settingOf(before.text);
  const toks = tokensOf(own.text);
  if (!setting || DEFINES.test(own.text) || !present(toks)) return null;
  const named = new Set(contentWords(own.text));
  if (contentWords(setting).some((w) => named.has(w))) return null;
  // "At the equator, the Sun rises straight up. Every day of the year, the Sun is up …": the same Sun.
  // "Near the poles, for example, the Sun …": the subject comes after the aside, not in it ("example").
  const after = before.text.slice(setting.length).replace(ASIDE_AFTER_SETTING, ',');
  const subject = subjectOf(own.text);
  if (subject && subject === subjectOf(after)) return { setting, carried: true };
  // "In June, the north is tipped toward the Sun. Days are longer in the north.": a comparison or a sweeping
  // word the setting limits, about another subject; any other claim is taken to hold beyond the setting.
  const sweeping = toks.some(
    (t, i) =>
      (SWEEPING.has(t.lower) && toks[i + 1]?.lower !== 'other') ||
      COMPARATIVE.test(t.lower) ||
      (t.pos === 'ADJ' && /(?:er|est)$/.test(t.lower) && t.lemma.toLocaleLowerCase('en-US') !== t.lower),
  );
  return sweeping ? { setting, carried: false } : null;
}

/** The first noun of the main clause, after a phrase set before it ("Every day of the year, the Sun is up" → sun). */
function subjectOf(text: string): string | null {
  const toks = tokensOf(text);
  const comma = toks.findIndex((t) => t.v === ',');
  const fronted = comma > 0 && !toks.slice(0, comma).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  const noun = toks
    .slice(fronted ? comma + 1 : 0)
    .find((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'PRON');
  return noun && noun.pos !== 'PRON' ? noun.lemma.toLocaleLowerCase('en-US') : null;
}

/** A capitalised first word that the reading writes capitalised inside a sentence too is a name. */
function nameInReading(word: string, sentences: SourceSentence[]): boolean {
  const inside = new RegExp(String.raw`[^\s"“‘'(]\s+${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`, 'u');
  return sentences.some((s) => inside.test(s.text));
}

/**
 * What prints for the reading's sentence `index` (as `printed`, perhaps shortened) as a statement or a stem:
 * itself when it needs no setting; the setting set before it when it goes on about the same thing ("At the
 * equator, every day of the year, …"); null when its setting cannot be carried (it is about something else,
 * or opens with a quotation or a number), so it is not printed alone.
 */
export function inItsSetting(sentences: SourceSentence[], index: number, printed: string): string | null {
  const found = inheritedSetting(sentences, index);
  if (!found) return printed;
  if (!found.carried || !/^\p{L}/u.test(printed)) return null;
  const first = /^\S+/.exec(printed)![0];
  const opening =
    nameInReading(first, sentences) || first === 'I' || /^\p{Lu}{2,}/u.test(first)
      ? printed
      : printed.charAt(0).toLocaleLowerCase('en-US') + printed.slice(1);
  return `${found.setting}, ${opening}`;
}
