// Typed maths topics as teachers type them, each with what every problem made for it must be about.
// A problem that matches its topic's words but not its narrower ask ("Area of triangles and
// parallelograms" answered with a square) has drifted. Read by the math-drift test and
// `npm run bench math-quality`; the rules are written from the topic's wording, never from the generator.
export interface TypedMathTopic {
  topic: string;
  /** Every problem's prompt must match each of these. */
  all: RegExp[];
  /** No problem's prompt may match this. */
  never?: RegExp;
}

const FRACTION = /\d+\/\d+/;
const DECIMAL = /\d\.\d/;

export const TYPED_MATH_TOPICS: TypedMathTopic[] = [
  {
    topic: 'Area of triangles and parallelograms',
    all: [/\barea\b/i, /\b(?:triangle|parallelogram)\b/i],
    never: /\b(?:square|rectangle|trapezoid|circle)\b/i,
  },
  { topic: 'Perimeter of rectangles and squares', all: [/\bperimeter\b/i, /\b(?:rectangle|square)\b/i] },
  { topic: 'Area of circles', all: [/\barea\b/i, /\bcircle\b/i] },
  { topic: 'Circumference of a circle', all: [/\bcircumference\b/i, /\bcircle\b/i] },
  { topic: 'Area of trapezoids', all: [/\barea\b/i, /\btrapezoid\b/i] },
  {
    topic: 'Adding and subtracting fractions with unlike denominators',
    all: [FRACTION, /\d \+ \d|\d \u2212 \d/],
    never: /[×÷]/,
  },
  { topic: 'Multiplying fractions', all: [FRACTION, /×/] },
  { topic: 'Dividing fractions', all: [FRACTION, /÷/] },
  { topic: 'Adding decimals', all: [DECIMAL, /\+/] },
  { topic: 'Dividing decimals', all: [DECIMAL, /÷/] },
  { topic: 'Multiplying and dividing integers', all: [/[×÷]/], never: /\d \+ |\d \u2212 \(?\d/ },
  { topic: 'Subtracting integers', all: [/\u2212/], never: /[×÷+]/ },
  { topic: 'Mean and median', all: [/\b(?:mean|median)\b/i], never: /\b(?:mode|range)\b/i },
  { topic: 'Finding the range of a data set', all: [/\brange\b/i] },
  {
    topic: 'One-step equations with addition and subtraction',
    all: [/^Solve for (\w): \1 [+\u2212] \d+ = \u2212?\d+$/],
  },
  {
    topic: 'Two-step equations',
    all: [/^Solve for (\w): (?:\u2212?\d*\1 [+\u2212] \d+|\d+\(\1 [+\u2212] \d+\)) = \u2212?\d+$/],
  },
  { topic: 'Percent of a number', all: [/^What is \d+% of \d+\?$/] },
  { topic: 'Percent increase and decrease', all: [/\bpercent (?:increase|decrease)\b/] },
  { topic: 'Simplifying ratios', all: [/^Simplify the ratio/] },
  { topic: 'Order of operations', all: [/^Evaluate /] },
];

/** The prompts that drifted from the topic they were made for. */
export function drifted(t: TypedMathTopic, prompts: string[]): string[] {
  return prompts.filter((p) => !t.all.every((r) => r.test(p)) || !!t.never?.test(p));
}
