// Recognise a computable question and compute its answer. Conservative by design: a question the
// solver is not sure it read completely (a word problem with extra numbers, two questions in one,
// an unknown shape) gives null, because a wrong "correction" of a right key is worse than none.
import { evaluateExact } from './math.evaluate';
import {
  Fraction,
  formatDecimal,
  formatFraction,
  formatPercent,
  isInteger,
  normalizeMath,
  parseNumber,
} from './math.numbers';

export type MathAnswerKind = 'number' | 'percent' | 'ratio' | 'equation' | 'measure';

export interface MathSolution {
  /** Exact value. Percent answers hold the percent number (25 for 25%); ratios a:b hold a/b. */
  value: Fraction;
  /** The answer as a key prints it: "11/12", "1 5/12", "x = 5", "40 cm²", "25%", "2:3". */
  display: string;
  kind: MathAnswerKind;
  /** Ratio answers: both parts in simplest form. */
  ratio?: [Fraction, Fraction];
  /** Percent change asked as "change": the answer may name the direction ("25% decrease"). */
  signed?: boolean;
  unit?: string;
  steps: string[];
}

type Form = 'decimal' | 'fraction' | 'improper' | 'mixed' | 'percent';

const NUM = String.raw`-?(?:\d+(?:\.\d+)?|\.\d+)`;
const numbersIn = (s: string) => [...s.matchAll(new RegExp(NUM, 'g'))].map((m) => m[0]);
const num = (s: string) => new Fraction(s);

function requestedForm(text: string): Form | undefined {
  if (/\bmixed number\b/i.test(text)) return 'mixed';
  if (/\bimproper fraction\b/i.test(text)) return 'improper';
  if (/\bas an? (?:percent|percentage)\b|\bto an? (?:percent|percentage)\b/i.test(text)) return 'percent';
  if (/\bas an? decimal\b|\bto an? decimal\b|\bdecimal form\b/i.test(text)) return 'decimal';
  if (/\bas an? fraction\b|\bto an? fraction\b|\bsimplest form\b|\blowest terms\b/i.test(text)) return 'fraction';
  return undefined;
}

function formatAs(v: Fraction, form: Form): string {
  switch (form) {
    case 'percent':
      return formatPercent(v);
    case 'decimal':
      return formatDecimal(v, 3);
    case 'improper':
      return isInteger(v) ? v.toString(0) : v.toFraction(false);
    case 'mixed':
      return formatFraction(v, true);
    case 'fraction':
      return formatFraction(v, false);
  }
}

const money = (v: Fraction) => (isInteger(v) ? `$${v.toString(0)}` : `$${v.valueOf().toFixed(2)}`);

/** Solve a question's text; null when it is not a computation this solver reads with certainty. */
export function solve(questionText: string): MathSolution | null {
  const text = normalizeMath(questionText).replace(/\s+/g, ' ').trim();
  if (!text || !/\d/.test(text)) return null;
  const money = /[$]\s?\d/.test(questionText);
  for (const attempt of [
    statistics,
    percentChange,
    percentOf,
    discountOrTax,
    geometry,
    simplifyRatio,
    unitRate,
    conversion,
    equation,
    expression,
  ]) {
    const r = attempt(text, money);
    if (r) return r;
  }
  return null;
}

// ---------- mean / median / mode / range ----------

