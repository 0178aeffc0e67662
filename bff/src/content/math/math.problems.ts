// Problems made in code: numbers chosen for the grade and difficulty, the answer computed with exact
// fractions, the worked steps written out, and wrong options taken from the mistakes students
// actually make (adding denominators, dropping a sign, working left to right...).
import { createRng, pick, shuffle, type Rng } from '../random';
import { Fraction, formatDecimal, formatFraction, isInteger } from './math.numbers';
import type { MathFocus, MathOp, Shape } from './math.topics';

export type Level = 'easy' | 'medium' | 'hard';

export interface MathProblem {
  prompt: string;
  /** The key, as printed. */
  answer: string;
  /** Worked solution, one step per sentence. */
  steps: string[];
  /** Wrong answers from typical mistakes, each a different value from the answer and each other. */
  distractors: string[];
}

interface Ctx {
  rng: Rng;
  level: Level;
  grade: number;
  focus: MathFocus;
}

const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
const F = (n: number | string, d?: number) => (d === undefined ? new Fraction(n) : new Fraction(n as number, d));
const MINUS = '\u2212';
/** Print a signed number the way a worksheet does: a real minus sign. */
const sn = (v: Fraction | number) => {
  const s = formatDecimal(typeof v === 'number' ? F(v) : v);
  return s.startsWith('-') ? `${MINUS}${s.slice(1)}` : s;
};
const paren = (v: number) => (v < 0 ? `(${sn(v)})` : sn(v));
const fr = (v: Fraction, mixed = true) => {
  const s = formatFraction(v, mixed);
  return s.startsWith('-') ? `${MINUS}${s.slice(1)}` : s;
};
const money = (v: Fraction) => (isInteger(v) ? `$${v.toString(0)}` : `$${v.valueOf().toFixed(2)}`);
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

/** Up to three wrong answers: the listed mistakes first, then near misses, never equal in value to the key. */
function wrong(answer: Fraction, mistakes: Array<Fraction | null>, show: (v: Fraction) => string, rng: Rng): string[] {
  const seen = new Set([answer.toFraction()]);
  const out: string[] = [];
  const add = (v: Fraction | null) => {
    if (!v || out.length >= 3 || seen.has(v.toFraction())) return;
    const s = show(v);
    if (out.includes(s) || s === show(answer)) return;
    seen.add(v.toFraction());
    out.push(s);
  };
  for (const m of mistakes) add(m);
  const step = isInteger(answer) ? F(1) : answer.abs().compare(1) < 0 ? F(1, Number(answer.d)) : F(1);
  for (let k = 1; out.length < 3 && k < 20; k++) add(answer.add(step.mul(rng() < 0.5 ? k : -k)));
  return out;
}

/** The operation of one problem: one of those the teacher named, else one of the level's defaults. */
const opFor = (c: Ctx, defaults: readonly MathOp[]): MathOp =>
  c.focus.ops && c.focus.ops.length > 1 ? pick(c.rng, c.focus.ops) : (c.focus.op ?? pick(c.rng, defaults));

// ---------- fractions ----------

function fractions(c: Ctx): MathProblem {
  const { rng, level, grade, focus } = c;
  const op = opFor(c, grade <= 5 ? ['add', 'subtract'] : ['add', 'subtract', 'multiply', 'divide']);
  const maxD = grade <= 4 ? 8 : grade <= 6 ? 12 : 15;
  const like =
    focus.denominators === 'like' ||
    (focus.denominators !== 'unlike' && level === 'easy' && (op === 'add' || op === 'subtract'));
  const mixed = focus.mixedNumbers || (level === 'hard' && (op === 'add' || op === 'subtract') && grade >= 5);
  const b = int(rng, 3, maxD);
  let d = b;
  if (!like) {
    do d = int(rng, 2, maxD);
    while (d === b);
  }
  // Operands print as drawn (2/4 stays 2/4): simplifying them would hide like denominators.
  const draw = (den: number, whole: number) => {
    let n = int(rng, 1, den - 1);
    while (gcd(n, den) !== 1) n = int(rng, 1, den - 1);
    return { whole, n, d: den };
  };
  let p1 = draw(b, mixed ? int(rng, 1, 4) : 0);
  let p2 = draw(d, mixed ? int(rng, 1, 3) : 0);
  const val = (t: { whole: number; n: number; d: number }) => F(t.n, t.d).add(t.whole);
  if (op === 'subtract' && val(p1).compare(val(p2)) < 0) [p1, p2] = [p2, p1];
  if (op === 'subtract' && val(p1).equals(val(p2))) return fractions({ ...c, rng });
  const x = val(p1);
  const y = val(p2);
  const raw = (t: { whole: number; n: number; d: number }) => (t.whole ? `${t.whole} ${t.n}/${t.d}` : `${t.n}/${t.d}`);
  const sym = { add: '+', subtract: MINUS, multiply: '×', divide: '÷' }[op];
  const answer = op === 'add' ? x.add(y) : op === 'subtract' ? x.sub(y) : op === 'multiply' ? x.mul(y) : x.div(y);
  const show = (v: Fraction) => fr(v);
  const prompt = `What is ${raw(p1)} ${sym} ${raw(p2)}? Give your answer in simplest form.`;
  const [xn, xd, yn, yd] = [p1.whole * p1.d + p1.n, p1.d, p2.whole * p2.d + p2.n, p2.d];
  const steps: string[] = [];
  let mistakes: Array<Fraction | null> = [];
  if (op === 'add' || op === 'subtract') {
    const L = lcm(xd, yd);
    const [p, q] = [xn * (L / xd), yn * (L / yd)];
    if (mixed)
      steps.push(
        `Write the mixed numbers as improper fractions: ${raw(p1)} = ${xn}/${xd} and ${raw(p2)} = ${yn}/${yd}.`,
      );
    if (xd !== yd)
      steps.push(
        `Use a common denominator: the least common multiple of ${xd} and ${yd} is ${L}, so ${xn}/${xd} = ${p}/${L} and ${yn}/${yd} = ${q}/${L}.`,
      );
    else steps.push(`The denominators are the same (${L}), so ${op === 'add' ? 'add' : 'subtract'} the numerators.`);
    const top = op === 'add' ? p + q : p - q;
    steps.push(`${p}/${L} ${sym} ${q}/${L} = ${top}/${L}.`);
    if (fr(answer) !== `${top}/${L}`) steps.push(`Simplify: ${top}/${L} = ${fr(answer)}.`);
    mistakes =
      op === 'add'
        ? [xd + yd ? F(xn + yn, xd + yd) : null, F(xn + yn, Math.max(xd, yd)), F(xn * yn, xd * yd)]
        : [
            xd !== yd && xd - yd !== 0 ? F(xn - yn, Math.abs(xd - yd)) : null,
            F(Math.abs(xn - yn), Math.max(xd, yd)),
            x.add(y),
          ];
  } else if (op === 'multiply') {
    steps.push(
      `Multiply the numerators and the denominators: (${xn} × ${yn})/(${xd} × ${yd}) = ${xn * yn}/${xd * yd}.`,
    );
    steps.push(`Simplify: ${xn * yn}/${xd * yd} = ${fr(answer)}.`);
    mistakes = [F(xn * yd, xd * yn), F(xn + yn, xd + yd), F(xn * yn, xd + yd)];
  } else {
    steps.push(
      `Dividing by ${yn}/${yd} is multiplying by its reciprocal ${yd}/${yn}: ${xn}/${xd} × ${yd}/${yn} = ${xn * yd}/${xd * yn}.`,
    );
    steps.push(`Simplify: ${xn * yd}/${xd * yn} = ${fr(answer)}.`);
    mistakes = [x.mul(y), F(xd * yn, xn * yd), F(xn * yn, xd * yd).inverse()];
  }
  return { prompt, answer: show(answer), steps, distractors: wrong(answer, mistakes, show, rng) };
}

