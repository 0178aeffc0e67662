import { questionCountProblems } from '../checks/count.checks';
import { cutLabelProblems } from '../checks/diagram-label.checks';
import { questions, titleFor, type OfflineContext } from '../offline/offline.context';
import { diagramAdvice } from './diagram/diagram.advice';
import { assembleDiagram } from './diagram/diagram.assemble';
import { offlineDiagram } from './diagram/diagram.draft';
import { diagramSchema, type DiagramDraft } from './diagram/diagram.schema';
import { DIAGRAM_ASKS, diagramSettings } from './diagram/diagram.type';
import { defineKind } from './kind';

/** The diagram the text's structure gives (else a sound organiser for the topic), then questions about it. */
function diagramDraft(ctx: OfflineContext): DiagramDraft {
  const n = ctx.spec.count ?? 10;
  const d = offlineDiagram(ctx, ctx.spec.diagramType ?? 'flowchart');
  const extra = questions(ctx, n + d.questions.length).filter((q) => !d.questions.some((x) => x.prompt === q.prompt));
  return {
    title: titleFor(ctx),
    instructions: null,
    caption: d.caption,
    diagram: d.data,
    questions: [...d.questions, ...extra].slice(0, n),
  };
}

export const diagram = defineKind({
  settings: diagramSettings,
  schema: diagramSchema,
  instructions: (spec) =>
    `Describe ${DIAGRAM_ASKS[spec.diagramType ?? 'flowchart']}. ` +
    'Write every label whole, never shortened with "…" (a long one is printed in a key beside the drawing). ' +
    `Give it a caption of one or two sentences. Then write exactly ${spec.count ?? 0} questions a student ` +
    'answers by reading the diagram.',
  sourceWords: 'step steps process first then next finally cause effect stage cycle part parts',
  // offlineDiagram reads the text's structure when there is a text, else builds the topic's organiser; a
  // text without what the type is made of gets a note and the type that fits it (diagram.advice.ts).
  draft: { file: diagramDraft, topic: diagramDraft, notice: { file: diagramAdvice } },
  progress: ['questions'],
  assemble: assembleDiagram,
  checks: (spec, doc) => [...questionCountProblems(spec, doc), ...cutLabelProblems(doc)],
});
