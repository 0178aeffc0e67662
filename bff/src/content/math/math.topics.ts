// Which math a request is about, from the words a teacher types ("Adding fractions with unlike
// denominators", "percent change", "two-step equations"). The earliest topic named wins, so
// "Percents of a number using decimals" is a percent topic.

export const MATH_TOPICS = [
  'fractions',
  'decimals',
  'percent',
  'ratios',
  'integers',
  'order_of_operations',
  'exponents',
  'equations',
  'area_perimeter',
  'statistics',
] as const;
export type MathTopic = (typeof MATH_TOPICS)[number];

export interface MathFocus {
  topic: MathTopic;
  /** The operation asked for, when one is named. */
  op?: 'add' | 'subtract' | 'multiply' | 'divide';
  /** Fractions: like or unlike denominators, mixed numbers. */
  denominators?: 'like' | 'unlike';
  mixedNumbers?: boolean;
  /** Percent: change/increase/decrease named; equations: one- or two-step named. */
  variant?:
    | 'change'
    | 'of'
    | 'discount'
    | 'one_step'
    | 'two_step'
    | 'proportion'
    | 'rate'
    | 'mean'
    | 'median'
    | 'mode'
    | 'range'
    | 'area'
    | 'perimeter';
}

const PATTERNS: Array<[MathTopic, RegExp]> = [
  ['order_of_operations', /\border of operations\b|\bpemdas\b|\bbodmas\b|\bgemdas\b|\bbidmas\b/i],
  ['equations', /\bequations?\b|\bsolve for\b|\bsolving for\b|\bunknowns?\b|\bvariables?\b|\bpre-?algebra\b/i],
  ['fractions', /\bfractions?\b|\bdenominators?\b|\bnumerators?\b|\bmixed numbers?\b/i],
  ['decimals', /\bdecimals?\b/i],
  ['percent', /\bpercent(?:s|ages?)?\b|\d\s*%|\bdiscounts?\b|\bsales tax\b|\bmark-?ups?\b/i],
  [
    'ratios',
    /\bratios?\b|\bproportions?\b|\bproportional\b|\bunit rates?\b|\brates?\b(?= and| of| problems)|\bunit prices?\b/i,
  ],
  ['integers', /\bintegers?\b|\bnegative numbers?\b|\bpositive and negative\b/i],
  ['exponents', /\bexponents?\b|\bpowers? of\b|\bsquared\b|\bsquare numbers\b|\bcubed\b|\bindices\b/i],
  ['area_perimeter', /\bareas?\b|\bperimeters?\b/i],
  [
    'statistics',
    /\bmean\b|\bmedian\b|\bmode\b|\baverages?\b|\bcentral tendency\b|\bmeasures of cent(?:er|re)\b|\brange of (?:a )?data\b/i,
  ],
];

/** The math a text asks for, or null when it names none of the topics the generator makes. */
export function detectMathTopic(text: string): MathFocus | null {
  let best: { topic: MathTopic; at: number } | null = null;
  for (const [topic, re] of PATTERNS) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { topic, at: m.index };
  }
  if (!best) return null;
  const focus: MathFocus = { topic: best.topic };
  const t = text.toLowerCase();
  if (/\badd(?:ing|ition)?\b|\bsums?\b/.test(t)) focus.op = 'add';
  else if (/\bsubtract(?:ing|ion)?\b|\bdifferences?\b/.test(t)) focus.op = 'subtract';
  else if (/\bmultiply(?:ing)?\b|\bmultiplication\b|\bproducts?\b/.test(t)) focus.op = 'multiply';
  else if (/\bdivid(?:e|ing)\b|\bdivision\b|\bquotients?\b/.test(t)) focus.op = 'divide';
  if (/\bunlike denominators?\b|\bdifferent denominators?\b/.test(t)) focus.denominators = 'unlike';
  else if (/\blike denominators?\b|\bsame denominators?\b|\bcommon denominators?\b/.test(t))
    focus.denominators = 'like';
  if (/\bmixed numbers?\b/.test(t)) focus.mixedNumbers = true;
  if (best.topic === 'percent')
    focus.variant = /\bchange|\bincrease|\bdecrease/.test(t)
      ? 'change'
      : /\bdiscount|\bsale|\btax/.test(t)
        ? 'discount'
        : /\bof a number\b|\bpercent of\b/.test(t)
          ? 'of'
          : undefined;
  if (best.topic === 'equations')
    focus.variant = /\btwo[- ]step\b/.test(t) ? 'two_step' : /\bone[- ]step\b/.test(t) ? 'one_step' : undefined;
  if (best.topic === 'ratios')
    focus.variant = /\bproportions?\b/.test(t)
      ? 'proportion'
      : /\brates?\b|\bunit prices?\b/.test(t)
        ? 'rate'
        : undefined;
  if (best.topic === 'statistics') {
    const named = (['mean', 'median', 'mode', 'range'] as const).filter((w) =>
      new RegExp(`\\b${w === 'mean' ? '(?:mean|average)' : w}\\b`).test(t),
    );
    if (named.length === 1) focus.variant = named[0];
  }
  if (best.topic === 'area_perimeter') {
    const a = /\bareas?\b/.test(t);
    const p = /\bperimeters?\b/.test(t);
    if (a !== p) focus.variant = a ? 'area' : 'perimeter';
  }
  return focus;
}
