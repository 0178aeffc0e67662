import { z } from 'zod';
import { toQuestionBlock } from '../../assemble/question.assemble';
import { diagramBlock } from '../../diagrams/mermaid.build';
import { head, list, passage, text } from '../../schemas/draft.schema';
import { organizerFrame, organizerFromMath, organizerFromText } from './organizer.draft';
import { defineStyle, SIZES, worksheetHead } from './worksheet.style';

const WORDS = {
  instructions: 'Complete the organizer, then answer the questions.',
  young: 'Fill in the organizer. Then answer the questions.',
};

const schema = (withPassages: boolean) =>
  z.object({
    ...head,
    central_idea: text(120),
    categories: z
      .array(z.object({ heading: text(60), details: list(2, 4, 200), source_passage: passage(withPassages) }))
      .min(SIZES.categories[0])
      .max(SIZES.categories[1]),
  });

export const graphicOrganizer = defineStyle({
  schema,
  ask: `a graphic organizer: a central idea and ${SIZES.categories[0]}-${SIZES.categories[1]} categories, each with 2-4 details students should place under it`,
  ...WORDS,
  draft: {
    file: (ctx) => ({ ...worksheetHead(ctx, WORDS), ...organizerFromText(ctx) }),
    math: (ctx, focus) => ({ ...worksheetHead(ctx, WORDS), ...organizerFromMath(ctx, focus) }),
    topic: (ctx) => ({ ...worksheetHead(ctx, WORDS), ...organizerFrame(ctx) }),
  },
  assemble: (spec, d, n) => {
    const rows = Math.max(...d.categories.map((c) => c.details.length));
    const blocks = d.categories.map((c) =>
      toQuestionBlock(
        {
          question_type: 'short_answer',
          prompt: `List ${c.details.length} details that belong under '${c.heading}'.`,
          options: null,
          answer: c.details.join('; '),
          explanation: null,
          source_passage: c.source_passage,
        },
        n.take(),
        spec,
      ),
    );
    return [
      {
        heading: d.central_idea,
        blocks: [
          diagramBlock(
            'mindmap',
            { root: d.central_idea, branches: d.categories.map((c) => ({ label: c.heading, children: [] })) },
            d.central_idea,
            `Graphic organizer: ${d.central_idea}`,
          ),
        ],
      },
      {
        heading: 'Organize the ideas',
        blocks: [
          {
            type: 'table',
            columns: d.categories.map((c) => c.heading),
            rows: Array.from({ length: rows }, () => d.categories.map(() => '')),
          },
        ],
      },
      { heading: 'Check your organizer', blocks },
    ];
  },
});
