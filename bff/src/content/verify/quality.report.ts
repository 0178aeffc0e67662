import type { QualityReport } from '@lessonloom/contracts';
import type { VerifyFacts } from './document.verify';
import { repeatWarning } from './repeats.verify';

/** The warning a left-out repeat carries (repeats.verify.ts), counted in the summary. */
const REPEAT_LEFT_OUT = /^A question was left out \(.*\): it asked about the same sentence or fact/;
/** The warning a question left out for being built on a direction to the teacher carries (directions.verify.ts). */
const DIRECTION_LEFT_OUT = /^A question was left out \(.*\): it is built on a direction to the teacher/;

/** The warning of a question left out because its answer is not what its passage says (understanding.verify.ts). */
const NOT_SAID = /^A question was left out \(.*\): its answer is not what the passage it quotes says/;
/** The warning of an open question left out for a key with nothing to mark against (open-keys.verify.ts). */
const UNKEYED_LEFT_OUT = /^A question was left out \(.*\): it is an open question whose answer/;
/** The warning of a story question left out for a key its passage does not give (story.verify.ts). */
const STORY_LEFT_OUT = /^A question was left out \(.*\): it is a story question that/;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

type Part = { text: string; verified: boolean };

/**
 * The report's parts, in the order the page shows them. Every part is a count the code checked itself;
 * a part is `verified` only when its check ran and passed, so what could not be checked (open answers,
 * meanings of terms the file does not define) is said, never counted as verified.
 */
export function qualityParts(r: Omit<QualityReport, 'summary' | 'parts'>): Part[] {
  const parts: Part[] = [];
  const ok = (text: string) => parts.push({ text, verified: true });
  const said = (text: string) => parts.push({ text, verified: false });
  // Open answers (essays, explanations) cannot be checked in code; say so rather than count them as failures.
  const open = r.questions - r.keys_checked;
  if (r.questions && !open) ok(`${r.keys_checked}/${r.questions} keys checked`);
  else if (r.keys_checked) {
    ok(`${plural(r.keys_checked, 'key')} checked`);
    said(`${plural(open, 'open answer')} not checked`);
  } else if (r.questions) said(`${plural(open, 'open answer')} not checked`);
  if (r.math_recomputed) ok(`${plural(r.math_recomputed, 'math answer')} recomputed`);
  else if (r.math_checked) ok(`${plural(r.math_checked, 'math answer')} confirmed`);
  if (r.options_repaired) ok(`${plural(r.options_repaired, 'missing correct option')} restored`);
  const m = r.meanings;
  if (m) {
    if (m.checked) ok(`${plural(m.checked, 'meaning')} checked against your file`);
    if (m.repaired) ok(`${plural(m.repaired, 'wrong meaning')} replaced with your file's definition`);
    if (m.dropped) ok(`${plural(m.dropped, 'pair')} with a wrong meaning left out`);
    if (m.unchecked) said(`${plural(m.unchecked, 'meaning')} not checked (not defined in your file)`);
  }
  const c = r.claims;
  if (c) {
    if (c.checked)
      ok(`${plural(c.checked, 'answer')} checked against the passage ${c.checked === 1 ? 'it quotes' : 'they quote'}`);
    if (c.repaired) ok(`${plural(c.repaired, 'wrong true/false statement')} replaced with your file's sentence`);
    if (c.dropped)
      ok(`${plural(c.dropped, 'item')} that did not match ${c.dropped === 1 ? 'its' : 'their'} passage left out`);
  }
  if (r.grounded !== null && r.quoted) {
    const text = `${r.grounded}/${r.quoted} questions quote your file`;
    if (r.grounded === r.quoted) ok(text);
    else said(text);
  }
  if (r.reading_level) {
    // Flesch-Kincaid goes below zero for very short plain sentences; a teacher reads that as "below grade 1".
    const level = r.reading_level.grade < 1 ? 'below grade 1' : `grade ${r.reading_level.grade.toFixed(1)}`;
    said(`reading level ${level}${r.reading_level.asked !== null ? ` (asked: ${r.reading_level.asked})` : ''}`);
  }
  if (r.rewritten) said('rewritten in simpler words');
  const repeats = r.warnings?.filter((w) => REPEAT_LEFT_OUT.test(w)).length ?? 0;
  if (repeats) said(`${plural(repeats, 'repeated question')} left out`);
  const notSaid = r.warnings?.filter((w) => NOT_SAID.test(w)).length ?? 0;
  if (notSaid) said(`${plural(notSaid, 'question')} whose answer the passage does not give left out`);
  const directed = r.warnings?.filter((w) => DIRECTION_LEFT_OUT.test(w)).length ?? 0;
  if (directed) said(`${plural(directed, 'question')} on directions to the teacher left out`);
  const unkeyed = r.warnings?.filter((w) => UNKEYED_LEFT_OUT.test(w)).length ?? 0;
  if (unkeyed) said(`${plural(unkeyed, 'open question')} without a model answer left out`);
  const story = r.warnings?.filter((w) => STORY_LEFT_OUT.test(w)).length ?? 0;
  if (story) said(`${plural(story, 'story question')} whose key the passage does not give left out`);
  return parts;
}

/** The one line the page shows above the preview. */
export function qualitySummary(r: Omit<QualityReport, 'summary' | 'parts'>): string {
  return (
    qualityParts(r)
      .map((p) => p.text)
      .join(' · ') || 'Structure checked'
  );
}

export function qualityReport(
  facts: VerifyFacts,
  extra: { rewritten: boolean; repairRounds: number; offline: boolean },
): QualityReport {
  const m = facts.meanings;
  const warnings = [...facts.leftOut.map(repeatWarning), ...facts.notSaid, ...(m?.flagged ?? [])];
  const report: Omit<QualityReport, 'summary' | 'parts'> = {
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
    ...(facts.claims ? { claims: { ...facts.claims } } : {}),
    ...(m
      ? { meanings: { checked: m.checked, repaired: m.repaired, dropped: m.dropped, unchecked: m.unchecked } }
      : {}),
    ...(warnings.length ? { warnings } : {}),
  };
  return { ...report, parts: qualityParts(report), summary: qualitySummary(report) };
}
