// Offline diagrams, one drafter per type (diagram.<type>.ts): drawn from the structure the reading found
// when the text has it, else a sound organiser for the topic.
import type { DiagramType } from '@lessonloom/contracts';
import type { OfflineContext } from '../../offline/offline.context';
import { cycleFrame, cycleFromText } from './diagram.cycle';
import { flowchartFrame, flowchartFromText } from './diagram.flowchart';
import { graphFrame } from './diagram.graph';
import { mindmapFrame, mindmapFromText } from './diagram.mindmap';
import type { OfflineDiagram } from './diagram.parts';
import { sequenceFrame, sequenceFromText } from './diagram.sequence';
import { timelineFrame, timelineFromText } from './diagram.timeline';
import { vennFrame, vennFromText } from './diagram.venn';

export type { OfflineDiagram } from './diagram.parts';

interface Drafter {
  /** From the structure the reading found; null when the text has none this type is made of. */
  fromText(ctx: OfflineContext): OfflineDiagram | null;
  /** From the topic (and the text's terms) when it has none. */
  frame(ctx: OfflineContext): OfflineDiagram;
}

const DRAFTERS: Record<DiagramType, Drafter> = {
  flowchart: { fromText: flowchartFromText, frame: flowchartFrame },
  cycle: { fromText: cycleFromText, frame: cycleFrame },
  sequence: { fromText: sequenceFromText, frame: sequenceFrame },
  timeline: { fromText: timelineFromText, frame: timelineFrame },
  venn: { fromText: vennFromText, frame: vennFrame },
  mindmap: { fromText: mindmapFromText, frame: mindmapFrame },
  // A concept graph is the text's key terms, drawn the same way with or without structure.
  graph: { fromText: () => null, frame: graphFrame },
};

/**
 * A label is drawn whole or not at all: a topic cut short for titles (a pasted passage's first sentence, one
 * 300-letter word) gives way to the text's first term, else to its whole leading words.
 */
function wholeTopic(ctx: OfflineContext): string {
  if (!ctx.topic.endsWith('…')) return ctx.topic;
  if (ctx.terms[0]) return ctx.terms[0].term;
  const words = ctx.topic.slice(0, -1).trim().split(/\s+/);
  words.pop(); // the word the cut went through
  return words.length ? words.join(' ') : 'this topic';
}

/** Diagrams from the text when it has enough to say, else sound organisers for the topic. */
export function offlineDiagram(input: OfflineContext, type: DiagramType): OfflineDiagram {
  const ctx: OfflineContext = { ...input, topic: wholeTopic(input) };
  return (ctx.text ? structureDiagram(ctx, type) : null) ?? DRAFTERS[type].frame(ctx);
}

/**
 * Diagrams drawn from what the reading found (source/source.structure.ts): ordered steps in the text's
 * order for flowchart/cycle/sequence, dated events for a timeline, a stated comparison for a venn,
 * headings and their key terms for a mind map. Null when the text has no such structure.
 */
export function structureDiagram(ctx: OfflineContext, type: DiagramType): OfflineDiagram | null {
  return DRAFTERS[type]?.fromText(ctx) ?? null;
}
