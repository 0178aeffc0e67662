// A model's statements get the rules the offline drafters keep when they choose a sentence: a true/false
// statement or a sentence with a blank must make sense printed on its own (language/stands-alone.ts: no
// "In contrast,", "This …", the half after a colon, "As we shall show,"), no stem, option or key carries a
// review box's heading ("Check Your Learning", "Key Terms", "Summary": language/apparatus.ts), no connective
// that only ties it to another sentence ("In essence, …", "…, however, …": cut as offline, connectives.ts), no option
// that is a way of talking rather than a term ("many cultures": language/term-shape.ts), and no blank
// asks for a word of another language ("Latin _____"). Before the repair round such a question is a problem
// the model fixes; one still there afterwards is left out, the rest renumbered, and the teacher told (as a
// repeat is, repeats.verify.ts).
import type { QuestionBlock } from '@lessonloom/contracts';
import { isApparatus } from '../language/apparatus';
import { leansOnNeighbours } from '../language/stands-alone';
import { oneOfMany } from '../language/one-of-many';
import { vagueTerm } from '../language/term-shape';
import { boundBlank } from '../language/swap.rules';
import type { Repeat } from './repeats.verify';
import type { SourceReading, SourceSentence } from '../source/source.types';
import { carriesAView, statesAFact } from '../language/fact-statement';
import { inheritedSetting } from '../language/setting';
import { foldForMatching } from './grounding.verify';
import { withoutConnective } from '../language/connectives';
import { wrongKindOption } from '../language/option-kind';
import { qualifiesNounAfter } from '../language/blank-rules';

const LEAD = /^(?:true or false|fill in the blank|complete the sentence)[:.]?\s*/i;
const BLANK = /_{3,}/;
/** "Which term completes this sentence from the text? “…”": the quoted sentence is the statement. */
const QUOTED = /[“"]([^”"]+_{3,}[^”"]*)[”"]\s*$/;

/** A sentence with a blank printed after its question ("Which term completes this sentence? The _____ …"). */
const bareBlank = (prompt: string) =>
  BLANK.test(prompt) && !prompt.endsWith('?') ? prompt.replace(/^[^?_]*\?\s+(?=\S)/, '') : null;

/** The statement a student reads as one of the text's sentences, with its blank filled, or null. */
function statementOf(q: QuestionBlock): { text: string; blankAt: number | null } | null {
  const prompt = q.prompt.replace(LEAD, '').trim();
  if (q.question_type === 'true_false') return { text: prompt, blankAt: null };
  const quoted = QUOTED.exec(prompt)?.[1] ?? bareBlank(prompt);
  if (!quoted || (q.question_type !== 'fill_blank' && q.question_type !== 'multiple_choice')) return null;
  const at = quoted.search(BLANK);
  return { text: quoted.replace(/_{3,}/, q.answer), blankAt: at };
}

/** Which sentence of the file the passage is, or -1. */
function sentenceIndexOf(passage: string, sentences: SourceSentence[]): number {
  const folded = foldForMatching(passage);
  return sentences.findIndex((x) => foldForMatching(x.text) === folded);
}

/**
 * A statement said in the setting of the sentence before its passage ("Every day of the year, the Sun is up
 * …" after "At the equator, …") that does not say that setting itself: the setting, or null.
 */
function settingLeftOut(statement: string, passage: string, sentences: SourceSentence[]): string | null {
  const at = sentenceIndexOf(passage, sentences);
  const found = at < 0 ? null : inheritedSetting(sentences, at);
  if (!found) return null;
  const said = new Set(foldForMatching(statement).split(' '));
  return foldForMatching(found.setting)
    .split(' ')
    .some((w) => w.length > 3 && !said.has(w))
    ? found.setting
    : null;
}

/** Why the question's statement cannot be printed as it is, or null. `reading` is the file's. */
/** The passage is a sentence of the file that carries the view of the author named in the sentence before it. */
function viewOfTheAuthorBefore(passage: string, sentences: SourceSentence[]): boolean {
  const at = sentenceIndexOf(passage, sentences);
  const before = sentences[at - 1];
  return at > 0 && before.section === sentences[at].section && carriesAView(before.text, sentences[at].text);
}

