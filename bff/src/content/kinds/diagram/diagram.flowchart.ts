// A flowchart: the text's steps in order; without steps, the text's parts in the order it gives them, the
// topic's listed steps, or a frame for investigating the topic.
import { cap, type OfflineContext } from '../../offline/offline.context';
import { contentHeadings, topicHead, type OfflineDiagram } from './diagram.parts';
import { orderQuestions, textSteps } from './diagram.steps';

export function flowchartFromText(ctx: OfflineContext): OfflineDiagram | null {
  const found = textSteps(ctx);
  if (!found) return null;
  const { steps, what, cited, first } = found;
  const nodes = steps.map((s, i) => ({
    id: `s${i + 1}`,
    label: s,
    shape: (i === 0 || i === steps.length - 1 ? 'start_end' : 'process') as 'start_end' | 'process',
  }));
  const edges = nodes.slice(1).map((n, i) => ({ from: nodes[i].id, to: n.id, label: null }));
  return {
    data: { nodes, edges },
    caption: `The ${what} in the order the text gives them.`,
    questions: orderQuestions(steps, 'flowchart', first, cited),
  };
}

export function flowchartFrame(ctx: OfflineContext): OfflineDiagram {
  // No steps in the text: its parts in the order it gives them (a flowchart of the reading), never
  // its first sentences strung together as if they were a process.
  const parts = ctx.text ? contentHeadings(ctx) : [];
  const listed = parts.length < 3 && ctx.topicItems.length >= 3;
  const steps =
    parts.length >= 3
      ? parts
      : listed
        ? ctx.topicItems.map(cap)
        : [
            'Ask a question about the topic',
            'Find information in two sources',
            'Take notes in your own words',
            'Explain what you found',
          ];
  const nodes = [
    { id: 'start', label: `Start: ${cap(ctx.topic)}`, shape: 'start_end' as const },
    ...steps.map((s, i) => ({ id: `s${i + 1}`, label: s, shape: 'process' as const })),
    { id: 'done', label: 'End', shape: 'start_end' as const },
  ];
  const edges = nodes.slice(1).map((n, i) => ({ from: nodes[i].id, to: n.id, label: null }));
  return {
    data: { nodes, edges },
    caption:
      parts.length >= 3
        ? `The parts of ${ctx.topic} in the order the text presents them.`
        : listed
          ? `The steps of ${topicHead(ctx)} in order.`
          : `Steps for investigating ${ctx.topic}.`,
    // Each question on the text's parts cites the heading of the part it asks for.
    questions:
      parts.length >= 3 || listed
        ? orderQuestions(steps, 'flowchart', ctx.passage, parts.length >= 3 ? parts : [])
        : [],
  };
}