// ---------- decimals ----------

function decimals(c: Ctx): MathProblem {
  const { rng, level, grade } = c;
  const op = opFor(c, level === 'easy' ? ['add', 'subtract'] : ['add', 'subtract', 'multiply', 'divide']);
  const places = level === 'easy' ? 1 : 2;
  const big = grade <= 5 ? 20 : 100;
  const dec = (p: number) => F(int(rng, 10 ** p, big * 10 ** p), 10 ** p);
  let x = dec(places);
  let y = level === 'hard' ? dec(1) : dec(places);
  if (op === 'subtract' && x.compare(y) < 0) [x, y] = [y, x];
  if (op === 'subtract' && x.equals(y)) x = x.add(1);
  let answer: Fraction;
  const steps: string[] = [];
  let mistakes: Array<Fraction | null>;
  const show = (v: Fraction) => sn(v);
  if (op === 'multiply') {
    x = F(int(rng, 11, grade <= 5 ? 99 : 999), 10);
    y = level === 'hard' ? F(int(rng, 2, 9), 10) : F(int(rng, 2, 9));
    answer = x.mul(y);
    steps.push(
      `Multiply as whole numbers, then count the decimal places in the factors and place the point: ${show(x)} × ${show(y)} = ${show(answer)}.`,
    );
    mistakes = [answer.mul(10), answer.div(10), x.add(y)];
  } else if (op === 'divide') {
    y = F(int(rng, 2, 9));
    // A decimal to divide: a quotient in tenths whose product with the divisor keeps its decimal point.
    let k = int(rng, 11, 99);
    while ((k * Number(y.n)) % 10 === 0) k = int(rng, 11, 99);
    answer = F(k, 10);
    x = answer.mul(y);
    steps.push(
      `Divide as with whole numbers and put the decimal point straight above the point in ${show(x)}: ${show(x)} ÷ ${show(y)} = ${show(answer)}.`,
    );
    mistakes = [answer.mul(10), answer.div(10), x.sub(y)];
  } else {
    answer = op === 'add' ? x.add(y) : x.sub(y);
    const sym = op === 'add' ? '+' : MINUS;
    steps.push(
      `Line up the decimal points (write ${show(x)} and ${show(y)} with the same number of decimal places), then ${op === 'add' ? 'add' : 'subtract'} column by column: ${show(x)} ${sym} ${show(y)} = ${show(answer)}.`,
    );
    // Lining up the last digits instead of the decimal points.
    const misaligned = level === 'hard' ? (op === 'add' ? x.add(y.div(10)) : x.sub(y.div(10))) : null;
    mistakes = [misaligned, op === 'add' ? answer.add(1) : x.add(y), answer.mul(10)];
  }
  const sym = { add: '+', subtract: MINUS, multiply: '×', divide: '÷' }[op];
  return {
    prompt: `What is ${show(x)} ${sym} ${show(y)}?`,
    answer: show(answer),
    steps,
    distractors: wrong(answer, mistakes, show, rng),
  };
}

// ---------- percent ----------

