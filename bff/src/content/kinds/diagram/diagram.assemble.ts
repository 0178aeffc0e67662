import type { DiagramType, Section } from '@lessonloom/contracts';
import { Numbering, questionBlocks } from '../../assemble/question.assemble';
import type { DraftSpec } from '../../content.job';
import { DraftProblems } from '../../content.errors';
import { diagramBlock, diagramStructureProblems } from '../../diagrams/mermaid.build';
import type { DiagramDraft } from './diagram.schema';

export function assembleDiagram(spec: DraftSpec, draft: DiagramDraft): Section[] {
  const type: DiagramType = spec.diagramType ?? 'flowchart';
  const problems = diagramStructureProblems(type, draft.diagram);
  if (problems.length) throw new DraftProblems(problems);
  return [
    { blocks: [diagramBlock(type, draft.diagram, draft.title, draft.caption.trim())] },
    {
      heading: 'Questions',
      instructions: 'Use the diagram to answer the questions.',
      blocks: questionBlocks(spec, draft.questions, new Numbering()),
    },
  ];
}
