// The two item shapes every question form builds: a plain question and a multiple-choice one on a sentence.
import type { DraftQuestion } from '../schemas/question.schema';
import type { Candidate, Form } from './question.candidate';
import { shuffle, type Rng } from '../random';
import type { SourceTerm } from '../source/source.types';
import { type IndexedSentence } from '../language/sentences';

export const quote = (s: string) => `“${s}”`;

export function q(
  type: DraftQuestion['question_type'],
  prompt: string,
  answer: string,
  passage: string,
  explanation: string | null,
): DraftQuestion {
  return { question_type: type, prompt, options: null, answer, explanation, source_passage: passage };
}

export function mc(
  rng: Rng,
  form: Form,
  prompt: string,
  answer: string,
  term: SourceTerm,
  wrong: string[],
  s: IndexedSentence,
  section: number,
): Candidate {
  const options = shuffle(rng, [answer, ...wrong]);
  return {
    form,
    sentence: s.index,
    section,
    term: term.key,
    q: { ...q('multiple_choice', prompt, answer, s.text, `The text says: ${quote(s.text)}`), options },
  };
}
