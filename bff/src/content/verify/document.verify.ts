// Every answer of a drafted document checked in code before it is stored: quoted passages found in the
// file, computable math solved, reading level measured. Problems a model can fix go to its one repair
// round; what is still wrong afterwards is corrected in code (math keys, missing options) or flagged
// (passages), so no key the code knows is wrong is ever printed.
import type { Block, GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import type { DraftSpec } from '../content.spec';
import { groundingIndex } from './grounding.verify';
import type { VerifyTools } from './verify.tools';

export interface VerifyFacts {
  questions: number;
  keysChecked: number;
  mathChecked: number;
  mathRecomputed: number;
  optionsRepaired: number;
  quoted: number;
  grounded: number | null;
  ungrounded: number[];
  readingGrade: number | null;
  askedGrade: number | null;
}

export interface Verified {
  doc: GeneratedDocument;
  /** Repairable problems, in words the model can act on (empty in the final pass). */
  problems: string[];
  facts: VerifyFacts;
  /** True when the text reads more than two grades above the asked grade. */
  tooHard: boolean;
}

/** "Grade 7", "7th grade", "grades 3-4" -> 7 / 7 / 3; "K", "Kindergarten" -> 0; anything else -> null. */
export function askedGrade(gradeLevel: string | undefined): number | null {
  if (!gradeLevel) return null;
  if (/^\s*(k|kindergarten|pre-?k)\b/i.test(gradeLevel)) return 0;
  const m = /(\d{1,2})/.exec(gradeLevel);
  const n = m ? Number(m[1]) : NaN;
  return n >= 1 && n <= 12 ? n : null;
}

/** The words students read: prompts, options, instructions and paragraphs (never the teacher's quoted passages). */
export function studentText(doc: GeneratedDocument): string {
  const parts: string[] = [];
  if (doc.instructions) parts.push(doc.instructions);
  for (const b of doc.sections.flatMap((s) => s.blocks) as Block[]) {
    if (b.type === 'question') parts.push(b.prompt, ...(b.question_type === 'multiple_choice' ? (b.options ?? []) : []));
    else if (b.type === 'paragraph') parts.push(b.text);
    else if (b.type === 'list') parts.push(...b.items);
  }
  // Readability formulas count sentences: an option or prompt without an end mark is still one.
  return parts.map((p) => (/[.!?]["')\]]?\s*$/.test(p.trim()) ? p.trim() : `${p.trim()}.`)).join(' ');
}

const clone = (doc: GeneratedDocument): GeneratedDocument => structuredClone(doc);

function checkMath(q: QuestionBlock, tools: VerifyTools, final: boolean, facts: VerifyFacts, problems: string[]) {
  const solved = tools.solve(q.prompt);
  if (!solved) return;
  facts.mathChecked++;
  if (q.question_type === 'true_false' || q.question_type === 'essay') return;
  if (q.question_type === 'multiple_choice' && q.options) {
    const right = q.options.find((o) => tools.sameAnswer(o, solved));
    if (right !== undefined) {
      if (right !== q.answer) {
        q.answer = right;
        delete q.explanation; // it argued for the wrong option
        facts.mathRecomputed++;
      }
      return;
    }
    if (!final) {
      problems.push(`Question ${q.number}: the correct answer is ${solved.text}, which is not among the options; make it one of the options and the answer`);
      return;
    }
    // Still missing after the repair round: the wrong keyed option becomes the right value.
    const at = Math.max(0, q.options.indexOf(q.answer));
    q.options = q.options.map((o, i) => (i === at ? solved.text : o));
    q.answer = solved.text;
    delete q.explanation;
    facts.mathRecomputed++;
    facts.optionsRepaired++;
    return;
  }
  if (!tools.sameAnswer(q.answer, solved)) {
    q.answer = solved.text;
    delete q.explanation;
    facts.mathRecomputed++;
  }
}

export function verifyDocument(spec: DraftSpec, input: GeneratedDocument, tools: VerifyTools | undefined, final: boolean): Verified {
  const doc = clone(input);
  const questions = doc.sections.flatMap((s) => s.blocks).filter((b): b is QuestionBlock => b.type === 'question');
  const problems: string[] = [];
  const facts: VerifyFacts = {
    questions: questions.length,
    keysChecked: 0,
    mathChecked: 0,
    mathRecomputed: 0,
    optionsRepaired: 0,
    quoted: 0,
    grounded: spec.source.type === 'file' && spec.source.text ? 0 : null,
    ungrounded: [],
    readingGrade: null,
    askedGrade: askedGrade(spec.gradeLevel),
  };
  const index = facts.grounded !== null ? groundingIndex(spec.source.text ?? '') : null;
  for (const q of questions) {
    const before = facts.mathChecked;
    if (tools) checkMath(q, tools, final, facts, problems);
    // Structure checks (run before this) guarantee choice answers are among their options.
    if (facts.mathChecked > before || q.question_type === 'multiple_choice' || q.question_type === 'true_false') facts.keysChecked++;
    if (index && q.source_passage) {
      facts.quoted++;
      if (index.contains(q.source_passage)) facts.grounded!++;
      else if (final) facts.ungrounded.push(q.number);
      else problems.push(`Question ${q.number}: source_passage is not in the source document; copy the sentence it is based on word for word from the source`);
    }
  }
  let tooHard = false;
  if (tools) {
    const grade = tools.readingGrade(studentText(doc));
    facts.readingGrade = grade === null ? null : Math.round(grade * 10) / 10;
    tooHard = facts.readingGrade !== null && facts.askedGrade !== null && facts.readingGrade > facts.askedGrade + 2;
    if (tooHard && !final)
      problems.push(
        `Reading level: the questions and options read at grade ${facts.readingGrade}, but the class is grade ${facts.askedGrade}. Rewrite every prompt, option and instruction in shorter sentences and simpler, more common words for grade ${facts.askedGrade}; keep the same questions, keep every answer correct, and keep source_passage quotes exactly as they are in the source.`,
      );
  }
  return { doc, problems, facts, tooHard };
}
