// A concept graph: the key terms, joined where the text names two in one sentence (or each to the first).
import { cap, type OfflineContext } from '../../offline/offline.context';
import { leadingTerms, type OfflineDiagram } from './diagram.parts';

export function graphFrame(ctx: OfflineContext): OfflineDiagram {
  const terms = leadingTerms(ctx);
  const nodes = (terms.length >= 3 ? terms : [cap(ctx.topic), 'Causes', 'Effects', 'Examples', 'Key vocabulary']).map(
    (label, i) => ({ id: `n${i + 1}`, label, shape: 'process' as const }),
  );
  const edges = coOccurrence(ctx, nodes.length);
  return {
    data: {
      nodes,
      edges: edges.length ? edges : nodes.slice(1).map((n) => ({ from: 'n1', to: n.id, label: 'has' })),
    },
    caption: `How the key ideas of ${ctx.topic} are connected.`,
    questions: [],
  };
}

function coOccurrence(ctx: OfflineContext, n: number) {
  const top = ctx.terms.slice(0, n);
  const edges: Array<{ from: string; to: string; label: string | null }> = [];
  for (let i = 0; i < top.length; i++)
    for (let j = i + 1; j < top.length; j++)
      if (top[i].sentences.some((s) => top[j].sentences.includes(s)))
        edges.push({ from: `n${i + 1}`, to: `n${j + 1}`, label: null });
  return edges.slice(0, 20);
}