function statistics(text: string): MathSolution | null {
  const asked = (['mean', 'median', 'mode', 'range'] as const).filter((w) =>
    (w === 'mean' ? /\b(?:mean|average)\b/i : new RegExp(`\\b${w}\\b`, 'i')).test(text),
  );
  if (asked.length !== 1) return null;
  const runs = [
    ...text.matchAll(new RegExp(`${NUM}(?:\\s*(?:,|;)\\s*(?:and\\s+)?${NUM}|\\s+and\\s+${NUM})+`, 'g')),
  ].map((m) => m[0]);
  if (runs.length !== 1) return null;
  const data = numbersIn(runs[0]);
  if (data.length < 2 || numbersIn(text).length !== data.length) return null;
  const values = data.map(num);
  const sorted = [...values].sort((a, b) => a.compare(b));
  const list = sorted.map((v) => formatDecimal(v)).join(', ');
  switch (asked[0]) {
    case 'mean': {
      const sum = values.reduce((a, b) => a.add(b), new Fraction(0));
      const mean = sum.div(values.length);
      const display = formatDecimal(mean);
      return {
        value: mean,
        display,
        kind: 'number',
        steps: [
          `Add the values: ${data.join(' + ')} = ${formatDecimal(sum)}.`,
          `Divide by how many values there are: ${formatDecimal(sum)} ÷ ${values.length} = ${display}.`,
        ],
      };
    }
    case 'median': {
      const mid = Math.floor(sorted.length / 2);
      const median = sorted.length % 2 ? sorted[mid] : sorted[mid - 1].add(sorted[mid]).div(2);
      const display = formatDecimal(median);
      const how =
        sorted.length % 2
          ? `The middle value is ${display}.`
          : `The two middle values are ${formatDecimal(sorted[mid - 1])} and ${formatDecimal(sorted[mid])}; halfway between them is ${display}.`;
      return { value: median, display, kind: 'number', steps: [`Order the values: ${list}.`, how] };
    }
    case 'mode': {
      const counts = new Map<string, { v: Fraction; n: number }>();
      for (const v of values) {
        const k = v.toFraction();
        counts.set(k, { v, n: (counts.get(k)?.n ?? 0) + 1 });
      }
      const top = Math.max(...[...counts.values()].map((c) => c.n));
      const modes = [...counts.values()].filter((c) => c.n === top);
      // No mode, or several, is a judgement call a key should state in words: leave it to the teacher.
      if (top < 2 || modes.length !== 1) return null;
      const display = formatDecimal(modes[0].v);
      return {
        value: modes[0].v,
        display,
        kind: 'number',
        steps: [`Order the values: ${list}.`, `${display} appears ${top} times, more than any other value.`],
      };
    }
    case 'range': {
      const range = sorted[sorted.length - 1].sub(sorted[0]);
      const display = formatDecimal(range);
      return {
        value: range,
        display,
        kind: 'number',
        steps: [
          `Greatest value minus least value: ${formatDecimal(sorted[sorted.length - 1])} − ${formatDecimal(sorted[0])} = ${display}.`,
        ],
      };
    }
  }
}

// ---------- percent ----------

function percentChange(text: string): MathSolution | null {
  if (!/percent|%/i.test(text)) return null;
  const m = new RegExp(`\\bfrom (${NUM})\\b[^.?!\\d]{0,30}?\\bto (${NUM})`, 'i').exec(text);
  const ask =
    /\b(?:percent(?:age)?|%)\s*(increase|decrease|change)|\bby what percent(?:age)?\b.*?\b(increase|decrease|change|rise|fall|grow|drop)/i.exec(
      text,
    );
  if (!m || !ask || numbersIn(text).length !== 2) return null;
  const [a, b] = [num(m[1]), num(m[2])];
  if (a.equals(0)) return null;
  const word = (ask[1] ?? ask[2]).toLowerCase();
  const change = b.sub(a).div(a).mul(100);
  const up = change.compare(0) >= 0;
  if ((word === 'increase' || word === 'rise' || word === 'grow') && !up) return null;
  if ((word === 'decrease' || word === 'fall' || word === 'drop') && up) return null;
  const signed = word === 'change';
  const value = signed ? change : change.abs();
  const pct = `${formatDecimal(change.abs())}%`;
  const display = signed ? `${pct} ${up ? 'increase' : 'decrease'}` : pct;
  return {
    value,
    display,
    kind: 'percent',
    signed,
    steps: [
      `Change: ${formatDecimal(b)} − ${formatDecimal(a)} = ${formatDecimal(b.sub(a))}.`,
      `Divide by the original amount: ${formatDecimal(b.sub(a))} ÷ ${formatDecimal(a)} = ${formatDecimal(b.sub(a).div(a), 4)}.`,
      `Multiply by 100: ${display}.`,
    ],
  };
}

