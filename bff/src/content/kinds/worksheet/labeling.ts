import { z } from 'zod';
import { toQuestionBlock } from '../../assemble/question.assemble';
import { diagramBlock } from '../../diagrams/mermaid.build';
import type { OfflineContext } from '../../offline/offline.context';
import { head, passage, text } from '../../schemas/draft.schema';
import { isFrayer, labelingParts } from './labeling.draft';
import { processParts } from './labeling.structure';
import { defineStyle, SIZES, worksheetHead } from './worksheet.style';

const WORDS = {
  instructions: 'Use the word bank to label each numbered part.',
  young: 'Use the word bank. Label each part.',
};

export const NOTHING_TO_LABEL =
  'Your file does not describe four or more parts of one thing (the parts of a process, its levels or ' +
  'components), so there is nothing in it to label: this sheet is a Frayer model of the topic. ' +
  'A matching sheet pairs the terms your file defines with what it says about them.';

const schema = (withPassages: boolean) =>
  z.object({
    ...head,
    diagram_title: text(120),
    parts: z
      .array(z.object({ label: text(60), description: text(300), source_passage: passage(withPassages) }))
      .min(SIZES.parts[0])
      .max(SIZES.parts[1]),
  });
export type LabelingDraft = z.infer<ReturnType<typeof schema>>;

const partsOf = (ctx: OfflineContext) => ({ ...worksheetHead(ctx, WORDS), ...labelingParts(ctx) });

export const labeling = defineStyle({
  schema,
  ask: `a labeling worksheet: one thing with ${SIZES.parts[0]}-${SIZES.parts[1]} parts; each part has its label (1-4 words) and a description a student can use to identify it`,
  ...WORDS,
  draft: { file: partsOf, topic: partsOf },
  // A file that describes too few parts of one thing has nothing to label: the page says so and offers
  // the matching sheet, which pairs what the file does define (a typed topic has no file to ask of).
  advice: (spec, d) =>
    spec.source.type === 'file' && isFrayer(d)
      ? {
          notice: NOTHING_TO_LABEL,
          suggestion: { kind: 'worksheet', worksheet_style: 'matching', label: 'Make a matching sheet instead' },
        }
      : null,
  assemble: (spec, draft, n) => {
    // Steps of a process the file gives come first, in its order, and are drawn as a chain; the other
    // parts hang from the title (labeling.structure.ts).
    const steps = processParts(
      spec.source.reading,
      draft.parts.map((p) => p.label),
    );
    const d = {
      ...draft,
      parts: [...steps.map((i) => draft.parts[i]), ...draft.parts.filter((_, i) => !steps.includes(i))],
    };
    const parts = d.parts.map((_, i) => ({ id: `L${i + 1}`, label: `${i + 1}`, shape: 'process' as const }));
    const edges = parts.map((p, i) => ({
      from: i > 0 && i < steps.length ? parts[i - 1].id : 'center',
      to: p.id,
      label: null,
    }));
    const diagram = diagramBlock(
      'flowchart',
      {
        nodes: [
          { id: 'center', label: d.diagram_title, shape: 'start_end' },
          ...parts.map((p) => ({ id: p.id, label: p.label, shape: p.shape })),
        ],
        edges,
      },
      d.diagram_title,
      steps.length
        ? `Write the correct label for each numbered step of ${d.diagram_title}, in the order the text gives them${steps.length < d.parts.length ? ', and for each other numbered part' : ''}.`
        : `Write the correct label for each numbered part of: ${d.diagram_title}`,
    );
    const blocks = d.parts.map((p, i) =>
      toQuestionBlock(
        {
          question_type: 'fill_blank',
          prompt: `Label ${i + 1}: ${p.description}`,
          options: null,
          answer: p.label,
          explanation: null,
          source_passage: p.source_passage,
        },
        n.take(),
        spec,
      ),
    );
    return [
      {
        heading: d.diagram_title,
        blocks: [diagram],
      },
      {
        heading: 'Word bank',
        blocks: [{ type: 'word_bank', words: d.parts.map((p) => p.label).sort((a, b) => a.localeCompare(b)) }],
      },
      { heading: 'Labels', blocks },
    ];
  },
});
