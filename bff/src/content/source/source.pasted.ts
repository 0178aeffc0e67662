// What a teacher typed in a prompt (Generate Specific, the Generate page's topic or specific prompt): the
// request ("Write five questions about this passage:", "Find the mean of 37, 48 and 17") and, when there is
// one, a passage of prose pasted to be the source of the questions. Sentences come from Intl.Segmenter
// (ICU's sentence rules, in Node itself: this runs on the request thread, where the wink-nlp model is never
// loaded); a request starts with a verb of making or working out ("Write…", "Please find…"), or asks
// ("Can you…", "I need…"); the passage is the rest, when it holds at least a paragraph's worth of statements.
//
// Only the request decides whether the job is maths: a passage that uses "mean", "area" or "rate" in its own
// sense ("the mean free path", "the area of the rainforest") is a text to read, not arithmetic to set.
import { detectMathTopic, type MathFocus } from '../math/math.topics';

/** A paragraph or more of prose: two statements of this many words in all, or one long one (Muir writes 90). */
const PASSAGE_MIN_WORDS = 25;
const ONE_SENTENCE_PASSAGE_WORDS = 40;

// Words that open a request and hardly ever a statement ("Test scores rose…" or "Use of fire…" would be
// statements, so test, use, set, list and the like are left out).
const REQUEST_START = new RegExp(
  `^(?:please\\s+|now\\s+|then\\s+|also\\s+)?(?:${[
    'write|make|create|generate|give|prepare|design|produce|draft|ask|include|focus|cover',
    'find|calculate|compute|solve|simplify|evaluate|convert|estimate|determine|multiply|divide|subtract|add|work out',
    "can you|could you|would you|will you|i need|i want|i would like|i'd like|let's",
    'questions? (?:on|about|for|from)',
  ].join('|')})\\b`,
  'i',
);

export interface PastedPrompt {
  /** The request sentences (and a request's part before its colon), in order. */
  ask: string;
  /** The pasted passage without the request, when it is a paragraph or more of prose; else null. */
  passage: string | null;
}

const words = (s: string) => s.split(/\s+/).filter((w) => /\p{L}|\p{N}/u.test(w)).length;

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
const sentencesOf = (line: string) =>
  [...segmenter.segment(line)].map((s) => s.segment.trim()).filter((s) => /\p{L}|\p{N}/u.test(s));

export function readPasted(text: string): PastedPrompt {
  const ask: string[] = [];
  const said: string[] = [];
  let statements = 0;
  const say = (sentence: string) => {
    said.push(sentence);
    if (!sentence.endsWith('?')) statements++;
  };
  // Lines first: a request on its own line ("Questions on this:") never runs into the passage's first sentence.
  for (const line of text.split(/\n+/))
    for (const sentence of sentencesOf(line)) {
      if (!REQUEST_START.test(sentence)) {
        say(sentence);
        continue;
      }
      // "Write questions about this passage: Sound waves travel…": the request ends at its colon, when what
      // follows is text of its own (not "(question type: short_answer)").
      const colon = sentence.search(/:\s/);
      const rest = colon < 0 ? '' : sentence.slice(colon + 1).trim();
      if (words(rest) >= 4) {
        ask.push(sentence.slice(0, colon + 1));
        say(rest);
      } else ask.push(sentence);
    }
  const length = words(said.join(' '));
  const isPassage =
    (statements >= 2 && length >= PASSAGE_MIN_WORDS) || (statements === 1 && length >= ONE_SENTENCE_PASSAGE_WORDS);
  // The passage as pasted, paragraphs kept: the text less its request sentences.
  let passage = text;
  for (const a of ask) passage = passage.replace(a, '');
  return { ask: ask.join(' '), passage: isPassage ? passage.trim() : null };
}

/** What a prompt asks for: all of it when it is not a passage, else only its request sentences. */
export function requestText(text: string | undefined): string {
  if (!text?.trim()) return '';
  const { ask, passage } = readPasted(text);
  return passage ? ask : text;
}

/**
 * The maths a prompt asks for. A prompt that is not a passage is all request ("Area of triangles", "mean,
 * median and mode"), as before; in a passage only the request sentences count.
 */
export const mathAskedIn = (text: string | undefined): MathFocus | null => detectMathTopic(requestText(text));
