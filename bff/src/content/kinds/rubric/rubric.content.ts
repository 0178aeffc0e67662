// The rubric's content criteria: what the file teaches (its terms, its ordered steps, its comparison),
// what the math topic needs, or (typed topic) what was taught in class.
import { mathGlossary, TOPIC_NAMES } from '../../math/math.draft';
import type { MathFocus } from '../../math/math.topics';
import { listed, type Outline } from '../../offline/outline';
import { row, type Criterion } from './rubric.rows';

/** For a math topic: accurate answers, the method's steps, and its words. */
export function mathRows(math: MathFocus): Criterion[] {
  const words = mathGlossary(math.topic)
    .slice(0, 3)
    .map(([t]) => t);
  const name = TOPIC_NAMES[math.topic].toLowerCase();
  return [
    row(
      'Accurate answers',
      `Every answer is correct, simplified and given with its units or in the form asked for.`,
      'Answers are correct; one is left unsimplified or missing its unit.',
      `The method is right but arithmetic slips give wrong answers on several problems.`,
      `Answers are wrong because the method for ${name} is not used.`,
    ),
    row(
      'Method and steps',
      `Each step of the method is written down in order, so another student could follow it and check it.`,
      'The key steps are shown; one is skipped but can be worked out from the next line.',
      'Only the answer and one step are written; the reader cannot see how the answer was found.',
      'No working is shown, or the working belongs to a different kind of problem.',
    ),
    row(
      'Math vocabulary',
      `Uses ${listed(words)} correctly when explaining a step.`,
      `Uses the right words for the main steps, with one word misused.`,
      'Describes steps in everyday words (“the top number”) instead of the math terms.',
      'Explanations are missing, or the terms used are wrong.',
    ),
  ];
}

/** For a typed topic: what was taught in class, and its key terms. */
export function topicRows(): Criterion[] {
  return [
    row(
      'Knowledge of the topic',
      'States the main ideas taught in class accurately and explains how they connect, with an example for each.',
      'States the main ideas accurately with an example; the links between them are not explained.',
      'Repeats one or two ideas from class; at least one is inaccurate or left vague.',
      'Ideas are off the topic or wrong; no example from class is given.',
    ),
    row(
      'Key terms',
      'Uses the key terms from class precisely and explains each in their own words.',
      'Uses the key terms from class correctly, without explaining them.',
      'Uses a few key terms, and confuses at least one with another.',
      'Uses everyday words only; key terms are missing.',
    ),
  ];
}

/** For a file: its key terms, then its steps in order, its comparison, or its parts' main ideas. */
export function fileRows(o: Outline): Criterion[] {
  const terms = o.keyTerms.slice(0, 3);
  const rows = [
    row(
      'Key terms',
      `Uses ${listed(terms)} correctly and explains how they are connected.`,
      `Defines ${listed(terms)} correctly but does not connect them to each other.`,
      `Mentions the key terms, but confuses at least one (for example ${terms[0]} with ${terms[1] ?? 'another term'}) or copies definitions word for word.`,
      'Describes the ideas in everyday words; the key terms are missing or used wrongly.',
    ),
  ];
  if (o.process) {
    const p = o.process;
    const steps = p.steps.slice(0, 6).map((s) => s.label);
    rows.push(
      row(
        `The ${p.called} in order`,
        `Gives the ${p.called} in the text's order (${steps.join(' → ')}) and explains what happens at each and why it leads to the next.`,
        `Gives the ${p.called} in the right order, with an accurate description of each.`,
        `Names the ${p.called}, but at least two are out of order or described inaccurately.`,
        `Names one of the ${p.called} or none; no order is shown.`,
      ),
    );
  } else if (o.comparison) {
    const c = o.comparison.said;
    rows.push(
      row(
        `Comparing ${c.a} and ${c.b}`,
        `States how ${c.a} and ${c.b} differ and what they share, backs each point with the text, and explains why the difference matters.`,
        `States one accurate difference and one similarity between ${c.a} and ${c.b}.`,
        `Describes ${c.a} and ${c.b} one after the other without saying how they differ.`,
        `Mentions only one of ${c.a} and ${c.b}, or states the difference wrongly.`,
      ),
    );
  } else if (o.parts.length >= 2) {
    rows.push(
      row(
        'Main ideas of the text',
        `Explains the main idea of each part (${listed(o.parts.slice(0, 3).map((p) => `“${p.heading}”`))}) and how the parts build on each other.`,
        'Explains the main idea of each part accurately, one part at a time.',
        'Retells details from one part; the main ideas of the others are missing or confused.',
        'Retells the text in general terms; no main idea is stated.',
      ),
    );
  }
  return rows;
}
