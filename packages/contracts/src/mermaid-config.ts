import { LIMITS } from './constants';

/**
 * How both Mermaid renderers (the page and the DOCX/PDF rasterizer) are set up: 'strict' (no click
 * handlers, no scripts) and plain SVG text for every label — with HTML labels, Mermaid's sanitiser keeps
 * tags like <img> and <b> that a topic or a file can carry into a label.
 */
export const MERMAID_SAFE_CONFIG = {
  startOnLoad: false,
  securityLevel: 'strict',
  htmlLabels: false,
  flowchart: { htmlLabels: false },
  maxTextSize: LIMITS.diagramTextMax,
} as const;
