// What the page says beside an offline diagram drawn without the structure its type needs (no steps for a
// flowchart, no dates for a timeline): what was drawn instead, and the type that fits the file, one click
// away. The notice is never printed.
import type { DiagramType } from '@lessonloom/contracts';
import type { OfflineContext } from '../../offline/offline.context';
import type { Advice } from '../kind';
import { structureDiagram } from './diagram.draft';
import { contentHeadings } from './diagram.parts';
import { fittingDiagram } from './diagram.type';

export const DIAGRAM_NAMES: Record<DiagramType, string> = {
  flowchart: 'flowchart',
  mindmap: 'mind map',
  sequence: 'sequence diagram',
  graph: 'concept graph',
  timeline: 'timeline',
  venn: 'Venn diagram',
  cycle: 'cycle diagram',
};

/** What the drawing is instead, per type, when the text lacks what the type is made of. */
function instead(ctx: OfflineContext, type: DiagramType): string | null {
  switch (type) {
    case 'flowchart':
      return contentHeadings(ctx).length >= 3
        ? 'no steps in order in your text, so this flowchart shows its parts in the order the text gives them'
        : 'no steps in order in your text, so this flowchart is a frame for investigating it';
    case 'cycle':
      return 'no cycle or steps in order in your text, so this is a learning cycle for studying it';
    case 'sequence':
      return 'no steps in order in your text, so this sequence diagram shows where its key terms meet in its sentences';
    case 'timeline':
      return 'no dated events in your text, so this timeline is a frame students fill in from the reading';
    case 'venn':
      return 'no comparison stated in your text, so this Venn diagram compares two of its key terms';
    case 'mindmap':
      return 'fewer than two headed sections in your text, so this mind map branches on its key terms';
    case 'graph':
      return null;
  }
}

export function diagramAdvice(ctx: OfflineContext): Advice | null {
  const type = ctx.spec.diagramType ?? 'flowchart';
  if (!ctx.text || structureDiagram(ctx, type)) return null;
  const what = instead(ctx, type);
  if (!what) return null;
  const fits = fittingDiagram(ctx.text);
  const other = fits !== type && (fits === 'mindmap' || structureDiagram(ctx, fits)) ? fits : null;
  return {
    notice: `Lessonloom found ${what}.${other ? ` A ${DIAGRAM_NAMES[other]} fits your text better.` : ''}`,
    ...(other
      ? {
          suggestion: {
            kind: 'diagram' as const,
            worksheet_style: other,
            label: `Make a ${DIAGRAM_NAMES[other]} instead`,
          },
        }
      : {}),
  };
}
