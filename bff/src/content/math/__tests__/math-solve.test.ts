import { answerMatches, checkKey, parseAnswer, sameAnswer, solve } from '..';

// [question as a teacher or a model writes it, the key a teacher would print]
const SOLVED: Array<[string, string]> = [
  ['What is 3/4 + 1/6?', '11/12'],
  ['Add 2/3 + 1/4. Give your answer in simplest form.', '11/12'],
  ['What is 1 2/3 + 2 1/4?', '3 11/12'],
  ['What is 1⅔ + 2¼?', '3 11/12'],
  ['Subtract: 5/6 − 1/4', '7/12'],
  ['What is 3/4 ÷ 1/2?', '1 1/2'],
  ['What is 2/3 × 9/10?', '3/5'],
  ['Simplify 12/18.', '2/3'],
  ['What is the sum of 2/3 and 1/4?', '11/12'],
  ['Calculate 3.45 + 2.7', '6.15'],
  ['What is 4.2 × 0.3?', '1.26'],
  ['What is 15% of 80?', '12'],
  ['What is 20% of $45?', '$9'],
  ['Find 12.5% of 64.', '8'],
  ['A price rises from $40 to $50. What is the percent increase?', '25%'],
  ['The number of students fell from 80 to 60. What is the percent decrease?', '25%'],
  ['What is the percent change from 80 to 60?', '25% decrease'],
  ['What percent of 80 is 20?', '25%'],
  ['18 is what percent of 72?', '25%'],
  ['30% of what number is 12?', '40'],
  ['A shirt costs $40 and is 25% off. What is the sale price?', '$30'],
  ['A meal costs $20 plus 8% sales tax. What is the total cost?', '$21.60'],
  ['Simplify the ratio 12:18.', '2:3'],
  ['Write the ratio 15 to 25 in simplest form.', '3:5'],
  ['If 3 notebooks cost $4.50, how much do 7 notebooks cost?', '$10.50'],
  ['A car travels 150 miles in 3 hours. How far will it travel in 5 hours?', '250 miles'],
  ['Solve the proportion 3/4 = x/12.', 'x = 9'],
  ['Solve for x: 3x + 5 = 20', 'x = 5'],
  ['If 2(x - 3) = 10, what is x?', 'x = 8'],
  ['x/4 - 2 = 3. Find x.', 'x = 20'],
  ['Solve: n + 7 = 3', 'n = -4'],
  ['Solve for y: -3y + 4 = 19', 'y = -5'],
  ['Evaluate 3 + 4 × 2', '11'],
  ['Simplify: (8 − 3)² ÷ 5', '5'],
  ['What is 2 + 3 × (10 − 4) ÷ 2?', '11'],
  ['What is (−4) × (−6)?', '24'],
  ['What is −7 + 12?', '5'],
  ['What is -15 ÷ 3?', '-5'],
  ['What is 2 to the power of 5?', '32'],
  ['Evaluate 3³.', '27'],
  ['What is 7 squared?', '49'],
  ['What is the square root of 81?', '9'],
  ['Find the area of a rectangle with length 8 cm and width 5 cm.', '40 cm²'],
  ['A rectangle is 12 m long and 3 m wide. What is its perimeter?', '30 m'],
  ['What is the perimeter of a square with side 7 m?', '28 m'],
  ['Find the area of a triangle with base 10 cm and height 6 cm.', '30 cm²'],
  ['A parallelogram has a base of 9 in and a height of 4 in. Find its area.', '36 in²'],
  ['A trapezoid has bases of 6 cm and 10 cm and a height of 4 cm. What is its area?', '32 cm²'],
  ['A triangle has sides of 3 cm, 4 cm and 5 cm. What is its perimeter?', '12 cm'],
  ['Using 3.14 for π, find the area of a circle with a radius of 3 cm.', '28.26 cm²'],
  ['Find the mean of 4, 8, 6, 10.', '7'],
  ['What is the median of the data set: 3, 9, 4, 7, 5?', '5'],
  ['Find the median of 2, 8, 4, 6.', '5'],
  ['What is the mode of 2, 3, 3, 5, 7?', '3'],
  ['What is the range of 12, 5, 9, 20?', '15'],
  ['Write 3/8 as a decimal.', '0.375'],
  ['Write 7/4 as a mixed number.', '1 3/4'],
  ['Write 0.45 as a percent.', '45%'],
  ['Convert 3/5 to a percent.', '60%'],
];

