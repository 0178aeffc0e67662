// Kahoot and Blooket play multiple-choice rounds only: 2–4 answers, short texts. An item either fits their
// limits as it is or is left out and named with the reason — never cut mid-word, which could change its answer.
import type { ExportItem, ExportQuiz } from './lms.items';
import { oneLine } from './lms.text';

export interface GameRound {
  number: number;
  question: string;
  answers: string[];
  /** 1-based, as both templates number answers. */
  correct: number;
  seconds: number;
}
export interface LeftOut {
  number: number;
  reason: string;
}
export interface GameLimits {
  question: number;
  answer: number;
  /** The time limits the game offers; the round gets the first that leaves reading time for its text. */
  times: readonly number[];
}

/** About 4 words a second for a child reading aloud-in-the-head, plus thinking time; at least 20 s. */
function secondsFor(text: string, times: readonly number[]): number {
  const words = text.split(/\s+/).length;
  const wanted = Math.max(20, Math.ceil(words / 4) + 15);
  return times.find((t) => t >= wanted) ?? times[times.length - 1];
}

function fit(item: ExportItem, limits: GameLimits): GameRound | string {
  // An open question is the teacher's to grade; a game round needs choices it can mark by itself.
  if (item.type === 'essay') return 'open question the teacher grades: no answer choices';
  if (item.type !== 'multiple_choice' && item.type !== 'true_false')
    return `${item.type.replace('_', ' ')} questions have no answer choices`;
  const question = oneLine(item.prompt);
  const answers = item.type === 'true_false' ? ['True', 'False'] : item.options.map(oneLine);
  if (answers.length > 4) return `${answers.length} answer choices (the game takes 2–4)`;
  if (question.length > limits.question) return `question longer than ${limits.question} characters`;
  if (answers.some((a) => a.length > limits.answer)) return `an answer longer than ${limits.answer} characters`;
  const correct = item.type === 'true_false' ? (item.answer ? 1 : 2) : item.correct + 1;
  const all = [question, ...answers].join(' ');
  return { number: item.number, question, answers, correct, seconds: secondsFor(all, limits.times) };
}

export function fitRounds(quiz: ExportQuiz, limits: GameLimits): { rounds: GameRound[]; leftOut: LeftOut[] } {
  const rounds: GameRound[] = [];
  const leftOut: LeftOut[] = [];
  for (const item of quiz.items) {
    const r = fit(item, limits);
    if (typeof r === 'string') leftOut.push({ number: item.number, reason: r });
    else rounds.push(r);
  }
  return { rounds, leftOut };
}
