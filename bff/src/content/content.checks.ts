import { generatedDocumentSchema, type Block, type GeneratedDocument, type QuestionBlock } from '@lessonloom/contracts';
import { mermaidProblems } from './checks/mermaid.check';
import { crosswordProblems, matchingProblems, wordSearchProblems } from './checks/puzzle.checks';
import { questionProblems } from './checks/question.checks';
import { slurProblems } from './checks/slur.checks';
import type { DraftSpec } from './content.job';
import { kindOf } from './kinds';

/**
 * Every check a document must pass before it is stored or returned: the document schema, numbering,
 * the kind's own checks (kinds/<kind>.ts: its count of items), every question and every block, and no slur
 * anywhere in it. An
 * empty list means it is fit to print; otherwise each entry says what is wrong in words a model (or a
 * developer) can act on.
 */
export function documentProblems(spec: DraftSpec, doc: GeneratedDocument): string[] {
  const parsed = generatedDocumentSchema.safeParse(doc);
  if (!parsed.success) return parsed.error.issues.map((i) => `document.${i.path.join('.')}: ${i.message}`);
  const blocks = doc.sections.flatMap((s) => s.blocks);
  const questions = blocks.filter((b): b is QuestionBlock => b.type === 'question');
  const problems = [
    ...numberingProblems(blocks),
    ...kindOf(spec.kind).checks(spec, doc),
    ...questionProblems(questions, spec.withPassages),
    ...slurProblems(doc),
  ];
  for (const b of blocks) {
    if (b.type === 'diagram') problems.push(...mermaidProblems(b.diagram_type, b.mermaid));
    if (b.type === 'word_search') problems.push(...wordSearchProblems(b, spec.difficulty));
    if (b.type === 'crossword') problems.push(...crosswordProblems(b));
    if (b.type === 'matching') problems.push(...matchingProblems(b));
    if (b.type === 'table' && b.rows.some((r) => r.length !== b.columns.length))
      problems.push('table: every row needs one cell per column');
  }
  return problems;
}

function numberingProblems(blocks: Block[]): string[] {
  let next = 1;
  for (const b of blocks) {
    if (b.type === 'question') {
      if (b.number !== next)
        return [`Question ${b.number}: numbering must run 1, 2, 3 ... without gaps (expected ${next})`];
      next++;
    } else if (b.type === 'matching') {
      if (b.start_number !== next)
        return [`matching: numbering must continue from the questions before it (expected ${next})`];
      next += b.left.length;
    }
  }
  return [];
}
