// Is a written answer the computed one? Keys come as "3/4", "0.75", "75%", "x = 5", "$12.50",
// "40 cm²", "2:3", "25% decrease", "17/12 = 1 5/12"; all of them are read as one value.
import { Fraction, decimalPlaces, normalizeMath, parseNumber, terminates } from './math.numbers';
import { solve, type MathSolution } from './math.solve';

export interface ParsedAnswer {
  value: Fraction;
  /** Written with a percent sign or the word percent. */
  percent: boolean;
  ratio?: [Fraction, Fraction];
  direction?: 'increase' | 'decrease';
  /** Decimal places shown, to accept a rounded key of a repeating decimal. */
  places: number;
}

const TOKEN = /-?\d+\s+\d+\s*\/\s*\d+(?![\d.])|-?\d+\s*\/\s*\d+(?![\d.])|-?(?:\d+\.?\d*|\.\d+)/;

/** The value an answer states; null when it states none (words only, "Answers will vary"). */
export function parseAnswer(answer: string): ParsedAnswer | null {
  let s = normalizeMath(answer).replace(/\s+/g, ' ').trim();
  const direction = /\bdecrease|\bdecline|\bdrop|\bfall\b|\bless\b/i.test(s)
    ? 'decrease'
    : /\bincrease|\brise\b|\bgrowth\b|\bmore\b/i.test(s)
      ? 'increase'
      : undefined;
  const ratio = /^(?:[^\d]*?)(\d+(?:\.\d+)?)\s*(?::|\bto\b)\s*(\d+(?:\.\d+)?)\s*\.?$/i.exec(s);
  if (ratio) {
    const [a, b] = [new Fraction(ratio[1]), new Fraction(ratio[2])];
    if (b.equals(0)) return null;
    return { value: a.div(b), percent: false, ratio: [a, b], places: 0 };
  }
  // "3/4 + 1/6 = 9/12 + 2/12 = 11/12" and "x = 5": the last right-hand side is the answer.
  if (s.includes('=')) s = s.slice(s.lastIndexOf('=') + 1).trim();
  const m = TOKEN.exec(s);
  if (!m) return null;
  const value = parseNumber(m[0].replace(/\s*\/\s*/, '/'));
  if (!value) return null;
  const rest = s.slice(m.index + m[0].length);
  const percent = /^\s*(?:%|percent)/i.test(rest);
  return { value, percent, direction, places: decimalPlaces(m[0]) };
}

/** Equal, or a key rounded to the places it shows when the exact value has no finite decimal. */
function close(expected: Fraction, given: Fraction, places: number): boolean {
  if (expected.equals(given)) return true;
  if (places < 1 || terminates(expected)) return false;
  return (
    expected
      .sub(given)
      .abs()
      .compare(new Fraction(1, 2).div(new Fraction(10).pow(places))) <= 0
  );
}

const reduce = ([a, b]: [Fraction, Fraction]) => {
  const r = a.div(b);
  return [r.n, r.d];
};

/** Does `answer` state the solution's value? Accepts any equivalent form (3/4, 0.75, 75%). */
export function answerMatches(solution: MathSolution, answer: string): boolean {
  const given = parseAnswer(answer);
  if (!given) return false;
  if (solution.kind === 'ratio') {
    if (!solution.ratio) return close(solution.value, given.value, given.places);
    const [en, ed] = reduce(solution.ratio);
    const [gn, gd] = given.ratio ? reduce(given.ratio) : [given.value.n, given.value.d];
    // A ratio asked in simplest form is only right in simplest form.
    return (
      en === gn &&
      ed === gd &&
      (!given.ratio || (given.ratio[0].n === en * given.ratio[0].d && given.ratio[1].n === ed * given.ratio[1].d))
    );
  }
  if (solution.kind === 'percent') {
    // "25%" and "25" both state 25 percent; 0.25 does not answer "what percent".
    let g = given.value;
    if (solution.signed) {
      if (given.direction === 'decrease') g = g.abs().neg();
      else if (given.direction === 'increase') g = g.abs();
    }
    return close(solution.value, g, given.places);
  }
  const g = given.percent ? given.value.div(100) : given.value;
  return close(solution.value, g, given.places + (given.percent ? 2 : 0));
}

/** Two written answers that state the same value ("3/4", "0.75", "75%"). */
export function sameAnswer(a: string, b: string): boolean {
  const [x, y] = [parseAnswer(a), parseAnswer(b)];
  if (!x || !y) return false;
  if (x.ratio || y.ratio) {
    return x.value.equals(y.value);
  }
  const [vx, vy] = [x.percent ? x.value.div(100) : x.value, y.percent ? y.value.div(100) : y.value];
  return vx.equals(vy) || close(vx, vy, y.places) || close(vy, vx, x.places);
}

export interface KeyCheck {
  /** The solver read the question; false means nothing is known about the key. */
  computable: boolean;
  /** Computable and the key states the computed value. */
  correct: boolean;
  solution: MathSolution | null;
}

/** Check one key against the computed answer: the model-verification entry point. */
export function checkKey(questionText: string, answer: string): KeyCheck {
  const solution = solve(questionText);
  if (!solution) return { computable: false, correct: false, solution: null };
  return { computable: true, correct: answerMatches(solution, answer), solution };
}
