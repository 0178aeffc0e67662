// The quality report of an edited document. Keys are checked as on a generation, but the teacher's key is
// never replaced: a math key that differs from the computed answer is a warning naming the question. Quoted
// passages keep what the last revision found out about them; only a new or changed one is looked up in the file.
import type { GeneratedDocument, QualityReport, QuestionBlock } from '@lessonloom/contracts';
import { answerMatches, solve, type MathSolution } from '../math';
import { documentReadingLevel, targetGrade } from '../readability';
import { blankKeyChecked } from '../verify/claims.verify';
import { groundingIndex } from '../verify/grounding.verify';
import { qualityParts, qualitySummary } from '../verify/quality.report';

export interface EditQualityInput {
  doc: GeneratedDocument;
  /** The revision this edit was made on: its passages and what was found out about them. */
  previous: { doc: GeneratedDocument; quality?: QualityReport };
  /** The teacher's file, read only when a passage is new (undefined: a typed topic, or the file is gone). */
  sourceText: () => Promise<string | undefined>;
  gradeLevel?: string;
  /** Warnings found by the structure checks (repeated questions). */
  warnings: string[];
}

const LETTER = (i: number) => String.fromCharCode(65 + i);

function mathWarning(q: QuestionBlock, solved: MathSolution): string | null {
  if (q.question_type === 'true_false' || q.question_type === 'essay') return null;
  if (answerMatches(solved, q.answer)) return null;
  const at = `Question ${q.number}`;
  if (q.question_type === 'multiple_choice' && q.options) {
    const right = q.options.findIndex((o) => answerMatches(solved, o));
    if (right >= 0)
      return `${at}: the key is '${q.answer}', but option ${LETTER(right)} (${q.options[right]}) is the computed answer`;
    return `${at}: none of the options is the computed answer ${solved.display}`;
  }
  return `${at}: the key is '${q.answer}', but the problem works out to ${solved.display}`;
}

/** Passages of the previous revision and whether each was found in the file. */
function knownPassages(previous: EditQualityInput['previous']): Map<string, boolean> {
  const known = new Map<string, boolean>();
  const ungrounded = new Set(previous.quality?.ungrounded ?? []);
  for (const b of previous.doc.sections.flatMap((s) => s.blocks))
    if (b.type === 'question' && b.source_passage) known.set(b.source_passage, !ungrounded.has(b.number));
  return known;
}

export async function editQuality(input: EditQualityInput): Promise<QualityReport> {
  const { doc, previous } = input;
  const questions = doc.sections.flatMap((s) => s.blocks).filter((b): b is QuestionBlock => b.type === 'question');
  const warnings = [...input.warnings];
  const keysChecked = new Set<QuestionBlock>();
  let mathChecked = 0;
  for (const q of questions) {
    const solved = solve(q.prompt);
    if (solved) {
      mathChecked++;
      const warning = mathWarning(q, solved);
      if (warning) warnings.push(warning);
    }
    if (solved || q.question_type === 'multiple_choice' || q.question_type === 'true_false') keysChecked.add(q);
  }
  const fromFile = doc.source.type === 'file' && previous.quality?.grounded !== null;
  const known = knownPassages(previous);
  let quoted = 0;
  let grounded = 0;
  const ungrounded: number[] = [];
  let index: ReturnType<typeof groundingIndex> | null | undefined;
  for (const q of fromFile ? questions : []) {
    if (!q.source_passage) continue;
    quoted++;
    let found = known.get(q.source_passage);
    if (found === undefined) {
      if (index === undefined) {
        const text = await input.sourceText();
        index = text ? groundingIndex(text) : null;
      }
      found = index ? index.contains(q.source_passage) : false;
    }
    if (found) grounded++;
    else ungrounded.push(q.number);
    // A blank's key that gives back its passage in the file is checked, as it was when generated.
    if (found && blankKeyChecked(q)) keysChecked.add(q);
  }
  const level = documentReadingLevel(doc);
  const readingGrade = level ? Math.round(level.grade * 10) / 10 : null;
  const report: Omit<QualityReport, 'summary'> = {
    questions: questions.length,
    keys_checked: keysChecked.size,
    math_checked: mathChecked,
    math_recomputed: 0,
    options_repaired: 0,
    grounded: fromFile ? grounded : null,
    quoted,
    ungrounded,
    reading_level: readingGrade === null ? null : { grade: readingGrade, asked: targetGrade(input.gradeLevel) },
    rewritten: false,
    repair_rounds: 0,
    offline: previous.quality?.offline ?? previous.doc.offline_draft === true,
    ...(warnings.length ? { warnings } : {}),
  };
  const summary = qualitySummary(report);
  const review = warnings.length ? `${warnings.length} ${warnings.length === 1 ? 'item' : 'items'} to review` : '';
  const parts = [...qualityParts(report), ...(review ? [{ text: review, verified: false }] : [])];
  return { ...report, parts, summary: [summary, review].filter(Boolean).join(' · ') };
}
