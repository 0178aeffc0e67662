import type { DiagramBlock, DiagramKeyEntry, DiagramType } from '@lessonloom/contracts';
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

/**
 * The characters a label may have and still be drawn whole in its shape at print size (Mermaid wraps
 * flowchart, mind map, timeline and, with MERMAID_SAFE_CONFIG, sequence text; a Venn region holds a few
 * words). A longer label is never cut: its shape shows a number and the whole text goes in the key
 * printed with the drawing (measured in the page and the printed pictures: docs/rendering.md).
 */
export const LABEL_ROOM = {
  node: 110,
  mindmap: 90,
  event: 160,
  participant: 50,
  message: 90,
  set: 28,
  item: 40,
  /** A word Mermaid cannot break: longer than this it reaches out of a timeline event's box (measured). */
  word: 20,
} as const;

/** Numbers the labels too long for their shape, in drawing order, and keeps their whole text for the key. */
class Keyed {
  readonly key: DiagramKeyEntry[] = [];
  /** The label as drawn: whole when it fits `room`, else its mark (the next number, or the one given). */
  fit(text: string, room: number, mark = String(this.key.length + 1)): string {
    const whole = oneLine(text);
    const longestWord = Math.max(...whole.split(' ').map((w) => w.length));
    if (whole.length <= room && longestWord <= LABEL_ROOM.word) return whole;
    this.key.push({ mark, text: whole });
    return mark;
  }
}

const SHAPES = { process: ['[', ']'], decision: ['{', '}'], start_end: ['([', '])'] } as const;

function flow(header: string, g: FlowGraph, k: Keyed): string {
  const lines = [header];
  for (const n of g.nodes)
    lines.push(`    ${n.id}${SHAPES[n.shape][0]}${quoted(k.fit(n.label, LABEL_ROOM.node))}${SHAPES[n.shape][1]}`);
  for (const e of g.edges)
    lines.push(`    ${e.from} -->${e.label ? `|${quoted(k.fit(e.label, LABEL_ROOM.message))}|` : ''} ${e.to}`);
  return lines.join('\n');
}

function mindmap(m: Mindmap, k: Keyed): string {
  const lines = ['mindmap', `  root((${bare(k.fit(m.root, LABEL_ROOM.mindmap))}))`];
  for (const b of m.branches) {
    lines.push(`    ${bare(k.fit(b.label, LABEL_ROOM.mindmap))}`);
    for (const c of b.children) lines.push(`      ${bare(k.fit(c, LABEL_ROOM.mindmap))}`);
  }
  return lines.join('\n');
}

function sequence(s: SequenceData, k: Keyed): string {
  const ids = new Map(s.participants.map((p, i) => [oneLine(p).toLowerCase(), `P${i + 1}`]));
  const lines = ['sequenceDiagram'];
  s.participants.forEach((p, i) =>
    lines.push(`    participant P${i + 1} as ${bare(k.fit(p, LABEL_ROOM.participant))}`),
  );
  for (const m of s.messages) {
    const from = ids.get(oneLine(m.from).toLowerCase())!;
    const to = ids.get(oneLine(m.to).toLowerCase())!;
    lines.push(`    ${from}${m.reply ? '-->>' : '->>'}${to}: ${bare(k.fit(m.text, LABEL_ROOM.message))}`);
  }
  return lines.join('\n');
}

function timeline(t: TimelineData, title: string, k: Keyed): string {
  // a document title cut for the page ("Diagram: …long topic…") is drawn without its cut word, never cut
  const whole = title.endsWith('…') ? title.slice(0, -1).replace(/\s*\S*$/, '') : title;
  const lines = ['timeline', `    title ${bare(whole.replace(/:\s*/g, ' – '))}`];
  for (const p of t.periods)
    lines.push(`    ${bare(p.period)} : ${p.events.map((e) => bare(k.fit(e, LABEL_ROOM.event))).join(' : ')}`);
  return lines.join('\n');
}

/**
 * Two overlapping circles (Mermaid's venn-beta), each item written in its region: only A, both, only B.
 * The set names are lifted to the top of their circles after drawing (fixDrawnLabels), where the
 * items cannot cover them.
 */
function venn(v: VennData, k: Keyed): string {
  const set = (name: string) => quoted(k.fit(name, LABEL_ROOM.set));
  const items = (id: string, list: string[]) =>
    list.map((it, i) => `        text ${id}${i + 1}[${quoted(k.fit(it, LABEL_ROOM.item))}]`);
  return [
    'venn-beta',
    `    set A[${set(v.set_a)}]`,
    ...items('a', v.a_only),
    `    set B[${set(v.set_b)}]`,
    ...items('b', v.b_only),
    '    union A,B',
    ...items('ab', v.both),
  ].join('\n');
}

/** A cycle is a flowchart whose last stage points back to the first; a stage too long to draw shows its number. */
function cycle(c: CycleData, k: Keyed): string {
  const lines = ['flowchart LR'];
  c.stages.forEach((s, i) => {
    const drawn = k.fit(s, LABEL_ROOM.node, `${i + 1}`);
    lines.push(`    S${i + 1}(${quoted(drawn === `${i + 1}` ? drawn : `${i + 1}. ${drawn}`)})`);
  });
  c.stages.forEach((_, i) => lines.push(`    S${i + 1} --> S${((i + 1) % c.stages.length) + 1}`));
  return lines.join('\n');
}

export interface BuiltDiagram {
  mermaid: string;
  /** The whole text of each label too long to draw in its shape, by the mark its shape shows. */
  key: DiagramKeyEntry[];
}

export function buildDiagram(type: DiagramType, data: DiagramStructure, title: string): BuiltDiagram {
  const k = new Keyed();
  const mermaid = drawn(type, data, title, k);
  return { mermaid, key: k.key };
}

function drawn(type: DiagramType, data: DiagramStructure, title: string, k: Keyed): string {
  switch (type) {
    case 'flowchart':
      return flow('flowchart TD', data as FlowGraph, k);
    case 'graph':
      return flow('graph LR', data as FlowGraph, k);
    case 'mindmap':
      return mindmap(data as Mindmap, k);
    case 'sequence':
      return sequence(data as SequenceData, k);
    case 'timeline':
      return timeline(data as TimelineData, title, k);
    case 'venn':
      return venn(data as VennData, k);
    case 'cycle':
      return cycle(data as CycleData, k);
  }
}

/** The diagram block of a document: the drawing, its caption, and the key when a label was too long to draw. */
export function diagramBlock(type: DiagramType, data: DiagramStructure, title: string, caption: string): DiagramBlock {
  const { mermaid, key } = buildDiagram(type, data, title);
  return { type: 'diagram', diagram_type: type, mermaid, caption, ...(key.length ? { key } : {}) };
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
