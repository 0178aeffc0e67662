// What a story says of itself, read from its sentences as a teacher of a story reads them: the lesson it
// states at its end ("Much wants more and loses all.", "The moral: …"), who says what in its dialogue
// ("“No,” said the Weasel, “I never let a mouse go.”"), and the events it tells in order.
// A story is a titled section whose title names someone its sentences speak of ("The Fox and the Crow":
// "A Crow was sitting …"); a chapter heading or a textbook section is not one, so none of this reads them.
import type { SourceReading, SourceSentence } from '../source/source.types';
import { tokensOf } from './clause-tokens';
import { nounFiles } from './word-senses';

export interface Story {
  section: number;
  title: string;
  /** Sentence indexes of the story itself, the stated lesson left out. */
  sentences: number[];
  /** The lesson the story states, as the text writes it (a "Moral:" label left out). */
  moral: { text: string; sentence: number } | null;
  /** Characters: the capitalised names its title and sentences share ("Fox", "Crow"). */
  characters: string[];
}

export interface Speech {
  story: number;
  sentence: number;
  speaker: string;
  /** What is said, the narration left out: "No, I never let a mouse go by any chance." */
  words: string;
}

const MORAL_LABEL = /^\W*(?:the\s+)?moral(?:\s+of\s+(?:the|this)\s+(?:story|fable|tale))?\s*(?:is\s*)?[:.–—-]\s*/i;
const QUOTES = /[“”"]/;
/** Verbs of a story's past telling that do not end in -ed. */
const PAST = new Set(
  (
    'was were had did said went came saw took gave got made found thought told knew began ran fell stood sat left ' +
    'felt heard brought caught sprang flew fought hid held kept lay led lost met paid put rose sang sent set shot ' +
    'shook slept spoke stole struck swam threw woke won wore wrote drank ate grew drew bit broke chose'
  ).split(' '),
);
const PERFECT_OR_PASSIVE = /^(?:have|has|having|is|are|be|been|being|am|get|gets|will|may|can)$/;
const TITLE_WORDS = /\b[A-Z][\p{L}’'-]+/gu;
const FUNCTION_TITLE_WORDS = /^(?:The|A|An|And|Of|In|On|To|With|Her|His|Their|That|Who)$/;
const FUNCTION_WORD_AHEAD = String.raw`(?:The|A|An|And|Of|In|On|To|With|Her|His|Their|That|Who)\b`;

/** A finite verb of the past: "was", "found", "fastened" (not "have ruined", "is mistaken"). */
function tellsThePast(sentence: string): boolean {
  const toks = tokensOf(sentence);
  return toks.some((t, i) => {
    if (t.pos !== 'VERB' && t.pos !== 'AUX') return false;
    const before = toks.slice(Math.max(0, i - 3), i).some((b) => PERFECT_OR_PASSIVE.test(b.lower));
    if (PAST.has(t.lower)) return !before || t.lower === 'was' || t.lower === 'were';
    return /ed$/.test(t.lower) && t.lemma.toLocaleLowerCase('en-US') !== t.lower && !before;
  });
}

/**
 * The lesson a story states: its last sentence, labelled "Moral:", or said apart from the telling — a
 * short general statement in the present (no past verb, no quotation, no one of the story named).
 */
function moralOf(last: SourceSentence, story: SourceSentence[]): string | null {
  const text = last.text.trim();
  if (MORAL_LABEL.test(text)) {
    const said = text.replace(MORAL_LABEL, '').trim();
    return said.split(/\s+/).length >= 3 ? said.charAt(0).toLocaleUpperCase('en-US') + said.slice(1) : null;
  }
  // Not `usable` alone: a short saying ("Persuasion is better than force.") is too short to quote in a blank.
  if (last.direction || last.listItem || QUOTES.test(text) || /[?!]$/.test(text)) return null;
  // A saying starts a sentence; a lower-case start is the tail of one the reader cut ("… alas! come one by one").
  if (text.split(/\s+/).length < 4 || !/^[A-Z]/.test(text)) return null;
  if (text.split(/\s+/).length > 22) return null;
  // No one of the story named: capitals after the first word are names ("Hence … the earth is full of Ills").
  if (/\s[A-Z]/.test(text.replace(/\bI\b/g, 'i'))) return null;
  if (tellsThePast(text)) return null;
  // The telling before it is in the past: the lesson stands apart from the story, not inside it.
  return story.some((s) => tellsThePast(s.text)) ? text : null;
}

/**
 * Capitalised words of the title that the story's sentences name as someone, capital kept after an article
 * or a possessive ("A hungry Fox saw …", "their Mistress"): its characters. A textbook writes "the law", and
 * "the Gregorian calendar" names no one.
 */
function charactersOf(title: string, story: SourceSentence[]): string[] {
  // "The Past Meets the Present feature boxes ask you …": the title said again as a name has no characters in it.
  const body = story
    .map((s) => s.text)
    .join(' ')
    .split(title)
    .join(' ');
  // A word the title goes on from to another capitalised word modifies it ("The Gregorian Calendar", "The
  // North Wind"): the character is the word it leads to, never the modifier.
  const named = (title.match(TITLE_WORDS) ?? []).filter(
    (w) =>
      !FUNCTION_TITLE_WORDS.test(w) &&
      !new RegExp(String.raw`\b${w}\s+(?!${FUNCTION_WORD_AHEAD})[A-Z]`, 'u').test(title),
  );
  return named.filter((w) =>
    new RegExp(
      String.raw`\b(?:[Aa]n?|[Tt]he|his|her|their|its|another|old|some)\s+(?:[a-z]+\s+)?${w.replace(/s$/, '')}`,
      'u',
    ).test(body),
  );
}

/**
 * A fable's character is a kind written with a capital, so the text mostly says "the Fox", "a Crow"; a name
 * ("Pluto", "Planet X" in "Is Pluto a Planet?") mostly stands bare, and a section about it is no tale.
 */
function actsAsOne(word: string, body: string): boolean {
  const stem = word.replace(/s$/, '');
  const all = body.match(new RegExp(String.raw`\b${stem}s?\b`, 'gu'))?.length ?? 0;
  const led =
    body.match(
      new RegExp(String.raw`\b(?:[Aa]n?|[Tt]he|his|her|their|its|another|old|some)\s+(?:[a-z]+\s+)?${stem}s?\b`, 'gu'),
    )?.length ?? 0;
  return led * 2 >= all;
}

/** The titled stories of the text, in order; empty for a text that tells none. */
export function storiesIn(a: SourceReading): Story[] {
  const out: Story[] = [];
  a.sections.forEach((sec, k) => {
    if (!sec.heading || sec.last - sec.first < 1) return;
    const all = a.sentences.slice(sec.first, sec.last + 1);
    const characters = charactersOf(sec.heading, all.slice(0, -1));
    // Told in the past, as a story is: at least two of its sentences and half of them.
    const past = all.filter((s) => tellsThePast(s.text)).length;
    if (!characters.length || past < Math.min(2, all.length - 1) || past * 2 < all.length - 1) return;
    const last = all[all.length - 1];
    const moral = all.length >= 3 ? moralOf(last, all.slice(0, -1)) : null;
    // A tale has its lesson, its characters' own words or a character brought in as one of a kind ("A thirsty
    // Crow found a Pitcher"); a history section told in the past ("Social Hierarchy and Bourbon Reforms", "the
    // House of Bourbon since 1700 …") has none, and "which of these happens first?" would ask which of its
    // statements the text prints first.
    const body = all.map((s) => s.text).join(' ');
    const introduced = characters.some(
      (w) =>
        new RegExp(String.raw`\b[Aa]n?\s+(?:[a-z]+\s+)?${w.replace(/s$/, '')}`, 'u').test(body) && actsAsOne(w, body),
    );
    // A fable's own title names two of its characters ("The Goods and the Ills", "The Wolf and the Lamb").
    const paired = characters.length >= 2 && FABLE_TITLE.test(sec.heading);
    // Speech alone makes a tale only with a character who can speak: "The Treaty of Versailles" quotes its
    // statesmen, and "the Treaty" is no character (session 24's read: "which happens first?" of a history section).
    const speaks = characters.some(mayBeACharacter);
    if (!moral && !introduced && !paired && !(speaks && all.some((s) => QUOTES.test(s.text) && SPOKEN.test(s.text))))
      return;
    const idx = all.map((_, i) => sec.first + i);
    out.push({
      section: k,
      title: sec.heading,
      sentences: moral ? idx.slice(0, -1) : idx,
      moral: moral ? { text: moral, sentence: sec.last } : null,
      characters,
    });
  });
  return out;
}

/**
 * A word that may name one who speaks: a person, an animal, a group (WordNet), or a word WordNet does not know (a
 * fable's "Mouse-Deer"); not a thing, a document or an event ("Treaty").
 */
function mayBeACharacter(word: string): boolean {
  const files = nounFiles(word);
  return !files.length || files.some((f) => ['person', 'animal', 'group', 'plant'].includes(f));
}

/** "The Goods and the Ills", "The Ass, the Fox, and the Lion": characters named with "the", joined by "and". */
const FABLE_TITLE = /^The\s+\p{Lu}[\p{L}-]+(?:,\s+the\s+\p{Lu}[\p{L}-]+)*,?\s+and\s+the\s+\p{Lu}[\p{L}-]+$/u;
/** A line of the story said aloud: the quotation has its verb of saying. */
const SPOKEN =
  /\b(?:said|says|say|saying|remarking|quoth|cried|replied|retorted|answered|asked|continued|exclaimed|shouted|whispered|remarked|called)\b/i;
const SAYS = String.raw`(?:said|cried|replied|retorted|answered|asked|continued|bleated|exclaimed|shouted|whispered|remarked|called)`;
const WHO = String.raw`(?:the|a|an|his|her|their)\s+((?:old\s+|young\s+|poor\s+|other\s+)?[A-Z][\p{L}-]+)`;
/** “A,” said the X, “B.” / “A,” said the X. / “A,” said the X; and … */
const SPLIT = new RegExp(String.raw`^“([^”]+)”\s+${SAYS}\s+${WHO}(?:\s+[^“;:]*)?[,;:]?\s*(?:“([^”]+)”)?`, 'u');
const AFTER = new RegExp(String.raw`^(?:the|a|an)\s+([A-Z][\p{L}-]+)\s+${SAYS}(?:\s+[^“,]*)?,\s*“([^”]+)”\s*$`, 'u');

const tidy = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/\s*[,;:]\s*$/, '')
    .trim();

/** Who says what in the stories: each line of dialogue with its speaker named beside it. */
export function speechesIn(a: SourceReading, stories: Story[]): Speech[] {
  const out: Speech[] = [];
  stories.forEach((story, k) => {
    for (const i of story.sentences) {
      const s = a.sentences[i];
      if (!s || s.direction) continue;
      const text = s.text.trim();
      const m = SPLIT.exec(text);
      const n = m ? null : AFTER.exec(text);
      const speaker = (m?.[2] ?? n?.[1])?.replace(/^(?:old|young|poor|other)\s+/, '');
      if (!speaker) continue;
      // Two parts the narration interrupts are one speech again: “No,” said the Weasel, “I never …” → "No, I never …".
      const first = m ? m[1].trim() : n![2].trim();
      let words = m?.[3] ? `${/[.!?]$/.test(first) ? first : `${tidy(first)},`} ${tidy(m[3])}` : tidy(first);
      if (!/[.!?]$/.test(words)) words += '.';
      const count = words.split(/\s+/).length;
      // Long speeches are paragraphs to read, and a speech that names its speaker gives the answer away.
      if (count < 3 || count > 30 || new RegExp(String.raw`\b${speaker}`, 'i').test(words)) continue;
      out.push({ story: k, sentence: i, speaker, words });
    }
  });
  return out;
}

/**
 * The story's sentences of narration: none holding a quotation, and none inside one a sentence before opened
 * ("“What a noble bird I see above me!" … "Her beauty is without equal …" is still the fox speaking).
 */
export function narrationOf(a: SourceReading, story: Story): number[] {
  let open = 0;
  return story.sentences.filter((i) => {
    const text = a.sentences[i].text;
    const inside = open > 0;
    open = Math.max(0, open + (text.match(/“/g) ?? []).length - (text.match(/”/g) ?? []).length);
    return !inside && !QUOTES.test(text);
  });
}
