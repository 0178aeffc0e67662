// Which math a request is about, from the words a teacher types ("Adding fractions with unlike
// denominators", "percent change", "two-step equations"). The earliest topic named wins, so
// "Percents of a number using decimals" is a percent topic. Everything narrower the teacher names is
// kept too (every operation, shape and measure), so the problems stay on what was asked: "Area of
// triangles and parallelograms" gets triangles and parallelograms, never squares and rectangles.

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

export type MathOp = 'add' | 'subtract' | 'multiply' | 'divide';
export type Shape = 'square' | 'rectangle' | 'triangle' | 'parallelogram' | 'trapezoid' | 'circle';
export type Measure = 'mean' | 'median' | 'mode' | 'range';

export interface MathFocus {
  topic: MathTopic;
  /** The first operation named, when one is. */
  op?: MathOp;
  /** Every operation named, in the teacher's order ("Adding and subtracting integers": add, subtract). */
  ops?: MathOp[];
  /** Area and perimeter: the shapes named ("Area of triangles and parallelograms"). */
  shapes?: Shape[];
  /** Statistics: the measures named ("Mean and median"). */
  measures?: Measure[];
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
    | 'perimeter'
    | 'simplify';
}

const SHAPE_WORDS =
  'squares?|rectangles?|rectangular|triangles?|triangular|parallelograms?|trapezoids?|trapezi(?:a|ums?)|circles?|polygons?|shapes?|figures?|rectilinear';
/**
 * Area as maths, not "Areas of the brain" or "rural areas": perimeter, or area with a shape, a
 * measuring verb, square units or a formula near it (or "Area" typed alone). Not surface area: solids
 * are not made here, and flat shapes in their place would be off the topic.
 */
const AREA = new RegExp(
  `\\bperimeters?\\b|\\bcircumferences?\\b|` +
    `\\b(?:find|finding|calculat\\w*|comput\\w*|measur\\w*)\\s+(?:the\\s+)?areas?\\b|` +
    `(?<!surface )\\bareas?\\b(?=[^.\\n]{0,60}\\b(?:${SHAPE_WORDS}|square units|formulas?)\\b)|` +
    `\\b(?:${SHAPE_WORDS})\\b[^.\\n]{0,40}(?<!surface )\\bareas?\\b|^\\s*areas?\\s*$`,
  'im',
);

const OPS: Array<[MathOp, RegExp]> = [
  ['add', /\badd(?:ing|ition)?\b|\bsums?\b/],
  ['subtract', /\bsubtract(?:ing|ion)?\b|\bdifferences?\b/],
  ['multiply', /\bmultiply(?:ing)?\b|\bmultiplication\b|\bproducts?\b/],
  ['divide', /\bdivid(?:e|ing)\b|\bdivision\b|\bquotients?\b/],
];
const SHAPES: Array<[Shape, RegExp]> = [
  ['square', /\bsquares?\b(?! (?:units?|roots?|numbers?|centimet|met|inch|feet|foot|kilomet|mil))/],
  ['rectangle', /\brectangles?\b|\brectangular\b/],
  ['triangle', /\btriangles?\b|\btriangular\b/],
  ['parallelogram', /\bparallelograms?\b/],
  ['trapezoid', /\btrapezoids?\b|\btrapezi(?:a|ums?)\b/],
  ['circle', /\bcircles?\b|\bcircumferences?\b|\bradius\b|\bdiameters?\b/],
];
const MEASURES: Array<[Measure, RegExp]> = [
  ['mean', /\bmean\b|\baverages?\b/],
  ['median', /\bmedian\b/],
  ['mode', /\bmode\b/],
  ['range', /\brange\b/],
];

/** Every name in `names` the text uses, in the order the text first uses them. */
function named<T>(text: string, names: Array<[T, RegExp]>): T[] {
  return names
    .map(([name, re]) => ({ name, at: text.search(new RegExp(re.source, 'i')) }))
    .filter((x) => x.at >= 0)
    .sort((x, y) => x.at - y.at)
    .map((x) => x.name);
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
  ['area_perimeter', AREA],
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
  const ops = named(t, OPS);
  if (ops.length) {
    focus.op = ops[0];
    focus.ops = ops;
  }
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
        : /\bsimplif|\bsimplest form\b|\bequivalent ratios?\b/.test(t)
          ? 'simplify'
          : undefined;
  if (best.topic === 'statistics') {
    const measures = named(t, MEASURES);
    if (measures.length) focus.measures = measures;
    if (measures.length === 1) focus.variant = measures[0];
  }
  if (best.topic === 'area_perimeter') {
    const a = /\bareas?\b/.test(t);
    const p = /\bperimeters?\b|\bcircumferences?\b/.test(t);
    if (a !== p) focus.variant = a ? 'area' : 'perimeter';
    const shapes = named(t, SHAPES);
    if (shapes.length) focus.shapes = shapes;
  }
  return focus;
}
