import { DIAGRAM_TYPES, type DiagramType } from '@lessonloom/contracts';
import type { GenerationInput, KindSettings } from '../../content.job';
import type { SourceReading } from '../../source/source.types';

/**
 * The diagram a file's structure asks for when the teacher left the type open ('mixed'): a cycle the
 * text calls a cycle, a flowchart of ordered steps, a timeline of dated events, a venn of a stated
 * comparison, else a mind map of its headings and key terms. A typed topic gets a flowchart.
 */
export function fittingDiagram(reading: SourceReading | undefined): DiagramType {
  if (!reading) return 'flowchart';
  const steps = reading.processes.find((p) => p.cue !== 'dates');
  if (steps && /\bcycle\b/i.test(`${reading.title} ${steps.name ?? ''}`)) return 'cycle';
  if (steps) return 'flowchart';
  if (reading.processes.some((p) => p.cue === 'dates')) return 'timeline';
  if (reading.comparisons.length) return 'venn';
  return 'mindmap';
}

/** The request's worksheet_style field carries the diagram type (spec §3). */
export function diagramSettings(input: GenerationInput): KindSettings {
  const asked = input.request.worksheet_style?.trim();
  return {
    diagramType: (DIAGRAM_TYPES as readonly string[]).includes(asked ?? '')
      ? (asked as DiagramType)
      : fittingDiagram(input.sourceType === 'file' ? input.reading : undefined),
  };
}

/** What the model is asked to draw, per type. */
export const DIAGRAM_ASKS: Record<DiagramType, string> = {
  flowchart:
    'a flowchart of a process or decision: nodes (start_end for the first and last, decision for yes/no questions, process otherwise) and directed edges; label the edges leaving a decision',
  mindmap: 'a mind map: a root idea and 2-10 branches, each with up to 8 short child ideas',
  sequence:
    'a sequence diagram: 2-8 participants and the messages they exchange in order (reply true for answers going back)',
  graph: 'a concept graph: key concepts as nodes (shape process) and labelled edges that say how they are related',
  timeline: 'a timeline: 2-20 periods in chronological order (a date, year or stage name), each with 1-5 events',
  venn: 'a two-set comparison (Venn): the two things compared, what only the first has, what both share, and what only the second has',
  cycle: 'a cycle: 3-12 stages in order; the last stage leads back to the first',
};