function percent(c: Ctx): MathProblem {
  const { rng, level, focus } = c;
  const variant =
    focus.variant ??
    (level === 'easy'
      ? 'of'
      : level === 'medium'
        ? pick(rng, ['of', 'what', 'change'] as const)
        : pick(rng, ['change', 'discount', 'what', 'of'] as const));
  const niceP = level === 'easy' ? [10, 20, 25, 50] : [5, 12, 15, 30, 35, 40, 60, 75];
  if (variant === 'change') {
    const a = int(rng, 2, 20) * (level === 'easy' ? 10 : 4);
    const p = pick(rng, [10, 20, 25, 50, 75]);
    const up = rng() < 0.5;
    const b = F(a).mul(F(100 + (up ? p : -p), 100));
    const word = up ? 'increase' : 'decrease';
    const [thing, verb] = up
      ? pick(rng, [
          ['The price of a bike', 'rises'],
          ['The number of club members', 'grows'],
          ['A plant’s height', 'goes'],
        ] as const)
      : pick(rng, [
          ['The price of a jacket', 'falls'],
          ['The number of visitors', 'drops'],
          ['A store’s stock of pencils', 'goes'],
        ] as const);
    const isMoney = thing.startsWith('The price');
    const v = (n: Fraction | number) => (isMoney ? money(typeof n === 'number' ? F(n) : n) : sn(n));
    const answer = F(p);
    return {
      prompt: `${thing} ${verb} from ${v(a)} to ${v(b)}. What is the percent ${word}?`,
      answer: `${p}%`,
      steps: [
        `Change: ${v(b)} ${MINUS} ${v(a)} = ${up ? '' : MINUS}${v(b.sub(a).abs())}.`,
        `Divide by the original amount: ${sn(b.sub(a).abs())} ÷ ${sn(a)} = ${sn(F(p, 100))}.`,
        `Multiply by 100: ${p}% ${word}.`,
      ],
      distractors: wrong(
        answer,
        [b.sub(a).abs().div(b).mul(100), b.sub(a).abs(), F(100 + (up ? p : -p))],
        (x) => `${sn(x)}%`,
        rng,
      ),
    };
  }
  if (variant === 'discount') {
    const price = F(int(rng, 4, 40) * 5);
    const p = pick(rng, [10, 15, 20, 25, 30, 40, 50]);
    const cut = price.mul(F(p, 100));
    const answer = price.sub(cut);
    const item = pick(rng, ['pair of shoes', 'backpack', 'board game', 'jacket', 'lamp']);
    return {
      prompt: `A ${item} costs ${money(price)} and is ${p}% off. What is the sale price?`,
      answer: money(answer),
      steps: [
        `Discount: ${p}% of ${money(price)} = ${sn(F(p, 100))} × ${sn(price)} = ${money(cut)}.`,
        `Sale price: ${money(price)} ${MINUS} ${money(cut)} = ${money(answer)}.`,
      ],
      distractors: wrong(answer, [cut, price.sub(p), price.add(cut)], money, rng),
    };
  }
  if (variant === 'what') {
    const whole = int(rng, 2, 20) * 10;
    const p = pick(rng, [10, 20, 25, 30, 40, 50, 60, 75, 80]);
    const part = F(whole).mul(F(p, 100));
    const answer = F(p);
    return {
      prompt: `What percent of ${whole} is ${sn(part)}?`,
      answer: `${p}%`,
      steps: [`Divide the part by the whole: ${sn(part)} ÷ ${whole} = ${sn(F(p, 100))}.`, `Multiply by 100: ${p}%.`],
      distractors: wrong(answer, [F(whole).div(part).mul(100), part, F(whole).sub(part)], (x) => `${sn(x)}%`, rng),
    };
  }
  const p = pick(rng, niceP);
  const whole = level === 'easy' ? int(rng, 1, 20) * 20 : int(rng, 2, 40) * 20;
  const answer = F(p, 100).mul(whole);
  return {
    prompt: `What is ${p}% of ${whole}?`,
    answer: sn(answer),
    steps: [`${p}% = ${p}/100 = ${sn(F(p, 100))}.`, `Multiply: ${sn(F(p, 100))} × ${whole} = ${sn(answer)}.`],
    distractors: wrong(answer, [F(p * whole), F(whole).sub(answer), F(whole).div(p)], sn, rng),
  };
}

// ---------- ratios and proportions ----------

function ratios(c: Ctx): MathProblem {
  const { rng, level, focus } = c;
  const variant =
    focus.variant ??
    (level === 'easy'
      ? 'simplify'
      : level === 'medium'
        ? pick(rng, ['proportion', 'rate', 'simplify'] as const)
        : pick(rng, ['proportion', 'rate', 'travel'] as const));
  if (variant === 'proportion') {
    const b = int(rng, 2, 9);
    const a = int(rng, 1, b * 2);
    const k = int(rng, 2, level === 'hard' ? 9 : 5);
    const answer = F(a * k);
    return {
      prompt: `Solve the proportion ${a}/${b} = x/${b * k}.`,
      answer: `x = ${a * k}`,
      steps: [`${b} × ${k} = ${b * k}, so multiply the numerator by ${k} too.`, `x = ${a} × ${k} = ${a * k}.`],
      distractors: wrong(answer, [F(a + (b * k - b)), F(b * k).div(a), F(a * b * k)], (x) => `x = ${sn(x)}`, rng),
    };
  }
  if (variant === 'rate' || variant === 'travel') {
    if (variant === 'travel' || rng() < 0.4) {
      const speed = int(rng, 3, 15) * 10;
      const t1 = int(rng, 2, 4);
      let t2 = int(rng, 2, 8);
      if (t2 === t1) t2 += 1;
      const answer = F(speed * t2);
      return {
        prompt: `A car travels ${speed * t1} miles in ${t1} hours. How far will it travel in ${t2} hours?`,
        answer: `${speed * t2} miles`,
        steps: [`Rate: ${speed * t1} ÷ ${t1} = ${speed} miles per hour.`, `${speed} × ${t2} = ${speed * t2} miles.`],
        distractors: wrong(
          answer,
          [
            F(speed * t1 + (t2 - t1)),
            F(speed * t1 * t2),
            F(speed * t1)
              .div(t2)
              .mul(t1),
          ],
          (x) => `${sn(x)} miles`,
          rng,
        ),
      };
    }
    const each = F(int(rng, 5, 60) * 5, 100);
    const n1 = int(rng, 2, 6);
    let n2 = int(rng, 2, 12);
    if (n2 === n1) n2 += 1;
    const item = pick(rng, ['notebooks', 'pens', 'apples', 'stickers', 'muffins']);
    const answer = each.mul(n2);
    return {
      prompt: `If ${n1} ${item} cost ${money(each.mul(n1))}, how much do ${n2} ${item} cost?`,
      answer: money(answer),
      steps: [
        `Cost of one: ${money(each.mul(n1))} ÷ ${n1} = ${money(each)}.`,
        `Cost of ${n2}: ${n2} × ${money(each)} = ${money(answer)}.`,
      ],
      distractors: wrong(answer, [each.mul(n1).add(n2 - n1), each.mul(n1).mul(n2), each], money, rng),
    };
  }
  const g = int(rng, 2, level === 'easy' ? 6 : 12);
  let a = int(rng, 1, 9);
  let b = int(rng, 1, 9);
  while (gcd(a, b) !== 1 || a === b) [a, b] = [int(rng, 1, 9), int(rng, 2, 9)];
  const small = [2, 3, 5].find((f) => f < g && g % f === 0);
  return {
    prompt: `Simplify the ratio ${a * g}:${b * g}.`,
    answer: `${a}:${b}`,
    steps: [
      `The greatest common factor of ${a * g} and ${b * g} is ${g}.`,
      `${a * g} ÷ ${g} = ${a} and ${b * g} ÷ ${g} = ${b}, so the ratio is ${a}:${b}.`,
    ],
    // Ratios with the same value but not simplest (or reversed) are the real mistakes here.
    distractors: [small ? `${(a * g) / small}:${(b * g) / small}` : `${a * 2}:${b * 2}`, `${b}:${a}`, `${a + 1}:${b}`]
      .filter((s) => s !== `${a}:${b}`)
      .slice(0, 3),
  };
}

