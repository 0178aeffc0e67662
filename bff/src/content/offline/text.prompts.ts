// Open questions about a whole text, each keyed with what the text itself says, so a teacher has points to
// mark against: never "Answers will vary". They take the place of the open routines about the topic when a
// text gives fewer of its own questions than a document needs:
// - a word's meaning: two or three terms the text defines, keyed with the text's own meanings;
// - a story retold: how each titled story begins, what happens next and how it ends (language/story.ts).
// A text that gives none of these gets none; the routines keyed "Answers will vary" fill only a sheet's
// least number of questions (question.pool.ts). A "main idea" keyed with the sentences that use most key
// terms was tried and left out: on textbook sections it keyed asides ("Direct current is often called DC
// current"), on memoirs and travel writing events, which no teacher would mark a main idea against.
import type { DraftQuestion } from '../schemas/question.schema';
import type { SourceReading, SourceTerm } from '../source/source.types';
import { teachesTerm } from '../language/blank-rules';
import { leansOnNeighbours } from '../language/stands-alone';
import { narrationOf, storiesIn } from '../language/story';

export interface TextPrompt {
  q: DraftQuestion;
  /** The sentences the key is built from: no other item of the document asks them again. */
  sentences: number[];
}

/** Retellings a document asks for at most. */
const MAX_RETELLS = 2;
const stop = (s: string) => s.trim().replace(/[\s.;:,]+$/, '');
const open = (prompt: string, answer: string, passage: string | null): DraftQuestion => ({
  question_type: 'short_answer',
  prompt,
  options: null,
  answer,
  explanation: null,
  source_passage: passage,
});
const numbered = (points: string[]) => points.map((p, i) => `(${i + 1}) ${p}`).join('; ');

/** Open questions about the whole text with their model answers, best first. */
export function textPrompts(a: SourceReading, pool: SourceTerm[]): TextPrompt[] {
  const out: TextPrompt[] = [];
  const stories = storiesIn(a);
  // Stories whose lesson is not asked already first; two at most, so a sheet is never all retelling.
  const order = [...stories.filter((s) => !s.moral), ...stories.filter((s) => s.moral)];
  for (const s of order) {
    if (out.length >= MAX_RETELLS) break;
    // Its beginning, middle and end as whole sentences of narration (not a cut piece of dialogue).
    const whole = (i: number) => !/^[\p{Ll}]/u.test(a.sentences[i + 1]?.text ?? 'A');
    const told = narrationOf(a, s).filter((i) => a.sentences[i].usable && whole(i));
    if (told.length < 3) continue;
    const picks = [told[0], told[Math.floor(told.length / 2)], told[told.length - 1]];
    const at = (i: number) => stop(a.sentences[i].text);
    out.push({
      q: open(
        `Retell “${s.title}” in your own words: how does it begin, what happens next, and how does it end?`,
        `A full answer tells ${numbered([`how it begins: ${at(picks[0])}`, `what happens next: ${at(picks[1])}`, `how it ends: ${at(picks[2])}`])}.`,
        a.sentences[picks[0]].text,
      ),
      sentences: picks,
    });
  }
  const defined = pool
    .filter((t) => t.definition && teachesTerm(t) && !leansOnNeighbours(t.definition))
    .filter((t, i, all) => !all.some((o) => o !== t && o.key.includes(t.key) && o.term.length > t.term.length))
    .slice(0, 3);
  if (defined.length >= 2) {
    const names = defined.map((t) => t.term);
    const listed = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
    out.push({
      q: open(
        `Choose one of these words from the text and explain in your own words what it means: ${listed}.`,
        `The text’s meanings: ${defined.map((t) => `${t.term}: ${stop(t.definition!)}`).join('; ')}.`,
        defined[0].definitionSentence === undefined ? null : (a.sentences[defined[0].definitionSentence]?.text ?? null),
      ),
      sentences: defined.flatMap((t) => (t.definitionSentence === undefined ? [] : [t.definitionSentence])),
    });
  }
  return out;
}

/** A sheet's least number of questions from a text: the Generate page's least count. */
export const FEWEST_FROM_TEXT = 3;

/** What the page says when a sheet from a text has fewer questions than usual, and why. */
export const fewerFromText = (from: 'file' | 'pasted', made: number, usual: number, sheet: string): string =>
  `Your ${from === 'file' ? 'file' : 'text'} gives ${made} different ${made === 1 ? 'question' : 'questions'} to ask with ` +
  `an answer from its own words, so this ${sheet} has ${made} instead of ${usual}: none is an open question keyed ` +
  '“Answers will vary”.';
