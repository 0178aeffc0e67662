import type { DiagramType } from '@lessonloom/contracts';
import { bareLabelText, quotedLabelText } from '@lessonloom/document';
import type {
  CycleData,
  DiagramStructure,
  FlowGraph,
  Mindmap,
  SequenceData,
  TimelineData,
  VennData,
} from './diagram.structure';

/**
 * A quoted Mermaid label: plain text, as the editor writes it (packages/document diagram-labels.ts) — no
 * Mermaid syntax, directive, entity or markup can come out of the words.
 */
export const quoted = (s: string) => `"${quotedLabelText(s)}"`;
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
/** Mindmap and timeline text is unquoted: brackets would start a node shape and colons split events. */
const bare = bareLabelText;

const SHAPES = { process: ['[', ']'], decision: ['{', '}'], start_end: ['([', '])'] } as const;

function flow(header: string, g: FlowGraph): string {
  const lines = [header];
  for (const n of g.nodes) lines.push(`    ${n.id}${SHAPES[n.shape][0]}${quoted(n.label)}${SHAPES[n.shape][1]}`);
  for (const e of g.edges) lines.push(`    ${e.from} -->${e.label ? `|${quoted(e.label)}|` : ''} ${e.to}`);
  return lines.join('\n');
}

function mindmap(m: Mindmap): string {
  const lines = ['mindmap', `  root((${bare(m.root)}))`];
  for (const b of m.branches) {
    lines.push(`    ${bare(b.label)}`);
    for (const c of b.children) lines.push(`      ${bare(c)}`);
  }
  return lines.join('\n');
}

function sequence(s: SequenceData): string {
  const ids = new Map(s.participants.map((p, i) => [oneLine(p).toLowerCase(), `P${i + 1}`]));
  const lines = ['sequenceDiagram'];
  s.participants.forEach((p, i) => lines.push(`    participant P${i + 1} as ${bare(p)}`));
  for (const m of s.messages) {
    const from = ids.get(oneLine(m.from).toLowerCase())!;
    const to = ids.get(oneLine(m.to).toLowerCase())!;
    lines.push(`    ${from}${m.reply ? '-->>' : '->>'}${to}: ${bare(m.text)}`);
  }
  return lines.join('\n');
}

function timeline(t: TimelineData, title: string): string {
  const lines = ['timeline', `    title ${bare(title.replace(/:\s*/g, ' – '))}`];
  for (const p of t.periods) lines.push(`    ${bare(p.period)} : ${p.events.map(bare).join(' : ')}`);
  return lines.join('\n');
}

/**
 * Two overlapping circles (Mermaid's venn-beta), each item written in its region: only A, both, only B.
 * The set names are lifted to the top of their circles after drawing (fixDrawnLabels), where the
 * items cannot cover them.
 */
function venn(v: VennData): string {
  const items = (id: string, list: string[]) => list.map((it, i) => `        text ${id}${i + 1}[${quoted(it)}]`);
  return [
    'venn-beta',
    `    set A[${quoted(v.set_a)}]`,
    ...items('a', v.a_only),
    `    set B[${quoted(v.set_b)}]`,
    ...items('b', v.b_only),
    '    union A,B',
    ...items('ab', v.both),
  ].join('\n');
}

/** A cycle is a flowchart whose last stage points back to the first. */
function cycle(c: CycleData): string {
  const lines = ['flowchart LR'];
  c.stages.forEach((s, i) => lines.push(`    S${i + 1}(${quoted(`${i + 1}. ${s}`)})`));
  c.stages.forEach((_, i) => lines.push(`    S${i + 1} --> S${((i + 1) % c.stages.length) + 1}`));
  return lines.join('\n');
}

export function buildMermaid(type: DiagramType, data: DiagramStructure, title: string): string {
  switch (type) {
    case 'flowchart':
      return flow('flowchart TD', data as FlowGraph);
    case 'graph':
      return flow('graph LR', data as FlowGraph);
    case 'mindmap':
      return mindmap(data as Mindmap);
    case 'sequence':
      return sequence(data as SequenceData);
    case 'timeline':
      return timeline(data as TimelineData, title);
    case 'venn':
      return venn(data as VennData);
    case 'cycle':
      return cycle(data as CycleData);
  }
}

/** Problems in the structure that the schema cannot see (edges to unknown nodes, unknown participants). */
export function diagramStructureProblems(type: DiagramType, data: DiagramStructure): string[] {
  const out: string[] = [];
  if (type === 'flowchart' || type === 'graph') {
    const g = data as FlowGraph;
    const ids = new Set(g.nodes.map((n) => n.id));
    if (ids.size !== g.nodes.length) out.push('diagram.nodes: node ids must be unique');
    for (const e of g.edges)
      for (const end of [e.from, e.to])
        if (!ids.has(end)) out.push(`diagram.edges: edge refers to unknown node id '${end}'`);
  }
  if (type === 'sequence') {
    const s = data as SequenceData;
    const names = new Set(s.participants.map((p) => oneLine(p).toLowerCase()));
    if (names.size !== s.participants.length) out.push('diagram.participants: participants must be unique');
    for (const m of s.messages)
      for (const end of [m.from, m.to])
        if (!names.has(oneLine(end).toLowerCase()))
          out.push(`diagram.messages: '${end}' is not one of the participants`);
  }
  return out;
}
