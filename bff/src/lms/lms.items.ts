// The questions of a generated document in the shape every LMS and quiz-game writer reads: one item per
// gradable thing, numbered as printed, with its right answer resolved (an option index, true/false, or the
// matching pairs). Writers never look at blocks, so a new block type only needs a case here.
import type { GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { acceptedAnswers, isOpenQuestion } from './lms.grading';

interface ItemBase {
  /** The number printed on the student copy (matching: the number of its first pair). */
  number: number;
  prompt: string;
  points: number;
  explanation?: string;
  source_passage?: string;
}
export interface ChoiceItem extends ItemBase {
  type: 'multiple_choice';
  options: string[];
  correct: number;
}
export interface TrueFalseItem extends ItemBase {
  type: 'true_false';
  answer: boolean;
}
/** Answered in a word or a few (at most SHORT_KEY_MAX_WORDS): short answer, problem, fill in the blank. */
export interface TextItem extends ItemBase {
  type: 'short_answer' | 'fill_blank';
  /** The key as printed. */
  answer: string;
  /** Every answer the LMS marks right, the key first (lms.grading.ts acceptedAnswers). */
  accepted: string[];
}
/** Graded by the teacher: an essay, or any question whose answer is a sentence (lms.grading.ts isOpenQuestion). */
export interface EssayItem extends ItemBase {
  type: 'essay';
  /** The model answer or what a full answer contains: grader information, never an accepted answer. */
  guidance: string;
}
export interface MatchingItem extends ItemBase {
  type: 'matching';
  pairs: { left: string; right: string }[];
  /** Right-column entries that match nothing (distractors), kept so the import offers them too. */
  extra_right: string[];
}
export type ExportItem = ChoiceItem | TrueFalseItem | TextItem | EssayItem | MatchingItem;

export interface ExportQuiz {
  title: string;
  subject?: string;
  /** Vocabulary entries: only Quizlet takes them (term → definition) besides the questions. */
  terms: { term: string; definition: string }[];
  items: ExportItem[];
}

/** Marks the gap in a fill-in-the-blank prompt (the renderers print a run of underscores). */
export const BLANK = /_{3,}/;

const TRUE_FALSE = /^(true|false)$/i;

function questionItem(b: QuestionBlock): ExportItem {
  const base: ItemBase = {
    number: b.number,
    prompt: b.prompt,
    points: b.points ?? 1,
    ...(b.explanation ? { explanation: b.explanation } : {}),
    ...(b.source_passage ? { source_passage: b.source_passage } : {}),
  };
  if (b.question_type === 'multiple_choice' && b.options && b.options.includes(b.answer))
    return { ...base, type: 'multiple_choice', options: b.options, correct: b.options.indexOf(b.answer) };
  if (b.question_type === 'true_false' && TRUE_FALSE.test(b.answer.trim()))
    return { ...base, type: 'true_false', answer: b.answer.trim().toLowerCase() === 'true' };
  if (isOpenQuestion(b)) return { ...base, type: 'essay', guidance: b.answer };
  const accepted = acceptedAnswers(b.answer);
  // A gap the student can type into is a fill-in-the-blank; without one the question is answered in words.
  if (b.question_type === 'fill_blank' && BLANK.test(b.prompt))
    return { ...base, type: 'fill_blank', answer: b.answer, accepted };
  return { ...base, type: 'short_answer', answer: b.answer, accepted };
}

export function exportQuiz(doc: GeneratedDocument): ExportQuiz {
  const items: ExportItem[] = [];
  const terms: ExportQuiz['terms'] = [];
  for (const section of doc.sections) {
    for (const b of section.blocks) {
      if (b.type === 'question') items.push(questionItem(b));
      else if (b.type === 'vocabulary') terms.push(...b.entries);
      else if (b.type === 'matching') {
        const used = new Set(b.answers);
        items.push({
          type: 'matching',
          number: b.start_number,
          prompt: section.instructions?.trim() || 'Match each item on the left with its partner on the right.',
          points: b.left.length,
          pairs: b.left.map((left, i) => ({ left, right: b.right[b.answers[i]] })),
          extra_right: b.right.filter((_, i) => !used.has(i)),
        });
      }
    }
  }
  return { title: doc.title, ...(doc.subject ? { subject: doc.subject } : {}), terms, items };
}

/** The right answer as one line of text, for formats and sheets that only hold text. */
export function answerText(item: ExportItem): string {
  switch (item.type) {
    case 'multiple_choice':
      return item.options[item.correct];
    case 'true_false':
      return item.answer ? 'True' : 'False';
    case 'essay':
      return item.guidance;
    case 'matching':
      return item.pairs.map((p) => `${p.left} = ${p.right}`).join('; ');
    default:
      return item.answer;
  }
}

export const ITEM_TYPE_LABELS: Record<ExportItem['type'], string> = {
  multiple_choice: 'Multiple Choice',
  true_false: 'True/False',
  short_answer: 'Short Answer',
  fill_blank: 'Fill in the Blank',
  // The CSV's Type column: whoever reads it sees that the answer given is a model, not a key to match.
  essay: 'Essay (teacher graded)',
  matching: 'Matching',
};