export function leaningReason(q: QuestionBlock, reading?: SourceReading): string | null {
  const sentences = reading?.sentences ?? [];
  if ([q.prompt, q.answer, ...(q.options ?? [])].some(isApparatus))
    return 'carries a heading or callout of the book (a review box, a worked example or a figure)';
  // "many cultures", "significant variations" beside real terms: a way of talking, no term (term-shape.ts).
  const vague =
    q.question_type === 'multiple_choice' ? (q.options ?? []).find((o) => o !== q.answer && vagueTerm(o)) : null;
  if (vague) return `offers “${vague}” as an option: a way of talking, not a term of the text`;
  // A noun for a verb's blank, a person beside a law (option-kind.ts).
  if (q.question_type === 'multiple_choice') {
    const prompt = q.prompt.replace(LEAD, '').trim();
    const blanked = QUOTED.exec(prompt)?.[1] ?? bareBlank(prompt);
    for (const o of (q.options ?? []).filter((x) => x !== q.answer)) {
      const why = wrongKindOption(blanked, q.answer, o, reading);
      if (why) return `offers “${o}” as an option: ${why}`;
    }
  }
  const s = statementOf(q);
  if (!s) return null;
  if (s.blankAt !== null && boundBlank(s.text, s.blankAt, q.answer.length))
    return 'blanks a cited name, half of a name or a word of another language';
  if (s.blankAt !== null && reading && nameBeforeNoun(s.text, s.blankAt, q, reading))
    return 'blanks a name that only qualifies the noun after it (which one, only the sentence before says)';
  const why = leansOnNeighbours(s.text);
  if (why) return `needs the sentences around it (it ${why})`;
  const which = reading ? oneOfMany(reading.sentences, s.text) : null;
  if (which) return `needs the sentences around it (the file writes of many a “${which}”, and only they say which)`;
  // "If we wanted to measure it, we first need a scale": the author's step, no fact to judge (fact-statement.ts).
  if (q.question_type === 'true_false' && !statesAFact(s.text))
    return 'speaks to the reader or tells a step, or gives someone’s view, not a fact a student can judge';
  // The theory of an author the passage's sentence before names ("Calhoun argued … . If …, then …").
  if (q.question_type === 'true_false' && q.source_passage && viewOfTheAuthorBefore(q.source_passage, sentences))
    return 'sets out the view of the author the sentence before names, not a fact a student can judge';
  const setting = q.source_passage ? settingLeftOut(s.text, q.source_passage, sentences) : null;
  return setting ? `holds only in the setting the sentence before it sets (“${setting}”)` : null;
}

/**
 * The model's blank falls on a name of the file that only qualifies the noun after it ("_____ rocks are still
 * reaching the Moon"), as offline blanks may not (blank-rules.ts): the title and the passage's heading may say
 * the text is about it.
 */
function nameBeforeNoun(text: string, at: number, q: QuestionBlock, reading: SourceReading): boolean {
  const answer = q.answer.toLocaleLowerCase('en-US');
  const term = reading.terms.find((t) => t.term.toLocaleLowerCase('en-US') === answer);
  if (!term) return false;
  const i = q.source_passage ? sentenceIndexOf(q.source_passage, reading.sentences) : -1;
  const heading = i >= 0 ? (reading.sections[reading.sentences[i].section]?.heading ?? '') : '';
  return qualifiesNounAfter(text, { at, length: q.answer.length }, term, `${reading.title}\n${heading}`);
}

/** Questions whose statement leans on its neighbours or carries the book's apparatus, by number. */
export function leaningQuestions(questions: QuestionBlock[], reading?: SourceReading): Repeat[] {
  return questions.flatMap((q) => {
    const why = leaningReason(q, reading);
    if (!why) return [];
    return [
      { number: q.number, first: q.number, reason: why.startsWith('offers ') ? why : `is a statement that ${why}` },
    ];
  });
}

export const leaningProblem = (r: Repeat) => {
  const why = r.reason!.replace(/^is a statement that /, '');
  if (why.startsWith('offers '))
    return `Question ${r.number}: it ${why}; offer terms of the source of the same kind as the answer`;
  if (why.startsWith('holds only '))
    return `Question ${r.number}: its statement ${why}; say that setting in the statement, or ask about something else`;
  return `Question ${r.number}: its statement ${why}; quote a sentence of the source that makes sense on its own, without headings or asides, or ask about something else`;
};

/**
 * A model's true/false statement, fill-in sentence and sentence options printed without a connective that
 * only ties them to the sentence before ("In essence, …", "…, however, …"), as an offline draft's are
 * (connectives.ts). A quoted sentence and the passage keep the text's words. A blank is filled with its key to
 * read the sentence, then put back. Returns how many were cut.
 */
export function cutConnectives(questions: QuestionBlock[]): number {
  let cut = 0;
  for (const q of questions) {
    if (q.question_type === 'multiple_choice' && q.options) {
      const options = q.options.map((o) => withoutConnective(o) ?? o);
      if (options.some((o, i) => o !== q.options![i])) {
        q.answer = options[q.options.indexOf(q.answer)] ?? q.answer;
        q.options = options;
        cut++;
      }
      continue;
    }
    if (q.question_type !== 'true_false' && q.question_type !== 'fill_blank') continue;
    const lead = LEAD.exec(q.prompt)?.[0] ?? '';
    const body = q.prompt.slice(lead.length);
    if (QUOTED.test(body)) continue;
    const blanked = BLANK.test(body);
    const shorter = withoutConnective(blanked ? body.replace(BLANK, q.answer) : body);
    if (!shorter || (blanked && shorter.split(q.answer).length !== 2)) continue;
    q.prompt = lead + (blanked ? shorter.replace(q.answer, '_____') : shorter);
    cut++;
  }
  return cut;
}