function percentOf(text: string, isMoney: boolean): MathSolution | null {
  const n = numbersIn(text).length;
  if (n !== 2) return null;
  const pct = `(${NUM})\\s*(?:%|percent)`;
  let m = new RegExp(
    `what percent(?:age)? of (${NUM}) is (${NUM})|(${NUM}) is what percent(?:age)? of (${NUM})`,
    'i',
  ).exec(text);
  if (m) {
    const [part, whole] = m[1] ? [num(m[2]), num(m[1])] : [num(m[3]), num(m[4])];
    if (whole.equals(0)) return null;
    const value = part.div(whole).mul(100);
    const display = `${formatDecimal(value)}%`;
    return {
      value,
      display,
      kind: 'percent',
      steps: [
        `Divide the part by the whole: ${formatDecimal(part)} ÷ ${formatDecimal(whole)} = ${formatDecimal(part.div(whole), 4)}.`,
        `Multiply by 100: ${display}.`,
      ],
    };
  }
  m = new RegExp(`${pct} of what (?:number|amount) is (${NUM})|(${NUM}) is ${pct} of what (?:number|amount)`, 'i').exec(
    text,
  );
  if (m) {
    const [p, part] = m[1] ? [num(m[1]), num(m[2])] : [num(m[4]), num(m[3])];
    if (p.equals(0)) return null;
    const value = part.div(p.div(100));
    const display = formatDecimal(value);
    return {
      value,
      display,
      kind: 'number',
      steps: [
        `${formatDecimal(p)}% = ${formatDecimal(p.div(100), 4)}.`,
        `Divide: ${formatDecimal(part)} ÷ ${formatDecimal(p.div(100), 4)} = ${display}.`,
      ],
    };
  }
  m = new RegExp(
    `^(?:(?:what|how much) is |find |calculate |compute |work out )?${pct} of (${NUM})\\s*(?:\\?|\\.)?$`,
    'i',
  ).exec(text);
  if (m) {
    const [p, whole] = [num(m[1]), num(m[2])];
    const value = p.div(100).mul(whole);
    const display = isMoney ? money(value) : formatDecimal(value);
    return {
      value,
      display,
      kind: 'number',
      steps: [
        `${formatDecimal(p)}% = ${formatDecimal(p.div(100), 4)}.`,
        `Multiply: ${formatDecimal(p.div(100), 4)} × ${formatDecimal(whole)} = ${display}.`,
      ],
    };
  }
  return null;
}