// ---------- integers ----------

function integers(c: Ctx): MathProblem {
  const { rng, level, grade } = c;
  const op = opFor(c, level === 'easy' ? ['add', 'subtract'] : ['add', 'subtract', 'multiply', 'divide']);
  const max = grade <= 6 ? 12 : 25;
  const nz = () => {
    const v = int(rng, 1, max);
    return rng() < 0.6 ? -v : v;
  };
  let x = nz();
  const y = nz();
  if (x > 0 && y > 0) x = -x;
  let answer: number;
  let steps: string[];
  let mistakes: number[];
  const sym = { add: '+', subtract: MINUS, multiply: '×', divide: '÷' }[op];
  if (op === 'add') {
    answer = x + y;
    steps = [
      x < 0 !== y < 0
        ? `The signs are different: subtract the sizes, ${Math.max(Math.abs(x), Math.abs(y))} ${MINUS} ${Math.min(Math.abs(x), Math.abs(y))} = ${Math.abs(answer)}, and keep the sign of the number with the larger size: ${sn(answer)}.`
        : `The signs are the same: add the sizes and keep the sign: ${sn(answer)}.`,
    ];
    mistakes = [-answer, Math.abs(x) + Math.abs(y), x - y];
  } else if (op === 'subtract') {
    answer = x - y;
    steps = [`Subtracting ${paren(y)} is adding its opposite: ${sn(x)} + ${paren(-y)} = ${sn(answer)}.`];
    mistakes = [x + y, -answer, Math.abs(x) - Math.abs(y)];
  } else if (op === 'multiply') {
    answer = x * y;
    steps = [
      `${Math.abs(x)} × ${Math.abs(y)} = ${Math.abs(answer)}; ${x < 0 === y < 0 ? 'the signs are the same, so the product is positive' : 'the signs are different, so the product is negative'}: ${sn(answer)}.`,
    ];
    mistakes = [-answer, x + y, Math.abs(x) * Math.abs(y) === answer ? -answer - 1 : Math.abs(answer)];
  } else {
    const q = nz();
    x = q * y;
    answer = q;
    steps = [
      `${Math.abs(x)} ÷ ${Math.abs(y)} = ${Math.abs(q)}; ${x < 0 === y < 0 ? 'the signs are the same, so the quotient is positive' : 'the signs are different, so the quotient is negative'}: ${sn(answer)}.`,
    ];
    mistakes = [-answer, x - y, x + y];
  }
  return {
    prompt: `What is ${paren(x)} ${sym} ${paren(y)}?`,
    answer: sn(answer),
    steps,
    distractors: wrong(
      F(answer),
      mistakes.map((m) => F(m)),
      sn,
      rng,
    ),
  };
}

// ---------- order of operations ----------

function orderOfOperations(c: Ctx): MathProblem {
  const { rng, level } = c;
  const r = (lo: number, hi: number) => int(rng, lo, hi);
  const templates: Array<() => [string, number, number, string[]]> = [
    () => {
      const [a, b, d] = [r(2, 20), r(2, 9), r(2, 9)];
      const e = `${a} + ${b} × ${d}`;
      return [
        e,
        a + b * d,
        (a + b) * d,
        [`Multiply first: ${b} × ${d} = ${b * d}.`, `Then add: ${a} + ${b * d} = ${a + b * d}.`],
      ];
    },
    () => {
      const [b, d] = [r(2, 9), r(2, 9)];
      const a = b * d + r(1, 20);
      const e = `${a} ${MINUS} ${b} × ${d}`;
      return [
        e,
        a - b * d,
        (a - b) * d,
        [`Multiply first: ${b} × ${d} = ${b * d}.`, `Then subtract: ${a} ${MINUS} ${b * d} = ${a - b * d}.`],
      ];
    },
    () => {
      const [a, b, d, k] = [r(2, 9), r(2, 9), r(2, 6), r(1, 9)];
      const e = `(${a} + ${b}) × ${d} ${MINUS} ${k}`;
      return [
        e,
        (a + b) * d - k,
        a + b * d - k,
        [
          `Parentheses first: ${a} + ${b} = ${a + b}.`,
          `Multiply: ${a + b} × ${d} = ${(a + b) * d}.`,
          `Subtract: ${(a + b) * d} ${MINUS} ${k} = ${(a + b) * d - k}.`,
        ],
      ];
    },
    () => {
      const [d, q, a] = [r(2, 6), r(2, 9), r(1, 12)];
      const b = d * q;
      const e = `${a} + ${b} ÷ ${d}`;
      return [e, a + q, (a + b) / d, [`Divide first: ${b} ÷ ${d} = ${q}.`, `Then add: ${a} + ${q} = ${a + q}.`]];
    },
  ];
  const harder: Array<() => [string, number, number, string[]]> = [
    () => {
      const [a, b, d] = [r(2, 12), r(2, 5), r(2, 4)];
      const e = `${a} + ${b}² × ${d}`;
      return [
        e,
        a + b * b * d,
        (a + b) ** 2 * d,
        [
          `Exponent first: ${b}² = ${b * b}.`,
          `Multiply: ${b * b} × ${d} = ${b * b * d}.`,
          `Add: ${a} + ${b * b * d} = ${a + b * b * d}.`,
        ],
      ];
    },
    () => {
      const [q, d, a] = [r(2, 6), r(2, 5), r(2, 9)];
      const k = r(1, 9);
      const inner = q * d;
      const b = inner + k;
      const e = `${a} × (${b} ${MINUS} ${k}) ÷ ${d}`;
      return [
        e,
        (a * inner) / d,
        a * b - k / d,
        [
          `Parentheses first: ${b} ${MINUS} ${k} = ${inner}.`,
          `Then multiply and divide from left to right: ${a} × ${inner} = ${a * inner}; ${a * inner} ÷ ${d} = ${(a * inner) / d}.`,
        ],
      ];
    },
    () => {
      const [a, b, d] = [r(2, 5), r(2, 6), r(2, 9)];
      const e = `${d} ${MINUS} ${b} + ${a}³`;
      return [
        e,
        d - b + a ** 3,
        d - (b + a ** 3),
        [
          `Exponent first: ${a}³ = ${a ** 3}.`,
          `Then add and subtract from left to right: ${d} ${MINUS} ${b} = ${d - b}; ${d - b} + ${a ** 3} = ${d - b + a ** 3}.`,
        ],
      ];
    },
  ];
  const pool =
    level === 'easy'
      ? templates
      : level === 'medium'
        ? [...templates, ...harder.slice(0, 1)]
        : harder.concat(templates.slice(2));
  const [e, answer, leftToRight, steps] = pick(rng, pool)();
  return {
    prompt: `Evaluate ${e}.`,
    answer: sn(answer),
    steps,
    distractors: wrong(
      F(answer),
      [Number.isInteger(leftToRight) ? F(leftToRight) : null, F(answer + 2), F(answer - 1)],
      sn,
      rng,
    ),
  };
}

