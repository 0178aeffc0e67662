// A model's document gets the same rule the offline drafters keep by construction: no two questions
// built on the same sentence or fact (checks/same-fact.check.ts). Before the repair round a repeat is a
// problem the model fixes by asking about something else; after it, a repeat still there is left out
// of the document, the rest renumbered, and the teacher told which and why. A computed math problem is
// never a repeat: two problems of one kind with other numbers are two questions.
import type { GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { asFactItem, repeatedFacts } from '../checks/same-fact.check';

export interface Repeat {
  number: number;
  first: number;
  /** Left out for another reason than a repeat ("is built on a direction to the teacher …", directions.verify.ts). */
  reason?: string;
  /** The left-out question's wording, to name it once the numbers have moved. */
  prompt?: string;
}

/** Questions built on a fact an earlier question already asks about, by question number. */
export function repeatedQuestions(questions: QuestionBlock[], computed: (q: QuestionBlock) => boolean): Repeat[] {
  const asked = questions.filter((q) => q.question_type !== 'problem' && !computed(q));
  return repeatedFacts(asked.map(asFactItem)).map((r) => ({
    number: asked[r.index].number,
    first: asked[r.first].number,
  }));
}

export const repeatProblem = (r: Repeat) =>
  `Question ${r.number}: it asks about the same sentence or fact as question ${r.first}; replace it with a question on another part of the source`;

/** Names the left-out question by its wording and the kept one by its number in the printed document. */
export const repeatWarning = (r: Repeat) =>
  `A question was left out (“${clip(r.prompt ?? '', 80)}”): ` +
  (r.reason ? `it ${r.reason}.` : `it asked about the same sentence or fact as question ${r.first}.`);

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** A test part's line "3 questions, 5 points." (kinds/questions/questions.assemble.ts). */
const PART_LINE = /^\d+ questions?, \d+ points?\.$/;

/**
 * Leaves the repeats out of the document (in place): every later question and matching block
 * renumbered so numbering runs on without gaps, a test part's count and points said again, a section
 * left empty dropped. Returns the repeats with the kept question's new number and the left-out wording.
 */
export function leaveOut(doc: GeneratedDocument, repeats: Repeat[]): Repeat[] {
  const numbers = new Set(repeats.map((r) => r.number));
  const all = doc.sections.flatMap((s) => s.blocks).filter((b): b is QuestionBlock => b.type === 'question');
  const renumbered = repeats.map((r) => ({
    ...r,
    number: r.number,
    first: r.first - [...numbers].filter((n) => n < r.first).length,
    prompt: all.find((q) => q.number === r.number)?.prompt ?? '',
  }));
  for (const s of doc.sections) {
    s.blocks = s.blocks.filter((b) => !(b.type === 'question' && numbers.has(b.number)));
    const qs = s.blocks.filter((b): b is QuestionBlock => b.type === 'question');
    if (s.instructions && PART_LINE.test(s.instructions) && qs.every((q) => q.points !== undefined)) {
      const points = qs.reduce((n, q) => n + (q.points ?? 0), 0);
      s.instructions = `${qs.length} question${qs.length === 1 ? '' : 's'}, ${points} point${points === 1 ? '' : 's'}.`;
    }
  }
  doc.sections = doc.sections.filter((s) => s.blocks.length);
  let next = 1;
  for (const b of doc.sections.flatMap((s) => s.blocks)) {
    if (b.type === 'question') b.number = next++;
    else if (b.type === 'matching') {
      b.start_number = next;
      next += b.left.length;
    }
  }
  return renumbered;
}
