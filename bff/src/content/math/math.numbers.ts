// Reading and writing numbers the way worksheets print them: fractions, mixed numbers, decimals,
// percents, typographic minus signs and superscripts. Exact values are fraction.js Fractions, so
// 1/3 + 1/6 is 1/2, never 0.49999.
import FractionJs from 'fraction.js';

// fraction.js types its CommonJS export as a value only; name the instance type beside it.
export const Fraction = FractionJs.Fraction;
export type Fraction = InstanceType<typeof FractionJs.Fraction>;

const SUPERSCRIPT: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
};
const VULGAR: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

/**
 * One spelling for the many ways models and teachers type math: minus signs, ×/÷/·, superscript
 * powers, vulgar fractions (1½ -> 1 1/2), thousands separators (1,200 -> 1200) and currency signs.
 */
export function normalizeMath(text: string): string {
  return text
    .replace(/[\u2212\u2012\u2013\u2014\uFE63\uFF0D]/g, '-')
    .replace(/[×✕✖⋅·]/g, '*')
    .replace(/÷/g, ' ÷ ')
    .replace(/\u2044/g, '/')
    .replace(/(\d)\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g, (_, d: string, v: string) => `${d} ${VULGAR[v]}`)
    .replace(/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/g, (v) => VULGAR[v])
    .replace(/[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (s) => `^${[...s].map((c) => SUPERSCRIPT[c]).join('')}`)
    .replace(/\b\d{1,3}(?:,\d{3})+(?![\d.])/g, (m) => m.replace(/,/g, ''))
    .replace(/[$€£]\s?(?=\d)/g, '')
    .replace(/\u00a0/g, ' ');
}

/** "3/4", "-1 2/3", "0.75", "2", ".5" (after normalizeMath); null if the string is not exactly one number. */
export function parseNumber(raw: string): Fraction | null {
  const s = raw.trim();
  const mixed = /^([+-]?)(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(s);
  if (mixed) {
    if (mixed[4] === '0') return null;
    const v = new Fraction(mixed[2]).add(new Fraction(Number(mixed[3]), Number(mixed[4])));
    return mixed[1] === '-' ? v.neg() : v;
  }
  const frac = /^([+-]?)(\d+)\s*\/\s*([+-]?\d+)$/.exec(s);
  if (frac) {
    if (/^[+-]?0+$/.test(frac[3])) return null;
    const v = new Fraction(Number(frac[2]), Number(frac[3]));
    return frac[1] === '-' ? v.neg() : v;
  }
  if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s)) return new Fraction(s);
  return null;
}

/** Decimal places a typed number shows ("0.33" -> 2), for judging a rounded answer. */
export const decimalPlaces = (s: string) => /\.(\d+)/.exec(s)?.[1].length ?? 0;

/** True when the value has a finite decimal expansion (denominator of 2s and 5s only). */
export function terminates(v: Fraction): boolean {
  let d = v.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

export const isInteger = (v: Fraction) => v.d === 1n;

const trimZeros = (s: string) => (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s);

/** Plain decimal: exact when it terminates, else rounded to `places` (a worksheet's usual hundredths). */
export function formatDecimal(v: Fraction, places = 2): string {
  if (terminates(v)) return trimZeros(v.toString(12));
  return trimZeros(v.round(places).toString(places));
}

/** Simplest fraction; `mixed` writes 7/4 as 1 3/4. Whole numbers print as whole numbers. */
export function formatFraction(v: Fraction, mixed = false): string {
  if (isInteger(v)) return v.toString(0);
  return v.toFraction(mixed && v.abs().compare(1) > 0);
}

export function formatPercent(v: Fraction, places = 2): string {
  return `${formatDecimal(v.mul(100), places)}%`;
}

/** A number inside a sentence: negative numbers keep their sign (a typographic minus in print is the renderer's job). */
export const show = (v: Fraction | number, style: 'decimal' | 'fraction' | 'mixed' = 'decimal') => {
  const f = typeof v === 'number' ? new Fraction(v) : v;
  return style === 'decimal' ? formatDecimal(f) : formatFraction(f, style === 'mixed');
};