// ---------- exponents ----------

const SUP = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
const sup = (n: number) =>
  String(n)
    .split('')
    .map((d) => SUP[Number(d)])
    .join('');

function exponents(c: Ctx): MathProblem {
  const { rng, level } = c;
  const kind =
    level === 'easy'
      ? pick(rng, ['power', 'power', 'square'] as const)
      : level === 'medium'
        ? pick(rng, ['power', 'sum', 'negative'] as const)
        : pick(rng, ['negative', 'sum', 'zero'] as const);
  if (kind === 'negative') {
    const b = int(rng, 2, 6);
    const n = pick(rng, [2, 3, 4]);
    const answer = (-b) ** n;
    return {
      prompt: `Evaluate (${MINUS}${b})${sup(n)}.`,
      answer: sn(answer),
      steps: [
        `Multiply ${MINUS}${b} by itself ${n} times: ${Array(n).fill(`(${MINUS}${b})`).join(' × ')} = ${sn(answer)}.`,
        n % 2
          ? 'An odd number of negative factors gives a negative result.'
          : 'An even number of negative factors gives a positive result.',
      ],
      distractors: wrong(F(answer), [F(-answer), F(-b * n), F(b * n)], sn, rng),
    };
  }
  if (kind === 'sum') {
    const [a, b] = [int(rng, 2, 6), int(rng, 2, 5)];
    const answer = a ** 2 + b ** 3;
    return {
      prompt: `Evaluate ${a}² + ${b}³.`,
      answer: sn(answer),
      steps: [
        `${a}² = ${a} × ${a} = ${a * a}.`,
        `${b}³ = ${b} × ${b} × ${b} = ${b ** 3}.`,
        `${a * a} + ${b ** 3} = ${answer}.`,
      ],
      distractors: wrong(
        F(answer),
        [F(a * 2 + b * 3), F((a + b) ** 5 > 10000 ? a * b : (a + b) ** 2), F(a ** 3 + b ** 2)],
        sn,
        rng,
      ),
    };
  }
  if (kind === 'zero') {
    const b = int(rng, 2, 12);
    const n = int(rng, 2, 3);
    const answer = b ** n + 1;
    return {
      prompt: `Evaluate ${b}${sup(n)} + ${b}⁰.`,
      answer: sn(answer),
      steps: [
        `${b}${sup(n)} = ${b ** n}.`,
        `Any nonzero number to the power 0 is 1, so ${b}⁰ = 1.`,
        `${b ** n} + 1 = ${answer}.`,
      ],
      distractors: wrong(F(answer), [F(b ** n), F(b ** n + b), F(b * n + 1)], sn, rng),
    };
  }
  const b = kind === 'square' ? int(rng, 2, 12) : int(rng, 2, 5);
  const n = kind === 'square' ? 2 : int(rng, 3, b <= 3 ? 5 : 4);
  const answer = b ** n;
  return {
    prompt: `What is ${b}${sup(n)}?`,
    answer: sn(answer),
    steps: [`${b}${sup(n)} means ${b} multiplied by itself ${n} times: ${Array(n).fill(b).join(' × ')} = ${answer}.`],
    distractors: wrong(F(answer), [F(b * n), F(n ** b), F(b + n)], sn, rng),
  };
}

// ---------- equations ----------

const FORM_OF = { add: 'add', subtract: 'sub', multiply: 'mul', divide: 'div' } as const;

