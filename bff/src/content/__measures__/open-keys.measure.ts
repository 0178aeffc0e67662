// Open questions as a teacher marks them, and items that go beyond recall.
// - An open key gives nothing to mark against when it is "Answers will vary…", or when what it says,
//   its quotation of the text set aside, adds hardly a content word to what the question already shows
//   (at least 80% of its distinct content lemmas are in the prompt): the key restates the quoted sentence.
// - Beyond recall: an item that asks for a reason, the idea an example belongs to, a contrast, an
//   order, or the one true statement among several of the text (read from its prompt's frame).
import { contentLemmas } from './words.measure';

export interface KeyedItem {
  question_type: string;
  prompt: string;
  answer: string;
  source_passage?: string | null;
}

const OPEN = new Set(['short_answer', 'essay']);
const fold = (s: string) =>
  s
    .toLocaleLowerCase('en-US')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
/**
 * The key's own words: its quotation of the sentence the question cites ("The text says: “…”") and any
 * quotation of what the prompt shows set aside; a quotation of other sentences (a process's steps
 * explained) is what the answer says.
 */
const ownWords = (key: string, prompt: string, passage: string | null) =>
  key.replace(/“([^”]*)”/g, (whole, quoted: string) =>
    fold(prompt).includes(fold(quoted)) || (passage && fold(passage) === fold(quoted)) ? ' ' : whole,
  );

/** Does this open question's key give nothing a teacher could mark against? */
export function restatesOrVaries(q: KeyedItem): boolean {
  if (!OPEN.has(q.question_type)) return false;
  if (/^Answers will vary/i.test(q.answer.trim())) return true;
  const key = [
    ...new Set(
      contentLemmas(ownWords(q.answer, q.prompt, q.source_passage ?? null)).filter(
        (l) => !/^(?:answer|full|name|give|reason|text|mean|use|example|strong|order|explain)$/.test(l),
      ),
    ),
  ];
  if (!key.length) return true;
  const shown = new Set(contentLemmas(q.prompt));
  return key.filter((l) => shown.has(l)).length / key.length >= 0.8;
}

/**
 * The frames of items that ask more than to recall a sentence (question.frames.ts, understanding forms); since
 * session 18 a reason is mostly asked "Why …?" (language/why-question.ts).
 */
const BEYOND = new RegExp(
  String.raw`\b(?:what reason does the text give|give as the reason|(?:is an|are) examples? of what|contrast|` +
    String.raw`different\b.*\buse the text|in what order|right order|which (?:of these )?statements? (?:is|are) true|` +
    String.raw`which sentence is true|how (?:is|are) .+ connected to)\b|^why\s`,
  'i',
);

export const beyondRecall = (q: KeyedItem) => BEYOND.test(q.prompt);

export interface OpenKeys {
  /** Open questions (short answer, essay). */
  open: number;
  /** Of them, keys that are "Answers will vary" or restate the quoted sentence. */
  restating: number;
  /** Items of any type that go beyond recall. */
  beyond: number;
  items: number;
  examples: string[];
}

export function measureOpenKeys(items: KeyedItem[]): OpenKeys {
  const open = items.filter((q) => OPEN.has(q.question_type));
  const bad = open.filter(restatesOrVaries);
  return {
    open: open.length,
    restating: bad.length,
    beyond: items.filter(beyondRecall).length,
    items: items.length,
    examples: bad.slice(0, 5).map((q) => `${q.prompt} → ${q.answer}`),
  };
}
