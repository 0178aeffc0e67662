// Offline drafts for a math topic: quizzes, tests, exit tickets, problem sets, mixed worksheets and
// review sheets get real problems with computed keys and worked steps, in the same draft shape the
// model returns, so assembly, checks and exports treat them like any other draft.
import type { DraftSpec } from '../content.job';
import { createRng } from '../random';
import { targetGrade } from '../readability/reading-level';
import type { DraftQuestion } from '../schemas/question.schema';
import { makeProblems, optionsFor, type MathProblem } from './math.problems';
import type { MathFocus, MathTopic } from './math.topics';

/** A title that names the teacher's topic ("Quiz: Adding fractions with unlike denominators"). */
export function mathTitle(spec: DraftSpec, label: string, focus: MathFocus): string {
  const typed =
    spec.source.type === 'topic'
      ? spec.source.topic?.split('\n')[0].trim()
      : spec.source.name
          .replace(/\.[a-z0-9]+$/i, '')
          .replace(/[_-]+/g, ' ')
          .trim();
  const topic = typed && typed.length <= 80 ? typed : TOPIC_NAMES[focus.topic];
  return `${label}: ${topic.charAt(0).toLocaleUpperCase('en-US')}${topic.slice(1)}`;
}

/** A file's first line as the passage computed problems cite (a typed topic cites nothing). */
export const mathPassage = (spec: DraftSpec): string | null =>
  spec.withPassages
    ? (spec.source.text ?? '')
        .split('\n')
        .find((l) => l.trim())
        ?.trim()
        .slice(0, 300) || spec.source.name
    : null;

export const TOPIC_NAMES: Record<MathTopic, string> = {
  fractions: 'Fractions',
  decimals: 'Decimals',
  percent: 'Percent',
  ratios: 'Ratios and proportions',
  integers: 'Integers',
  order_of_operations: 'Order of operations',
  exponents: 'Exponents',
  equations: 'Equations',
  area_perimeter: 'Area and perimeter',
  statistics: 'Mean, median, mode and range',
};

type QType = DraftQuestion['question_type'];
/** Easy work leans on choosing, hard work on showing the whole method. */
const TYPE_CYCLE: Record<DraftSpec['difficulty'], QType[]> = {
  easy: ['multiple_choice', 'multiple_choice', 'problem'],
  medium: ['multiple_choice', 'problem'],
  hard: ['problem', 'problem', 'multiple_choice'],
  mixed: ['multiple_choice', 'problem', 'problem'],
};

function toDraft(
  p: MathProblem,
  type: QType,
  spec: DraftSpec,
  passage: string | null,
  rng: ReturnType<typeof createRng>,
  i: number,
): DraftQuestion {
  const steps = p.steps.join(' ');
  if (type === 'true_false') {
    // Alternate true and false statements; a false one states a typical wrong answer.
    const truth = i % 2 === 0;
    const shown = truth ? p.answer : p.distractors[0];
    return {
      question_type: 'true_false',
      prompt: `True or false: ${shown} is the answer to “${p.prompt}”`,
      options: ['True', 'False'],
      answer: truth ? 'True' : 'False',
      explanation: spec.includeAnswerKey ? `${steps} The answer is ${p.answer}.` : null,
      source_passage: passage,
    };
  }
  if (type === 'essay')
    return {
      question_type: 'essay',
      prompt: `${p.prompt} Explain each step of your method in words.`,
      options: null,
      answer:
        `Scoring guide. 4: the answer ${p.answer} with every step explained (${steps}). 3: the right method with ` +
        `one small error or one step not explained. 2: a sensible start, but the method breaks down. 1: an answer ` +
        `with no working or explanation.`,
      explanation: null,
      source_passage: passage,
    };
  return {
    question_type: type,
    prompt: p.prompt,
    options: type === 'multiple_choice' ? optionsFor(p, rng) : null,
    answer: p.answer,
    explanation: spec.includeAnswerKey ? steps : null,
    source_passage: passage,
  };
}