function equations(c: Ctx): MathProblem {
  const { rng, level, grade, focus } = c;
  const v = pick(rng, ['x', 'x', 'n', 'y', 'm']);
  const max = grade <= 6 ? 12 : 20;
  // "Solving equations with addition and subtraction": one-step equations undone by those operations.
  const named = focus.ops?.map((o) => FORM_OF[o]);
  const twoStep =
    focus.variant === 'two_step' ||
    (focus.variant !== 'one_step' && !named && (level === 'hard' || (level === 'medium' && rng() < 0.6)));
  const sol = level === 'hard' && grade >= 7 ? int(rng, -max, max) || 3 : int(rng, 1, max);
  const show = (x: Fraction) => `${v} = ${sn(x)}`;
  const answer = F(sol);
  if (!twoStep) {
    const form = pick(rng, named ?? (['add', 'sub', 'mul', 'div'] as const));
    const a = int(rng, 2, 9);
    if (form === 'add') {
      const b = sol + a;
      return {
        prompt: `Solve for ${v}: ${v} + ${a} = ${sn(b)}`,
        answer: show(answer),
        steps: [`Subtract ${a} from both sides: ${v} = ${sn(b)} ${MINUS} ${a} = ${sn(sol)}.`],
        distractors: wrong(answer, [F(b + a), F(-sol), F(b)], show, rng),
      };
    }
    if (form === 'sub') {
      const b = sol - a;
      return {
        prompt: `Solve for ${v}: ${v} ${MINUS} ${a} = ${sn(b)}`,
        answer: show(answer),
        steps: [`Add ${a} to both sides: ${v} = ${sn(b)} + ${a} = ${sn(sol)}.`],
        distractors: wrong(answer, [F(b - a), F(-sol), F(b)], show, rng),
      };
    }
    if (form === 'mul') {
      const b = sol * a;
      return {
        prompt: `Solve for ${v}: ${a}${v} = ${sn(b)}`,
        answer: show(answer),
        steps: [`Divide both sides by ${a}: ${v} = ${sn(b)} ÷ ${a} = ${sn(sol)}.`],
        distractors: wrong(answer, [F(b * a), F(b - a), F(-sol)], show, rng),
      };
    }
    const b = sol;
    const x = sol * a;
    return {
      prompt: `Solve for ${v}: ${v}/${a} = ${sn(b)}`,
      answer: show(F(x)),
      steps: [`Multiply both sides by ${a}: ${v} = ${sn(b)} × ${a} = ${sn(x)}.`],
      distractors: wrong(F(x), [F(b, a), F(b + a), F(-x)], show, rng),
    };
  }
  let a = int(rng, 2, 9);
  if (level === 'hard' && rng() < 0.4) a = -a;
  const b = int(rng, 1, 15) * (rng() < 0.5 ? -1 : 1);
  if (level === 'hard' && rng() < 0.35) {
    // Distributive form a(x + b) = c.
    const k = Math.abs(a);
    const cc = k * (sol + b);
    const inner = `${v} ${b < 0 ? MINUS : '+'} ${Math.abs(b)}`;
    return {
      prompt: `Solve for ${v}: ${k}(${inner}) = ${sn(cc)}`,
      answer: show(answer),
      steps: [
        `Divide both sides by ${k}: ${inner} = ${sn(cc / k)}.`,
        `${b < 0 ? `Add ${Math.abs(b)} to` : `Subtract ${b} from`} both sides: ${v} = ${sn(sol)}.`,
      ],
      distractors: wrong(answer, [F(cc - b, k), F(cc / k + b), F(-sol)], show, rng),
    };
  }
  const cc = a * sol + b;
  const lhs = `${a === -1 ? MINUS : a < 0 ? `${MINUS}${-a}` : a}${v} ${b < 0 ? MINUS : '+'} ${Math.abs(b)}`;
  return {
    prompt: `Solve for ${v}: ${lhs} = ${sn(cc)}`,
    answer: show(answer),
    steps: [
      `${b < 0 ? `Add ${Math.abs(b)} to` : `Subtract ${b} from`} both sides: ${a < 0 ? `${MINUS}${-a}` : a}${v} = ${sn(cc - b)}.`,
      `Divide both sides by ${sn(a)}: ${v} = ${sn(cc - b)} ÷ ${paren(a)} = ${sn(sol)}.`,
    ],
    // Dividing before undoing the addition; undoing with the wrong operation; dropping the sign.
    distractors: wrong(answer, [F(cc + b, a), F(cc, a).sub(b), F(-sol)], show, rng),
  };
}

// ---------- area and perimeter ----------

