// The checks a teacher's edit gets: the same rules a generated document must pass (every key among its
// options, true/false keyed True or False, diagrams that parse, puzzles that are solvable, tables with a
// cell per column), minus what only makes sense for a draft (an exact question count, a quoted passage for
// every question). Repeating a question is a warning here, not a refusal: the editor's Duplicate makes one
// on purpose, to be changed next.
import type { Block, GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { mermaidProblems } from '../checks/mermaid.check';
import { crosswordProblems, matchingProblems, wordSearchProblems } from '../checks/puzzle.checks';
import { questionProblems } from '../checks/question.checks';

export interface EditProblems {
  /** Each one refuses the save, in words naming the item. */
  problems: string[];
  /** Saved anyway; shown to the teacher in the quality report. */
  warnings: string[];
}

/** A Mermaid directive (%%{init: …}%%) can change how the drawing is made; typed text never needs one. */
const DIRECTIVE = /%%\s*\{/;

function blockProblems(b: Block, doc: GeneratedDocument): string[] {
  switch (b.type) {
    case 'diagram':
      return [
        ...mermaidProblems(b.diagram_type, b.mermaid),
        ...(DIRECTIVE.test(b.mermaid) ? ['diagram: Mermaid directives (%%{ … }%%) are not allowed'] : []),
      ];
    case 'word_search':
      return wordSearchProblems(b, doc.difficulty);
    case 'crossword':
      return crosswordProblems(b);
    case 'matching':
      return matchingProblems(b);
    case 'table':
      return b.rows.some((r) => r.length !== b.columns.length)
        ? [`table${b.caption ? ` '${b.caption}'` : ''}: every row needs one cell per column`]
        : [];
    default:
      return [];
  }
}

export function editProblems(doc: GeneratedDocument): EditProblems {
  const blocks = doc.sections.flatMap((s) => s.blocks);
  const questions = blocks.filter((b): b is QuestionBlock => b.type === 'question');
  const own = questions.flatMap((q) => questionProblems([q], false));
  const single = new Set(own);
  const repeats = questionProblems(questions, false)
    .filter((p) => !single.has(p))
    .map((p) => p.replace(/; every question must be different$/, ' word for word'));
  return { problems: [...own, ...blocks.flatMap((b) => blockProblems(b, doc))], warnings: repeats };
}
