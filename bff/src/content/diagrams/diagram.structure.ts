// What the model returns for each diagram type: structure, not Mermaid. Code writes the Mermaid
// (diagrams/mermaid.build.ts), so the syntax is right by construction (docs/content-engine.md).
import { z } from 'zod';
import type { DiagramType } from '@lessonloom/contracts';

// A label is drawn whole (wrapped) or, when too long for its shape, as a number with its text in the
// diagram's key (mermaid.build.ts): never cut, so a whole sentence of the text fits.
const label = z.string().min(1).max(300);
const nodeId = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,30}$/, 'node ids are letters, digits and _ only, starting with a letter');

export const flowGraphSchema = z.object({
  nodes: z
    .array(z.object({ id: nodeId, label, shape: z.enum(['process', 'decision', 'start_end']) }))
    .min(2)
    .max(40),
  edges: z
    .array(z.object({ from: nodeId, to: nodeId, label: z.string().max(60).nullable() }))
    .min(1)
    .max(80),
});
export const mindmapSchema = z.object({
  root: label,
  branches: z
    .array(z.object({ label, children: z.array(label).max(8) }))
    .min(2)
    .max(10),
});
export const sequenceSchema = z.object({
  participants: z.array(label).min(2).max(8),
  messages: z
    .array(z.object({ from: label, to: label, text: label, reply: z.boolean() }))
    .min(1)
    .max(40),
});
export const timelineSchema = z.object({
  periods: z
    .array(z.object({ period: z.string().min(1).max(60), events: z.array(label).min(1).max(5) }))
    .min(2)
    .max(20),
});
export const vennSchema = z.object({
  set_a: z.string().min(1).max(60),
  set_b: z.string().min(1).max(60),
  a_only: z.array(label).min(1).max(8),
  both: z.array(label).min(1).max(8),
  b_only: z.array(label).min(1).max(8),
});
// Two stages make a cycle when the text names two (a cycle whose other steps the file does not give).
export const cycleSchema = z.object({ stages: z.array(label).min(2).max(12) });

export const DIAGRAM_STRUCTURE_SCHEMAS = {
  flowchart: flowGraphSchema,
  graph: flowGraphSchema,
  mindmap: mindmapSchema,
  sequence: sequenceSchema,
  timeline: timelineSchema,
  venn: vennSchema,
  cycle: cycleSchema,
} as const satisfies Record<DiagramType, z.ZodType>;

export type FlowGraph = z.infer<typeof flowGraphSchema>;
export type Mindmap = z.infer<typeof mindmapSchema>;
export type SequenceData = z.infer<typeof sequenceSchema>;
export type TimelineData = z.infer<typeof timelineSchema>;
export type VennData = z.infer<typeof vennSchema>;
export type CycleData = z.infer<typeof cycleSchema>;
export type DiagramStructure = FlowGraph | Mindmap | SequenceData | TimelineData | VennData | CycleData;