function areaPerimeter(c: Ctx): MathProblem {
  const { rng, level, grade, focus } = c;
  const unit = pick(rng, ['cm', 'm', 'in', 'ft']);
  const max = grade <= 4 ? 12 : 20;
  const want = focus.variant ?? (rng() < 0.55 ? 'area' : 'perimeter');
  const byLevel: Shape[] =
    want === 'perimeter'
      ? level === 'easy'
        ? ['rectangle', 'square']
        : ['rectangle', 'square', 'triangle']
      : level === 'easy'
        ? ['rectangle', 'square']
        : level === 'medium'
          ? ['rectangle', 'triangle', 'parallelogram']
          : ['triangle', 'parallelogram', 'trapezoid'];
  // The shapes the teacher named, at every level (difficulty changes the numbers, not the topic).
  const shapes: Shape[] = focus.shapes?.length ? focus.shapes : byLevel;
  const shape = pick(rng, shapes);
  const u2 = `${unit}²`;
  const m = (x: Fraction, sq: boolean) => `${sn(x)} ${sq ? u2 : unit}`;
  const show = (sq: boolean) => (x: Fraction) => m(x, sq);
  const [l, w] = [int(rng, 3, max), int(rng, 2, max - 1)];
  if (shape === 'square') {
    const s = l;
    if (want === 'area')
      return {
        prompt: `Find the area of a square with a side of ${s} ${unit}.`,
        answer: m(F(s * s), true),
        steps: [`Area = side × side = ${s} × ${s} = ${s * s} ${u2}.`],
        distractors: wrong(F(s * s), [F(4 * s), F(2 * s), F(s * s * 2)], show(true), rng),
      };
    return {
      prompt: `Find the perimeter of a square with a side of ${s} ${unit}.`,
      answer: m(F(4 * s), false),
      steps: [`Perimeter = 4 × side = 4 × ${s} = ${4 * s} ${unit}.`],
      distractors: wrong(F(4 * s), [F(s * s), F(2 * s), F(s + 4)], show(false), rng),
    };
  }
  if (shape === 'rectangle') {
    const [L, W] = l === w ? [l + 1, w] : [Math.max(l, w), Math.min(l, w)];
    if (want === 'area')
      return {
        prompt: `Find the area of a rectangle with length ${L} ${unit} and width ${W} ${unit}.`,
        answer: m(F(L * W), true),
        steps: [`Area = length × width = ${L} × ${W} = ${L * W} ${u2}.`],
        distractors: wrong(F(L * W), [F(2 * (L + W)), F(L + W), F(L * W * 2)], show(true), rng),
      };
    return {
      prompt: `Find the perimeter of a rectangle with length ${L} ${unit} and width ${W} ${unit}.`,
      answer: m(F(2 * (L + W)), false),
      steps: [`Perimeter = 2 × (length + width) = 2 × (${L} + ${W}) = ${2 * (L + W)} ${unit}.`],
      distractors: wrong(F(2 * (L + W)), [F(L * W), F(L + W), F(2 * L + W)], show(false), rng),
    };
  }
  if (shape === 'triangle') {
    if (want === 'perimeter') {
      const [a, b] = [int(rng, 3, max), int(rng, 3, max)];
      const cc = int(rng, Math.abs(a - b) + 1, a + b - 1);
      const p = a + b + cc;
      return {
        prompt: `A triangle has sides of ${a} ${unit}, ${b} ${unit} and ${cc} ${unit}. What is its perimeter?`,
        answer: m(F(p), false),
        steps: [`Perimeter = the sum of the sides = ${a} + ${b} + ${cc} = ${p} ${unit}.`],
        distractors: wrong(F(p), [F(a * b), F(a + b), F(p * 2)], show(false), rng),
      };
    }
    const b = int(rng, 2, max) * (level === 'hard' ? 1 : 2);
    const h = int(rng, 2, max);
    const A = F(b * h, 2);
    return {
      prompt: `Find the area of a triangle with base ${b} ${unit} and height ${h} ${unit}.`,
      answer: m(A, true),
      steps: [`Area = base × height ÷ 2 = ${b} × ${h} ÷ 2 = ${sn(A)} ${u2}.`],
      distractors: wrong(A, [F(b * h), F(b + h), F(2 * (b + h))], show(true), rng),
    };
  }
  if (shape === 'circle') return circle(c, want, unit);
  if (shape === 'parallelogram' && want === 'perimeter') {
    const [a, b] = [int(rng, 3, max), int(rng, 2, max - 1)];
    const p = 2 * (a + b);
    return {
      prompt: `A parallelogram has sides of ${a} ${unit} and ${b} ${unit}. What is its perimeter?`,
      answer: m(F(p), false),
      steps: [`Perimeter = 2 × (side 1 + side 2) = 2 × (${a} + ${b}) = ${p} ${unit}.`],
      // Adding the two sides given once; multiplying them.
      distractors: wrong(F(p), [F(a + b), F(a * b), F(2 * a + b)], show(false), rng),
    };
  }
  if (shape === 'trapezoid' && want === 'perimeter') {
    const sides = [int(rng, 4, max), int(rng, 2, max), int(rng, 3, max), int(rng, 3, max)];
    const p = sides.reduce((x, y) => x + y, 0);
    return {
      prompt: `A trapezoid has sides of ${sides.slice(0, 3).join(` ${unit}, `)} ${unit} and ${sides[3]} ${unit}. What is its perimeter?`,
      answer: m(F(p), false),
      steps: [`Perimeter = the sum of the four sides = ${sides.join(' + ')} = ${p} ${unit}.`],
      distractors: wrong(F(p), [F(p - sides[3]), F(2 * (sides[0] + sides[1])), F(p * 2)], show(false), rng),
    };
  }
  if (shape === 'parallelogram') {
    const [b, h] = [int(rng, 3, max), int(rng, 2, max)];
    return {
      prompt: `A parallelogram has a base of ${b} ${unit} and a height of ${h} ${unit}. Find its area.`,
      answer: m(F(b * h), true),
      steps: [`Area = base × height = ${b} × ${h} = ${b * h} ${u2}.`],
      distractors: wrong(F(b * h), [F(b * h, 2), F(2 * (b + h)), F(b + h)], show(true), rng),
    };
  }
  const b1 = int(rng, 2, max);
  let b2 = int(rng, 2, max);
  if (b2 === b1) b2 += 1;
  const h = int(rng, 2, 12) * 2;
  const A = F((b1 + b2) * h, 2);
  return {
    prompt: `A trapezoid has bases of ${b1} ${unit} and ${b2} ${unit} and a height of ${h} ${unit}. What is its area?`,
    answer: m(A, true),
    steps: [`Area = (base 1 + base 2) ÷ 2 × height = (${b1} + ${b2}) ÷ 2 × ${h} = ${sn(A)} ${u2}.`],
    // Forgetting to halve; multiplying every length.
    distractors: wrong(A, [F((b1 + b2) * h), F(b1 * b2 * h), A.add(h)], show(true), rng),
  };
}

/** A circle's area or circumference with 3.14 for π, from its radius or its diameter. */
function circle(c: Ctx, want: string, unit: string): MathProblem {
  const { rng, level, grade } = c;
  const r = int(rng, 2, grade <= 6 ? 10 : 15);
  const byDiameter = level !== 'easy' && rng() < 0.5;
  const given = byDiameter ? `a diameter of ${2 * r} ${unit}` : `a radius of ${r} ${unit}`;
  const pi = F('3.14');
  const radius = byDiameter ? [`The radius is half the diameter: ${2 * r} ÷ 2 = ${r} ${unit}.`] : [];
  const fmt = (v: Fraction, sq: boolean) => `${sn(v)} ${sq ? `${unit}²` : unit}`;
  if (want === 'area') {
    const A = pi.mul(r * r);
    return {
      prompt: `Find the area of a circle with ${given}. Use 3.14 for π.`,
      answer: fmt(A, true),
      steps: [...radius, `Area = π × radius² ≈ 3.14 × ${r} × ${r} = ${sn(A)} ${unit}².`],
      // Using the diameter as the radius; the circumference formula; forgetting to square.
      distractors: wrong(A, [pi.mul(4 * r * r), pi.mul(2 * r), pi.mul(r)], (v) => fmt(v, true), rng),
    };
  }
  const C = pi.mul(2 * r);
  return {
    prompt: `Find the circumference of a circle with ${given}. Use 3.14 for π.`,
    answer: fmt(C, false),
    steps: [...radius, `Circumference = 2 × π × radius ≈ 2 × 3.14 × ${r} = ${sn(C)} ${unit}.`],
    distractors: wrong(C, [pi.mul(r), pi.mul(r * r), pi.mul(4 * r)], (v) => fmt(v, false), rng),
  };
}

