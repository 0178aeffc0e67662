import { questionCountProblems } from '../checks/count.checks';
import { cutLabelProblems } from '../checks/diagram-label.checks';
import { asFactItem, sameFact } from '../checks/same-fact.check';
import { questions, titleFor, type OfflineContext } from '../offline/offline.context';
import { diagramAdvice } from './diagram/diagram.advice';
import { assembleDiagram } from './diagram/diagram.assemble';
import { offlineDiagram } from './diagram/diagram.draft';
import { diagramSchema, type DiagramDraft } from './diagram/diagram.schema';
import { DIAGRAM_ASKS, diagramSettings } from './diagram/diagram.type';
import { defineKind } from './kind';
import { fewerNotice } from './questions/questions.draft';

/**
 * The diagram the text's structure gives (else a sound organiser for the topic), then questions about
 * it, then the text's own questions; none built on a sentence or fact another already uses.
 */
function diagramDraft(ctx: OfflineContext): DiagramDraft {
  const n = ctx.spec.count ?? 10;
  const d = offlineDiagram(ctx, ctx.spec.diagramType ?? 'flowchart');
  const own = d.questions.slice(0, n);
  const extra = questions(ctx, n + own.length, { openUpTo: Math.min(n, 3) });
  const all = [...own];
  for (const q of extra) {
    if (all.length >= n) break;
    if (!all.some((x) => x.prompt === q.prompt || (ctx.text && sameFact(asFactItem(x), asFactItem(q))))) all.push(q);
  }
  return { title: titleFor(ctx), instructions: null, caption: d.caption, diagram: d.data, questions: all };
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
  // text without what the type is made of gets a note and the type that fits it (diagram.advice.ts), and
  // one with fewer different things to ask than the count says so.
  draft: {
    file: diagramDraft,
    topic: diagramDraft,
    notice: {
      file: (ctx, d) => {
        const advice = diagramAdvice(ctx);
        const fewer = fewerNotice({ noun: 'diagram' }, ctx.spec.count ?? 10, d.questions.length);
        return advice && fewer ? { ...advice, notice: `${advice.notice} ${fewer}` } : (advice ?? fewer);
      },
    },
  },
  progress: ['questions'],
  assemble: assembleDiagram,
  checks: (spec, doc) => [...questionCountProblems(spec, doc), ...cutLabelProblems(doc)],
});
