import type { QualityReport } from '@lessonloom/contracts';
import type { VerifyFacts } from './document.verify';
import { repeatWarning } from './repeats.verify';

/** The warning a left-out repeat carries (repeats.verify.ts), counted in the summary. */
const REPEAT_LEFT_OUT = /^A question was left out \(.*\): it asked about the same sentence or fact/;
/** The warning a question left out for being built on a direction to the teacher carries (directions.verify.ts). */
const DIRECTION_LEFT_OUT = /^A question was left out \(.*\): it is built on a direction to the teacher/;

/** The warning of a question left out because its answer is not what its passage says (understanding.verify.ts). */
const NOT_SAID = /^A question was left out \(.*\): its answer is not what the passage it quotes says/;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The one line the page shows above the preview; every part is a count the code checked itself. */
export function qualitySummary(r: Omit<QualityReport, 'summary'>): string {
  const parts: string[] = [];
  // Open answers (essays, explanations) cannot be checked in code; say so rather than count them as failures.
  const open = r.questions - r.keys_checked;
  if (r.questions && !open) parts.push(`${r.keys_checked}/${r.questions} keys checked`);
  else if (r.keys_checked) parts.push(`${plural(r.keys_checked, 'key')} checked (${plural(open, 'open answer')})`);
  else if (r.questions) parts.push(plural(open, 'open answer'));
  if (r.math_recomputed) parts.push(`${plural(r.math_recomputed, 'math answer')} recomputed`);
  else if (r.math_checked) parts.push(`${plural(r.math_checked, 'math answer')} confirmed`);
  if (r.options_repaired) parts.push(`${plural(r.options_repaired, 'missing correct option')} restored`);
  if (r.grounded !== null && r.quoted) parts.push(`${r.grounded}/${r.quoted} questions quote your file`);
  if (r.reading_level) {
    // Flesch-Kincaid goes below zero for very short plain sentences; a teacher reads that as "below grade 1".
    const level = r.reading_level.grade < 1 ? 'below grade 1' : `grade ${r.reading_level.grade.toFixed(1)}`;
    parts.push(`reading level ${level}${r.reading_level.asked !== null ? ` (asked: ${r.reading_level.asked})` : ''}`);
  }
  if (r.rewritten) parts.push('rewritten in simpler words');
  const repeats = r.warnings?.filter((w) => REPEAT_LEFT_OUT.test(w)).length ?? 0;
  if (repeats) parts.push(`${plural(repeats, 'repeated question')} left out`);
  const notSaid = r.warnings?.filter((w) => NOT_SAID.test(w)).length ?? 0;
  if (notSaid) parts.push(`${plural(notSaid, 'question')} whose answer the passage does not give left out`);
  const directed = r.warnings?.filter((w) => DIRECTION_LEFT_OUT.test(w)).length ?? 0;
  if (directed) parts.push(`${plural(directed, 'question')} on directions to the teacher left out`);
  return parts.join(' · ') || 'Structure checked';
}

export function qualityReport(
  facts: VerifyFacts,
  extra: { rewritten: boolean; repairRounds: number; offline: boolean },
): QualityReport {
  const report: Omit<QualityReport, 'summary'> = {
    questions: facts.questions,
    keys_checked: facts.keysChecked,
    math_checked: facts.mathChecked,
    math_recomputed: facts.mathRecomputed,
    options_repaired: facts.optionsRepaired,
    grounded: facts.grounded,
    quoted: facts.quoted,
    ungrounded: facts.ungrounded,
    reading_level: facts.readingGrade === null ? null : { grade: facts.readingGrade, asked: facts.askedGrade },
    rewritten: extra.rewritten,
    repair_rounds: extra.repairRounds,
    offline: extra.offline,
    ...(facts.leftOut.length || facts.notSaid.length
      ? { warnings: [...facts.leftOut.map(repeatWarning), ...facts.notSaid] }
      : {}),
  };
  return { ...report, summary: qualitySummary(report) };
}
