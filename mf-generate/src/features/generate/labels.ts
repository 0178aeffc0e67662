import type { DiagramType, Difficulty, PuzzleType, WorksheetStyle } from '@lessonloom/contracts';

export { KIND_LABELS } from '@lessonloom/contracts';

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  mixed: 'Mixed',
};

export const STYLE_LABELS: Record<WorksheetStyle, string> = {
  mixed: 'Mixed',
  cloze: 'Cloze (fill in the blanks)',
  matching: 'Matching',
  labeling: 'Labeling',
  vocab: 'Vocabulary',
  problem_set: 'Problem Set',
  graphic_organizer: 'Graphic Organizer',
  critical_thinking: 'Critical Thinking',
  study_skills: 'Study Skills',
  creative_expression: 'Creative Expression',
};

export const DIAGRAM_LABELS: Record<DiagramType, string> = {
  flowchart: 'Flowchart',
  mindmap: 'Mind Map',
  sequence: 'Sequence',
  graph: 'Graph',
  timeline: 'Timeline',
  venn: 'Venn Diagram',
  cycle: 'Cycle',
};

export const PUZZLE_LABELS: Record<PuzzleType, string> = {
  word_search: 'Word Search',
  crossword: 'Crossword',
  matching_game: 'Matching Game',
};