// Things the solver must not claim to know: a wrong "correction" is worse than none.
const UNSOLVED = [
  'What is the capital of France?',
  'Sam has 5 apples and eats 2. How many are left?',
  'The mean of five numbers is 8. Four of them are 6, 7, 9 and 10. What is the fifth?',
  'Find the mean, median and mode of 2, 3, 3, 5, 7.',
  'What is the mode of 1, 2, 3, 4?',
  'Solve x + y = 10.',
  'Solve x^2 = 9.',
  'Explain why 3/4 is greater than 2/3.',
  'What is the area of a circle with radius 3 cm?',
  'In 1914, 32 countries went to war. Why?',
  'What is the square root of 50?',
  'What is 5?',
];

describe('solve', () => {
  it.each(SOLVED)('%s -> %s', (question, key) => {
    const s = solve(question);
    expect(s).not.toBeNull();
    expect(s!.display).toBe(key);
    expect(answerMatches(s!, key)).toBe(true);
    expect(s!.steps.length).toBeGreaterThan(0);
  });

  it.each(UNSOLVED)('does not claim to solve %s', (question) => {
    expect(solve(question)).toBeNull();
  });
});

describe('answer comparison', () => {
  it('accepts every equivalent written form of one value', () => {
    expect(sameAnswer('3/4', '0.75')).toBe(true);
    expect(sameAnswer('0.75', '75%')).toBe(true);
    expect(sameAnswer('1 1/2', '3/2')).toBe(true);
    expect(sameAnswer('$12.50', '12.5')).toBe(true);
    expect(sameAnswer('3/4', '0.7')).toBe(false);
    expect(sameAnswer('2:3', '4:6')).toBe(true);
  });

  it('reads keys written as equations, with units or with working', () => {
    expect(parseAnswer('x = 5')!.value.valueOf()).toBe(5);
    expect(parseAnswer('40 cm²')!.value.valueOf()).toBe(40);
    expect(parseAnswer('3/4 + 1/6 = 9/12 + 2/12 = 11/12')!.value.toFraction()).toBe('11/12');
    expect(parseAnswer('−3')!.value.valueOf()).toBe(-3);
    expect(parseAnswer('Answers will vary')).toBeNull();
  });

  it('catches the typical wrong keys', () => {
    expect(checkKey('What is 3/4 + 1/6?', '4/10')).toMatchObject({ computable: true, correct: false });
    expect(checkKey('What is 3/4 + 1/6?', '0.9167')).toMatchObject({ computable: true, correct: true });
    expect(checkKey('What is −7 + 12?', '-5').correct).toBe(false);
    expect(checkKey('Evaluate 3 + 4 × 2', '14').correct).toBe(false);
    expect(checkKey('What is the capital of France?', 'Paris')).toEqual({
      computable: false,
      correct: false,
      solution: null,
    });
  });

  it('judges percent answers by the percent asked for', () => {
    const change = solve('What is the percent change from 80 to 60?')!;
    expect(answerMatches(change, '25% decrease')).toBe(true);
    expect(answerMatches(change, '-25%')).toBe(true);
    expect(answerMatches(change, '25% increase')).toBe(false);
    const part = solve('What percent of 80 is 20?')!;
    expect(answerMatches(part, '25')).toBe(true);
    expect(answerMatches(part, '0.25')).toBe(false);
    expect(answerMatches(solve('What is 1/3 + 1/2?')!, '0.83')).toBe(true);
    expect(answerMatches(solve('What is 1/4 + 1/2?')!, '0.8')).toBe(false);
  });

  it('wants a ratio in simplest form when simplest form is asked', () => {
    const r = solve('Simplify the ratio 12:18.')!;
    expect(answerMatches(r, '2:3')).toBe(true);
    expect(answerMatches(r, '2 to 3')).toBe(true);
    expect(answerMatches(r, '4:6')).toBe(false);
  });
});