function discountOrTax(text: string): MathSolution | null {
  if (numbersIn(text).length !== 2) return null;
  const off = new RegExp(`(${NUM})\\s*(?:%|percent)\\s*(off|discount|sales tax|tax|tip)`, 'i').exec(text);
  if (!off) return null;
  const price = numbersIn(text.replace(off[0], ' ')).map(num)[0];
  if (!price) return null;
  const p = num(off[1]).div(100);
  const kind = off[2].toLowerCase();
  if (kind === 'off' || kind === 'discount') {
    if (
      !/\b(?:sale price|new price|final price|price after|how much (?:does|will|would) .* (?:cost|pay)|what does .* cost|pay)\b/i.test(
        text,
      )
    )
      return null;
    const cut = price.mul(p);
    const value = price.sub(cut);
    return {
      value,
      display: money(value),
      kind: 'number',
      steps: [
        `Discount: ${formatDecimal(num(off[1]))}% of ${money(price)} = ${money(cut)}.`,
        `Subtract: ${money(price)} − ${money(cut)} = ${money(value)}.`,
      ],
    };
  }
  if (!/\btotal\b|\bhow much .* (?:pay|cost)\b/i.test(text)) return null;
  const add = price.mul(p);
  const value = price.add(add);
  return {
    value,
    display: money(value),
    kind: 'number',
    steps: [
      `${cap(kind)}: ${formatDecimal(num(off[1]))}% of ${money(price)} = ${money(add)}.`,
      `Add: ${money(price)} + ${money(add)} = ${money(value)}.`,
    ],
  };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// ---------- area and perimeter ----------

const UNIT = String.raw`(mm|cm|km|m|in|inches|inch|ft|feet|foot|yd|yards|yard|units|meters|metres|centimeters|centimetres|millimeters|kilometers)\b`;
const UNIT_SHORT: Record<string, string> = {
  inches: 'in',
  inch: 'in',
  feet: 'ft',
  foot: 'ft',
  yards: 'yd',
  yard: 'yd',
  meters: 'm',
  metres: 'm',
  centimeters: 'cm',
  centimetres: 'cm',
  millimeters: 'mm',
  kilometers: 'km',
};

type Dim = 'length' | 'width' | 'side' | 'base' | 'height' | 'radius' | 'diameter';
const BEFORE: Array<[RegExp, Dim]> = [
  [/\blength(?: of| is| =|:)?\s*$/i, 'length'],
  [/\bwidth(?: of| is| =|:)?\s*$/i, 'width'],
  [/\bsides?(?: lengths?)?(?: of| is| are| =|:| measuring)?\s*$/i, 'side'],
  [/\bbases?(?: of| is| are| =|:)?\s*$/i, 'base'],
  [/\bheight(?: of| is| =|:)?\s*$/i, 'height'],
  [/\bradius(?: of| is| =|:)?\s*$/i, 'radius'],
  [/\bdiameter(?: of| is| =|:)?\s*$/i, 'diameter'],
];
const AFTER: Array<[RegExp, Dim]> = [
  [/^\s*(?:long|in length)\b/i, 'length'],
  [/^\s*(?:wide|in width)\b/i, 'width'],
  [/^\s*(?:tall|high|in height)\b/i, 'height'],
];

function geometry(text: string): MathSolution | null {
  const shape = /\b(rectangle|rectangular|square|triangle|parallelogram|trapezoid|trapezium|circle)\b/i
    .exec(text)?.[1]
    .toLowerCase();
  const what = [...new Set([...text.matchAll(/\b(area|perimeter|circumference)\b/gi)].map((m) => m[1].toLowerCase()))];
  if (!shape || what.length !== 1) return null;
  const usesPi = /3\.14/.test(text);
  const dims: Array<{ dim: Dim | null; v: Fraction; unit?: string }> = [];
  const re = new RegExp(`(${NUM})\\s*(?:${UNIT})?`, 'gi');
  let by = false;
  for (const m of text.matchAll(re)) {
    if (usesPi && m[1] === '3.14') continue;
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    const dim = BEFORE.find(([r]) => r.test(before))?.[1] ?? AFTER.find(([r]) => r.test(after))?.[1] ?? null;
    if (/^\s*(?:by|x|\*)\s*\d/i.test(after)) by = true;
    const unit = m[2] ? (UNIT_SHORT[m[2].toLowerCase()] ?? m[2].toLowerCase()) : undefined;
    dims.push({ dim, v: num(m[1]), unit });
  }
  const units = new Set(dims.map((d) => d.unit).filter(Boolean));
  if (units.size > 1) return null;
  const unit = [...units][0];
  const get = (d: Dim) => dims.filter((x) => x.dim === d).map((x) => x.v);
  const kind = what[0];
  const f = (v: Fraction) => formatDecimal(v);
  const out = (value: Fraction, steps: string[], squared: boolean): MathSolution => ({
    value,
    display: unit
      ? `${f(value)} ${unit}${squared ? '²' : ''}`
      : squared
        ? `${f(value)} square units`
        : `${f(value)} units`,
    kind: 'measure',
    unit: unit ? `${unit}${squared ? '²' : ''}` : undefined,
    steps,
  });
  const n = dims.length;
  switch (shape) {
    case 'rectangle':
    case 'rectangular': {
      let [l, w] = [get('length')[0], get('width')[0]];
      if ((!l || !w) && n === 2 && (by || dims.every((d) => d.dim === null || d.dim === 'side')))
        [l, w] = [dims[0].v, dims[1].v];
      if (!l || !w || n !== 2) return null;
      if (kind === 'area')
        return out(l.mul(w), [`Area of a rectangle = length × width = ${f(l)} × ${f(w)} = ${f(l.mul(w))}.`], true);
      if (kind === 'perimeter')
        return out(
          l.add(w).mul(2),
          [`Perimeter of a rectangle = 2 × (length + width) = 2 × (${f(l)} + ${f(w)}) = ${f(l.add(w).mul(2))}.`],
          false,
        );
      return null;
    }
    case 'square': {
      if (n !== 1) return null;
      const s = dims[0].v;
      if (kind === 'area')
        return out(s.mul(s), [`Area of a square = side × side = ${f(s)} × ${f(s)} = ${f(s.mul(s))}.`], true);
      if (kind === 'perimeter')
        return out(s.mul(4), [`Perimeter of a square = 4 × side = 4 × ${f(s)} = ${f(s.mul(4))}.`], false);
      return null;
    }
    case 'triangle': {
      if (kind === 'area') {
        const [b, h] = [get('base'), get('height')];
        if (b.length !== 1 || h.length !== 1 || n !== 2) return null;
        const v = b[0].mul(h[0]).div(2);
        return out(v, [`Area of a triangle = base × height ÷ 2 = ${f(b[0])} × ${f(h[0])} ÷ 2 = ${f(v)}.`], true);
      }
      if (kind === 'perimeter') {
        if (n !== 3 || dims.some((d) => d.dim !== null && d.dim !== 'side')) return null;
        const v = dims.reduce((a, d) => a.add(d.v), new Fraction(0));
        return out(
          v,
          [`Perimeter = the sum of the three sides = ${dims.map((d) => f(d.v)).join(' + ')} = ${f(v)}.`],
          false,
        );
      }
      return null;
    }
    case 'parallelogram': {
      const [b, h] = [get('base'), get('height')];
      // Two sides given, no base or height: opposite sides are equal, so the perimeter is twice their sum.
      if (kind === 'perimeter' && n === 2 && !b.length && !h.length) {
        const v = dims[0].v.add(dims[1].v).mul(2);
        return out(
          v,
          [`Perimeter of a parallelogram = 2 × (side 1 + side 2) = 2 × (${f(dims[0].v)} + ${f(dims[1].v)}) = ${f(v)}.`],
          false,
        );
      }
      if (kind !== 'area' || b.length !== 1 || h.length !== 1 || n !== 2) return null;
      return out(
        b[0].mul(h[0]),
        [`Area of a parallelogram = base × height = ${f(b[0])} × ${f(h[0])} = ${f(b[0].mul(h[0]))}.`],
        true,
      );
    }
    case 'trapezoid':
    case 'trapezium': {
      const h = get('height');
      if (kind === 'perimeter' && n === 4 && !h.length && !get('base').length) {
        const v = dims.reduce((a, d) => a.add(d.v), new Fraction(0));
        return out(
          v,
          [`Perimeter = the sum of the four sides = ${dims.map((d) => f(d.v)).join(' + ')} = ${f(v)}.`],
          false,
        );
      }
      const bases = dims.filter((d) => d.dim !== 'height').map((d) => d.v);
      if (kind !== 'area' || h.length !== 1 || bases.length !== 2 || n !== 3) return null;
      const v = bases[0].add(bases[1]).div(2).mul(h[0]);
      return out(
        v,
        [
          `Area of a trapezoid = (base 1 + base 2) ÷ 2 × height = (${f(bases[0])} + ${f(bases[1])}) ÷ 2 × ${f(h[0])} = ${f(v)}.`,
        ],
        true,
      );
    }
    case 'circle': {
      if (!usesPi || n !== 1) return null;
      const r = dims[0].dim === 'diameter' ? dims[0].v.div(2) : dims[0].dim === 'radius' ? dims[0].v : null;
      if (!r) return null;
      const pi = new Fraction('3.14');
      if (kind === 'area')
        return out(
          pi.mul(r).mul(r),
          [`Area of a circle = π × radius² ≈ 3.14 × ${f(r)} × ${f(r)} = ${f(pi.mul(r).mul(r))}.`],
          true,
        );
      return out(
        pi.mul(r).mul(2),
        [`Circumference = 2 × π × radius ≈ 2 × 3.14 × ${f(r)} = ${f(pi.mul(r).mul(2))}.`],
        false,
      );
    }
  }
  return null;
}

// ---------- ratios and rates ----------

function simplifyRatio(text: string): MathSolution | null {
  if (!/\bratio\b/i.test(text) || !/\bsimplif|\bsimplest\b|\blowest terms\b/i.test(text)) return null;
  const m = /(\d+)\s*(?::|\bto\b)\s*(\d+)/i.exec(text);
  if (!m || numbersIn(text).length !== 2) return null;
  const [a, b] = [BigInt(m[1]), BigInt(m[2])];
  if (a === 0n || b === 0n) return null;
  const g = gcd(a, b);
  const [x, y] = [a / g, b / g];
  return {
    value: new Fraction(x, y),
    display: `${x}:${y}`,
    kind: 'ratio',
    ratio: [new Fraction(x), new Fraction(y)],
    steps: [
      `The greatest common factor of ${a} and ${b} is ${g}.`,
      `Divide both parts by ${g}: ${a} ÷ ${g} = ${x} and ${b} ÷ ${g} = ${y}, so the ratio is ${x}:${y}.`,
    ],
  };
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

function unitRate(text: string): MathSolution | null {
  if (numbersIn(text).length !== 3) return null;
  const cost = new RegExp(
    `\\b(${NUM}) ([a-z][a-z ]{0,30}?) costs? (?:a total of )?(${NUM})(?: dollars)?\\b.*?\\bhow much (?:do|does|would|will) (${NUM}) (?:of them |of those )?(?:\\2 )?cost`,
    'i',
  ).exec(text);
  if (cost) {
    const [n1, price, n2] = [num(cost[1]), num(cost[3]), num(cost[4])];
    if (n1.equals(0)) return null;
    const each = price.div(n1);
    const value = each.mul(n2);
    return {
      value,
      display: money(value),
      kind: 'number',
      steps: [
        `Cost of one: ${money(price)} ÷ ${formatDecimal(n1)} = ${money(each)}.`,
        `Cost of ${formatDecimal(n2)}: ${formatDecimal(n2)} × ${money(each)} = ${money(value)}.`,
      ],
    };
  }
  const travel = new RegExp(
    `\\b(?:travels|drives|walks|rides|goes|runs|covers) (${NUM}) (miles|kilometers|km|meters|m) in (${NUM}) ` +
      `(hours|minutes)\\b.*?\\bhow (?:far|many \\2) (?:will|would|does|can) (?:it|he|she|they) (?:travel|drive|walk|ride|go|run|cover)? ?in (${NUM}) \\4`,
    'i',
  ).exec(text);
  if (travel) {
    const [d, t1, t2] = [num(travel[1]), num(travel[3]), num(travel[5])];
    if (t1.equals(0)) return null;
    const rate = d.div(t1);
    const value = rate.mul(t2);
    const u = travel[2];
    const per = travel[4].replace(/s$/, '');
    return {
      value,
      display: `${formatDecimal(value)} ${u}`,
      kind: 'measure',
      unit: u,
      steps: [
        `Rate: ${formatDecimal(d)} ${u} ÷ ${formatDecimal(t1)} ${travel[4]} = ${formatDecimal(rate)} ${u} per ${per}.`,
        `Distance in ${formatDecimal(t2)} ${travel[4]}: ${formatDecimal(rate)} × ${formatDecimal(t2)} = ${formatDecimal(value)} ${u}.`,
      ],
    };
  }
  return null;
}

// ---------- conversions between forms ----------

function conversion(text: string): MathSolution | null {
  const m = new RegExp(
    `^(?:write|convert|express|change|rename|rewrite)\\s+(${NUM}(?:\\s+\\d+\\s*/\\s*\\d+)?(?:\\s*/\\s*\\d+)?)\\s*(%|percent)?\\s+(?:as|to|into|in)\\s+(?:an?\\s+)?(decimal|fraction(?: ` +
      `in simplest form)?|percent|percentage|mixed number|improper fraction)\\b`,
    'i',
  ).exec(text);
  if (!m) return null;
  const v0 = parseNumber(m[1]);
  if (!v0) return null;
  const v = m[2] ? v0.div(100) : v0;
  const target = m[3].toLowerCase();
  const form: Form = target.startsWith('percent')
    ? 'percent'
    : target === 'decimal'
      ? 'decimal'
      : target === 'mixed number'
        ? 'mixed'
        : target === 'improper fraction'
          ? 'improper'
          : 'fraction';
  if (form === 'decimal' && !isFiniteDecimal(v)) return null;
  const display = formatAs(v, form);
  return { value: v, display, kind: 'number', steps: [`${m[1].trim()}${m[2] ? '%' : ''} = ${display}.`] };
}

const isFiniteDecimal = (v: Fraction) =>
  formatDecimal(v, 12) === formatDecimal(v, 3) || /^-?\d+(\.\d{1,6})?$/.test(formatDecimal(v, 12));

// ---------- equations ----------

const SOLVE_PREFIX =
  /^(?:(?:solve the (?:proportion|equation)|solve for [a-z]|find the value of [a-z]|find [a-z]|what is [a-z]|if|when|given|solve|where|and|then)\b[:,]?\s*)+/i;

function equation(text: string): MathSolution | null {
  if ((text.match(/=/g) ?? []).length !== 1) return null;
  const clauses = text
    .split(/[,;:?]\s*|\.\s+(?=[A-Z])|\.$/)
    .map((c) => c.trim())
    .filter(Boolean);
  const withEq = clauses.filter((c) => c.includes('='));
  if (withEq.length !== 1) return null;
  const eq = withEq[0]
    .replace(SOLVE_PREFIX, '')
    .replace(/(\d)\s*:\s*(\d)/g, '$1/$2')
    .trim();
  if (!/^[\d\s.+\-*/^()=a-z]+$/i.test(eq)) return null;
  const letters = [...new Set(eq.match(/[a-z]/gi) ?? [])];
  if (letters.length !== 1 || /[a-z]{2,}/i.test(eq)) return null;
  const x = letters[0];
  // Every other clause must be an instruction, not more data ("x is a whole number", "y = 2").
  const others = clauses.filter((c) => c !== withEq[0]);
  if (others.some((c) => /\d/.test(c))) return null;
  const [lhs, rhs] = eq.split('=').map((s) => groupFractions(s.trim()));
  if (!lhs || !rhs) return null;
  const f = (v: number) => {
    const l = evaluateExact(lhs, { [x]: new Fraction(v) });
    const r = evaluateExact(rhs, { [x]: new Fraction(v) });
    return l && r ? l.sub(r) : null;
  };
  const [f0, f1, f2] = [f(0), f(1), f(2)];
  if (!f0 || !f1 || !f2) return null;
  const slope = f1.sub(f0);
  if (slope.equals(0) || !f2.sub(f1).equals(slope)) return null;
  const value = f0.neg().div(slope);
  const check = f(0);
  if (!check) return null;
  const display = `${x} = ${/\d\.\d/.test(eq) && isFiniteDecimal(value) ? formatDecimal(value, 6) : formatFraction(value, false)}`;
  return { value, display, kind: 'equation', steps: [`Solve ${eq.replace(/\*/g, ' × ')} for ${x}: ${display}.`] };
}

// ---------- plain expressions ----------

const EXPR_PREFIX =
  /^(?:what is|what's|find|calculate|compute|evaluate|simplify|solve|work out|determine|add|subtract|multiply|divide)(?: the value of)?(?: the expression)?\s*:?\s*/i;
const INSTRUCTION =
  /^(?:show (?:your|all)|give your answer|write your answer|express your answer|simplify your answer|answer in|use the order|remember|round|explain)/i;
const ORDINAL: Record<string, string> = {
  second: '2',
  third: '3',
  fourth: '4',
  fifth: '5',
  sixth: '6',
  seventh: '7',
  eighth: '8',
  ninth: '9',
  tenth: '10',
};

/** Literal fractions become one operand, so 3/4 ÷ 1/2 reads (3/4) / (1/2), and 1 2/3 reads (1 + 2/3). */
function groupFractions(s: string): string {
  return s
    .replace(
      /(^|[^\d.)])(-?)(\d+)\s+(\d+)\s*\/\s*(\d+)(?![\d.])/g,
      (_, pre: string, sign: string, w: string, n: string, d: string) => `${pre}${sign}(${w} + ${n}/${d})`,
    )
    .replace(/(^|[^\d.)^])(\d+)\s*\/\s*(\d+)(?![\d.^])/g, (_, pre: string, n: string, d: string) => `${pre}(${n}/${d})`)
    .replace(/÷/g, '/')
    .replace(/\[|\{/g, '(')
    .replace(/\]|\}/g, ')');
}

function wordsToSymbols(s: string): string | null {
  let t = s
    .replace(/\bthe sum of (.+?) and (.+)$/i, '($1) + ($2)')
    .replace(/\bthe difference (?:of|between) (.+?) and (.+)$/i, '($1) - ($2)')
    .replace(/\bthe product of (.+?) and (.+)$/i, '($1) * ($2)')
    .replace(/\bthe quotient of (.+?) and (.+)$/i, '($1) ÷ ($2)')
    .replace(/\bplus\b/gi, '+')
    .replace(/\bminus\b/gi, '-')
    .replace(/\b(?:times|multiplied by)\b/gi, '*')
    .replace(/\bdivided by\b/gi, '÷')
    .replace(/(\d)\s+to the power of\s+(\d+)/gi, '$1^$2')
    .replace(/(\d)\s+to the (\w+?)(?:st|nd|rd|th)? power/gi, (m, b: string, e: string) =>
      (ORDINAL[e.toLowerCase()] ?? (/^\d+$/.test(e) ? e : null)) ? `${b}^${ORDINAL[e.toLowerCase()] ?? e}` : m,
    )
    .replace(/(\d|\))\s+squared\b/gi, '$1^2')
    .replace(/(\d|\))\s+cubed\b/gi, '$1^3')
    .replace(/(\d)\s*[x]\s*(?=[\d(-])/g, '$1 * ');
  const root = /(?:the )?square root of (\d+)|√\s*(\d+)/i;
  for (let m = root.exec(t); m; m = root.exec(t)) {
    const n = Number(m[1] ?? m[2]);
    const r = Math.round(Math.sqrt(n));
    if (r * r !== n) return null;
    t = t.replace(m[0], String(r));
  }
  return t;
}