/** `count` computed problems as draft questions; `types` fixes the type (a problem set is all problems). */
export function mathQuestions(
  focus: MathFocus,
  spec: DraftSpec,
  count: number,
  passage: string | null,
  types?: QType[],
): DraftQuestion[] {
  const problems = makeProblems(focus, {
    count,
    difficulty: spec.difficulty,
    grade: targetGrade(spec.gradeLevel),
    seed: spec.seed,
  });
  const cycle = types ?? TYPE_CYCLE[spec.difficulty];
  const rng = createRng(`${spec.seed}:options`);
  return problems.map((p, i) => toDraft(p, cycle[i % cycle.length], spec, passage, rng, i));
}

/** Words every lesson on the topic uses, with the definitions a math glossary gives. */
const GLOSSARY: Record<MathTopic, Array<[string, string]>> = {
  fractions: [
    ['numerator', 'the top number of a fraction: how many equal parts are counted'],
    ['denominator', 'the bottom number of a fraction: how many equal parts make one whole'],
    ['common denominator', 'a denominator that two or more fractions share, such as 12 for 1/4 and 1/6'],
    ['simplest form', 'a fraction whose numerator and denominator have no common factor other than 1'],
    ['mixed number', 'a whole number and a fraction written together, such as 2 1/3'],
  ],
  decimals: [
    ['decimal point', 'the dot that separates the whole-number part from the part less than one'],
    ['tenths', 'the first place to the right of the decimal point'],
    ['hundredths', 'the second place to the right of the decimal point'],
    ['place value', 'the value a digit has because of where it stands in a number'],
  ],
  percent: [
    ['percent', 'a number out of 100; 25% means 25 out of 100'],
    ['percent increase', 'how much an amount grew, as a percent of the original amount'],
    ['percent decrease', 'how much an amount shrank, as a percent of the original amount'],
    ['discount', 'the amount taken off a price'],
    ['original amount', 'the starting value a percent change is compared with'],
  ],
  ratios: [
    ['ratio', 'a comparison of two quantities, written 3:4, 3 to 4 or 3/4'],
    ['equivalent ratios', 'ratios that make the same comparison, such as 2:3 and 4:6'],
    ['proportion', 'an equation that says two ratios are equal'],
    ['unit rate', 'a rate for one unit, such as $1.50 per notebook or 50 miles per hour'],
  ],
  integers: [
    ['integer', 'a whole number or its opposite: …, −2, −1, 0, 1, 2, …'],
    ['opposite', 'the number the same distance from 0 on the other side, such as 5 and −5'],
    ['absolute value', 'the distance of a number from 0, always zero or positive'],
    ['negative number', 'a number less than 0'],
  ],
  order_of_operations: [
    [
      'order of operations',
      'the agreed order for working out an expression: parentheses, exponents, multiplication and division, addition and subtraction',
    ],
    ['expression', 'numbers and operation signs written together, such as 3 + 4 × 2'],
    ['parentheses', 'brackets that show which part of an expression to work out first'],
    ['evaluate', 'to find the value of an expression'],
  ],
  exponents: [
    ['exponent', 'the small raised number that tells how many times the base is multiplied by itself'],
    ['base', 'the number that is multiplied by itself'],
    ['power', 'a base with an exponent, such as 2⁵'],
    ['squared', 'raised to the power 2'],
    ['cubed', 'raised to the power 3'],
  ],
  equations: [
    ['equation', 'a statement that two expressions are equal'],
    ['variable', 'a letter that stands for an unknown number'],
    ['inverse operation', 'the operation that undoes another, such as subtraction for addition'],
    ['solution', 'the value of the variable that makes the equation true'],
    ['coefficient', 'the number multiplied by the variable, such as 3 in 3x'],
  ],
  area_perimeter: [
    ['area', 'the amount of surface a flat shape covers, measured in square units'],
    ['perimeter', 'the distance around the outside of a shape'],
    ['base', 'the side a shape’s height is measured from'],
    ['height', 'the straight-up distance from the base to the opposite side or corner'],
    ['square unit', 'a square with sides one unit long, the unit of area'],
  ],
  statistics: [
    ['mean', 'the sum of the values divided by how many values there are'],
    ['median', 'the middle value when the values are in order'],
    ['mode', 'the value that appears most often'],
    ['range', 'the greatest value minus the least value'],
    ['data set', 'a collection of numbers or facts'],
  ],
};

export const mathGlossary = (topic: MathTopic) => GLOSSARY[topic];
