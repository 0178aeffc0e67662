// Exact evaluation of an arithmetic expression with mathjs (parser, precedence, implicit
// multiplication) over fraction.js numbers. mathjs is loaded on first use: its require costs
// hundreds of milliseconds and most requests never need it.
import type { MathJsInstance } from 'mathjs';
import { Fraction } from './math.numbers';

let instance: MathJsInstance | null = null;

function mathjs(): MathJsInstance {
  if (!instance) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- deferred load, see above
    const m = require('mathjs') as typeof import('mathjs');
    instance = m.create(
      {
        evaluateDependencies: m.evaluateDependencies,
        addDependencies: m.addDependencies,
        subtractDependencies: m.subtractDependencies,
        multiplyDependencies: m.multiplyDependencies,
        divideDependencies: m.divideDependencies,
        powDependencies: m.powDependencies,
        unaryMinusDependencies: m.unaryMinusDependencies,
        unaryPlusDependencies: m.unaryPlusDependencies,
        fractionDependencies: m.fractionDependencies,
      },
      { number: 'Fraction' },
    );
  }
  return instance;
}

/**
 * The exact value of `expr` (digits, + - * / ^, parentheses, optional one-letter variables in
 * `scope`), or null when it does not parse, divides by zero or leaves the rationals (2^0.5).
 */
export function evaluateExact(expr: string, scope: Record<string, Fraction> = {}): Fraction | null {
  try {
    const m = mathjs();
    const s: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(scope)) s[k] = m.fraction(v.toFraction());
    const r: unknown = m.evaluate(expr, s);
    if (r instanceof Fraction) return r;
    if (r && typeof r === 'object' && 'n' in r && 'd' in r) return new Fraction(String((r as Fraction).toFraction()));
    return null;
  } catch {
    return null;
  }
}