function expression(text: string): MathSolution | null {
  const sentences = text.split(/(?<=[?.!])\s+(?=[A-Z])/).map((s) => s.trim());
  const math = sentences.filter((s) => !INSTRUCTION.test(s));
  if (math.length !== 1) return null;
  const form = requestedForm(text);
  let core = math[0]
    .replace(/[?.!]+$/, '')
    .replace(/\s*=\s*(?:\?|_+|\.\.\.)?\s*$/, '')
    .replace(EXPR_PREFIX, '')
    .replace(
      /,?\s*(?:in simplest form|in lowest terms|as a (?:mixed number|fraction|decimal|whole number)|and simplify|show your work)\s*$/i,
      '',
    )
    .trim();
  const sawSimplify = /^simplify\b/i.test(math[0]);
  const sawRoot = /square root of \d|√\s*\d/i.test(core);
  const words = wordsToSymbols(core);
  if (words === null) return null;
  core = words.trim();
  if (!/^[\d\s.+\-*/^()÷[\]{}]+$/.test(core)) return null;
  const hasOp = /\d\s*[-+*/^÷]\s*[\d(-]|\)\s*[-+*/^÷(]|\d\s*\(|^\s*-\s*\(/.test(core);
  if (!hasOp && !sawRoot && !(sawSimplify && /\d\s*\/\s*\d/.test(core))) return null;
  const expr = groupFractions(core);
  const value = evaluateExact(expr);
  if (!value) return null;
  const hasFraction = /\d\s*\/\s*\d/.test(core) || (/÷/.test(core) && !isFiniteDecimal(value));
  const hasDecimal = /\d\.\d/.test(core);
  const style: Form =
    form ?? (hasFraction && !hasDecimal ? 'mixed' : hasDecimal || isFiniteDecimal(value) ? 'decimal' : 'fraction');
  const display = formatAs(value, style);
  const shown = core.replace(/\*/g, '×').replace(/\s+/g, ' ');
  return { value, display, kind: 'number', steps: [`${shown} = ${display}`] };
}
