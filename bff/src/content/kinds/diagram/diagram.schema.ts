import { z } from 'zod';
import { DIAGRAM_STRUCTURE_SCHEMAS } from '../../diagrams/diagram.structure';
import { head, text } from '../../schemas/draft.schema';
import { questionList } from '../../schemas/question.schema';
import type { DraftSchema, SchemaShape } from '../kind';

/** The diagram's structure (code writes its Mermaid), a caption, and questions read from it. */
export const diagramDraftSchema = (shape: SchemaShape) => {
  const n = shape.count ?? 5;
  return z.object({
    ...head,
    caption: text(400),
    diagram: DIAGRAM_STRUCTURE_SCHEMAS[shape.diagramType ?? 'flowchart'],
    // At most the asked number: an offline draft from a file asks fewer when the file has fewer
    // different things to ask (count.checks.ts holds a model to the exact number).
    questions: questionList(shape.withPassages, Math.min(n, 1), n),
  });
};
export type DiagramDraft = z.infer<ReturnType<typeof diagramDraftSchema>>;

export const diagramSchema = (shape: SchemaShape): DraftSchema<DiagramDraft> => ({
  name: `diagram_${shape.diagramType}`,
  schema: diagramDraftSchema(shape),
});