// ---------- mean, median, mode, range ----------

function statistics(c: Ctx): MathProblem {
  const { rng, level, grade, focus } = c;
  const measure =
    (focus.variant as 'mean' | 'median' | 'mode' | 'range' | undefined) ??
    pick(rng, focus.measures?.length ? focus.measures : (['mean', 'median', 'mode', 'range'] as const));
  const size = level === 'easy' ? 5 : level === 'medium' ? int(rng, 5, 7) : int(rng, 6, 9);
  const max = grade <= 5 ? 20 : 50;
  const data: number[] = [];
  for (let i = 0; i < size; i++) data.push(int(rng, 1, max));
  if (measure === 'mean' && level !== 'hard') {
    // A whole-number mean: adjust the last value so the total divides evenly.
    const rest = data.slice(0, -1).reduce((a, b) => a + b, 0);
    let last = data[size - 1];
    while ((rest + last) % size !== 0) last++;
    data[size - 1] = last;
  }
  if (measure === 'mode') {
    const repeat = data[int(rng, 0, size - 1)];
    data[(data.indexOf(repeat) + 1) % size] = repeat;
    data[(data.indexOf(repeat) + 2) % size] = repeat;
  }
  if (measure === 'median' && level === 'easy' && size % 2 === 0) data.pop();
  const sorted = [...data].sort((a, b) => a - b);
  const sum = data.reduce((a, b) => a + b, 0);
  const mean = F(sum, data.length);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? F(sorted[mid]) : F(sorted[mid - 1] + sorted[mid], 2);
  const counts = new Map<number, number>();
  for (const d of data) counts.set(d, (counts.get(d) ?? 0) + 1);
  const top = Math.max(...counts.values());
  const modes = [...counts.entries()].filter(([, n]) => n === top).map(([v]) => v);
  if (measure === 'mode' && (top < 2 || modes.length !== 1)) return statistics({ ...c, rng });
  const range = F(sorted[sorted.length - 1] - sorted[0]);
  const list = data.join(', ');
  const ordered = `Order the values: ${sorted.join(', ')}.`;
  const answers = {
    mean: [
      mean,
      [
        `Add the values: ${data.join(' + ')} = ${sum}.`,
        `Divide by the number of values: ${sum} ÷ ${data.length} = ${sn(mean)}.`,
      ],
    ],
    median: [
      median,
      [
        ordered,
        sorted.length % 2
          ? `The middle value is ${sn(median)}.`
          : `The two middle values are ${sorted[mid - 1]} and ${sorted[mid]}; halfway between them is ${sn(median)}.`,
      ],
    ],
    mode: [F(modes[0] ?? 0), [ordered, `${modes[0]} appears ${top} times, more than any other value.`]],
    range: [
      range,
      [`Greatest value minus least value: ${sorted[sorted.length - 1]} ${MINUS} ${sorted[0]} = ${sn(range)}.`],
    ],
  } as const;
  const [answer, steps] = answers[measure];
  const others = (['mean', 'median', 'mode', 'range'] as const)
    .filter((k) => k !== measure)
    .map((k) => (k === 'mode' && (top < 2 || modes.length !== 1) ? null : answers[k][0]));
  return {
    prompt: `Find the ${measure} of ${list}.`,
    answer: sn(answer),
    steps: [...steps],
    // The other measures of the same data are the mix-ups students make; the middle of the unsorted list too.
    distractors: wrong(answer, [...others, F(data[Math.floor(data.length / 2)]), F(sum)], (v) => sn(v.round(2)), rng),
  };
}

const MAKERS = {
  fractions,
  decimals,
  percent,
  ratios,
  integers,
  order_of_operations: orderOfOperations,
  exponents,
  equations,
  area_perimeter: areaPerimeter,
  statistics,
} as const;

/** Typical grade for a topic when the request names none. */
const DEFAULT_GRADE: Record<MathFocus['topic'], number> = {
  fractions: 5,
  decimals: 5,
  percent: 7,
  ratios: 6,
  integers: 7,
  order_of_operations: 6,
  exponents: 6,
  equations: 7,
  area_perimeter: 5,
  statistics: 6,
};

export interface ProblemOptions {
  count: number;
  difficulty: 'easy' | 'medium' | 'hard' | 'mixed';
  grade: number | null;
  seed: string;
}

/** `count` different problems on the topic; mixed difficulty cycles easy, medium, hard. */
export function makeProblems(focus: MathFocus, o: ProblemOptions): MathProblem[] {
  const rng = createRng(`${o.seed}:math:${focus.topic}`);
  const grade = Math.max(3, Math.min(12, o.grade ?? DEFAULT_GRADE[focus.topic]));
  const out: MathProblem[] = [];
  const prompts = new Set<string>();
  for (let tries = 0; out.length < o.count && tries < o.count * 40; tries++) {
    const level: Level =
      o.difficulty === 'mixed' ? (['easy', 'medium', 'hard'] as const)[out.length % 3] : o.difficulty;
    const p = MAKERS[focus.topic]({ rng, level, grade, focus });
    // The document checks compare prompts without punctuation, so 2/3 + 1/4 and 2/3 − 1/4 count as one.
    const key = p.prompt
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (prompts.has(key) || p.distractors.length < 3) continue;
    prompts.add(key);
    out.push(p);
  }
  return out;
}

/** Options for a multiple-choice version: the key and its three distractors, shuffled. */
export const optionsFor = (p: MathProblem, rng: Rng) => shuffle(rng, [p.answer, ...p.distractors]);
