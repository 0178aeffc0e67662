import type { DiagramType, PuzzleType, WorksheetStyle } from '@lessonloom/contracts';
import { CROSSWORD_SPARES, SIZES, type DraftSpec } from '../content.spec';

const W = SIZES.worksheet;

const STYLE: Record<WorksheetStyle, string> = {
  mixed: `a worksheet of ${W.questions[0]}-${W.questions[1]} questions mixing multiple_choice, true_false, fill_blank and short_answer`,
  cloze: `a cloze worksheet: ${W.questions[0]}-${W.questions[1]} sentences, each with exactly one missing word or short phrase marked _____ and that word as the answer; up to 6 extra_words as plausible distractors for the word bank`,
  matching: `a matching worksheet of ${W.pairs[0]}-${W.pairs[1]} pairs: a term and the description it matches (each description fits only its own term)`,
  labeling: `a labeling worksheet: one thing with ${W.parts[0]}-${W.parts[1]} parts; each part has its label (1-4 words) and a description a student can use to identify it`,
  vocab: `a vocabulary worksheet of ${W.terms[0]}-${W.terms[1]} terms, each with a student-friendly definition and an example sentence`,
  problem_set: `a problem set of ${W.problems[0]}-${W.problems[1]} problems (question_type problem) with the final answer in answer and a worked solution in explanation`,
  graphic_organizer: `a graphic organizer: a central idea and ${W.categories[0]}-${W.categories[1]} categories, each with 2-4 details students should place under it`,
  critical_thinking:
    'a critical-thinking worksheet of 5-8 short_answer or essay questions that ask students to analyse, compare, evaluate and justify; the answer is a model answer or what a strong answer includes',
  study_skills:
    'a study-skills worksheet: one study strategy, 3-6 numbered tips for using it, and 4-8 questions that practise the strategy on this material',
  creative_expression: `a creative-expression worksheet of ${W.prompts[0]}-${W.prompts[1]} open creative writing or drawing prompts, each with what a teacher should look for`,
};

const DIAGRAM: Record<DiagramType, string> = {
  flowchart:
    'a flowchart of a process or decision: nodes (start_end for the first and last, decision for yes/no questions, process otherwise) and directed edges; label the edges leaving a decision',
  mindmap: 'a mind map: a root idea and 2-10 branches, each with up to 8 short child ideas',
  sequence:
    'a sequence diagram: 2-8 participants and the messages they exchange in order (reply true for answers going back)',
  graph: 'a concept graph: key concepts as nodes (shape process) and labelled edges that say how they are related',
  timeline: 'a timeline: 2-20 periods in chronological order (a date, year or stage name), each with 1-5 events',
  venn: 'a two-set comparison (Venn): the two things compared, what only the first has, what both share, and what only the second has',
  cycle: 'a cycle: 3-12 stages in order; the last stage leads back to the first',
};

const PUZZLE: Record<PuzzleType, (n: number) => string> = {
  word_search: (n) =>
    `exactly ${n} vocabulary words for a word search (single words or short terms of 3-15 letters) with a short clue for each`,
  crossword: (n) =>
    `${n} to ${n + CROSSWORD_SPARES} vocabulary answers for a crossword (3-20 letters, choose words that share letters so they can cross) each with a clue; ${n} of them will be used`,
  matching_game: (n) => `exactly ${n} terms, each with the definition or description it matches`,
};

const ONLY: Record<NonNullable<DraftSpec['questionType']>, string> = {
  multiple_choice: 'multiple_choice questions, each with 4 options and the correct option as the answer',
  true_false: 'true_false questions, each a clear statement answered True or False',
  short_answer: 'short_answer questions, each with a model answer of one to three sentences',
  essay: 'essay questions, each answered with a scoring guide (what a 4, 3, 2 and 1 response contains)',
};

export function kindInstructions(spec: DraftSpec): string {
  const n = spec.count ?? 0;
  if (spec.questionType && spec.kind === 'quiz')
    return `Write exactly ${n} ${ONLY[spec.questionType]}. Use no other question type.`;
  switch (spec.kind) {
    case 'quiz':
      return `Write a quiz of exactly ${n} questions, mostly multiple_choice with some true_false and short_answer.`;
    case 'test':
      return `Write a test of exactly ${n} questions mixing multiple_choice, true_false, short_answer and, for harder tests, essay or problem questions.`;
    case 'exit_ticket':
      return `Write an exit ticket of exactly ${n} quick questions that check the lesson's main ideas in about five minutes; end with one short reflection question.`;
    case 'diagram':
      return `Describe ${DIAGRAM[spec.diagramType ?? 'flowchart']}. Give it a caption of one or two sentences. Then write exactly ${n} questions a student answers by reading the diagram.`;
    case 'puzzle':
      return `Choose ${PUZZLE[spec.puzzleType ?? 'word_search'](n)}. Do not draw any grid; it is built from your list.`;
    case 'worksheet':
      return `Write ${STYLE[spec.style ?? 'mixed']}.`;
    case 'lesson_plan':
      return 'Write a lesson plan: overview, duration_minutes, 2-5 measurable objectives, materials, 3-8 procedure steps whose minutes add up exactly to duration_minutes, assessment, differentiation (support and extension), optional homework, and 3-5 check-for-understanding questions.';
    case 'rubric':
      return 'Write a scoring rubric: the task, and 3-6 criteria, each described at four levels (exemplary, proficient, developing, beginning) in observable terms.';
    case 'parent_handout':
      return 'Write a one-page handout for parents and carers in plain, warm language without jargon: greeting, what the class is learning, key points, words to know, activities to try at home, questions to ask their child, and a closing.';
    case 'review_sheet':
      return 'Write a review sheet: a summary, 4-8 key points, 4-10 vocabulary terms with definitions, and 5-10 practice questions.';
  }
}

export const DIFFICULTY: Record<DraftSpec['difficulty'], string> = {
  easy: 'easy: recall and basic understanding, short plain sentences',
  medium: 'medium: understanding and application',
  hard: 'hard: analysis, inference and evaluation; plausible distractors',
  mixed: 'mixed: about one third easy, one third medium and one third hard, easy first',
};
