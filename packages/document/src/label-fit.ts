// Whether each label of a drawn Mermaid SVG stays inside its shape: measured in the page (the Playwright
// journey) and in the browser that draws the files' pictures (the rasterizer runs this function's source
// in its page, so it stays self-contained: no imports, no helpers from outside its body).

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
interface FitNode {
  getBoundingClientRect(): Rect;
  matches(selector: string): boolean;
  textContent: string | null;
  readonly parentElement: FitNode | null;
  querySelector(selector: string): FitNode | null;
  querySelectorAll(selector: string): ArrayLike<FitNode>;
}

export interface LabelFit {
  /** Labels measured against their shapes. */
  checked: number;
  /** The text of each label whose box reaches outside its shape's box. */
  overflowing: string[];
}

/**
 * The shapes that hold a label: flowchart, graph and cycle nodes, mind map nodes, timeline periods and
 * events, and sequence participants. Each one's label (its text, or the HTML box Mermaid may use) must lie
 * inside its shape's box, give or take a pixel. Sequence messages and Venn items sit on lines and in
 * regions, not in shapes of their own, and are not measured here.
 */
export function labelFit(svg: FitNode | null): LabelFit {
  const out: LabelFit = { checked: 0, overflowing: [] };
  if (!svg) return out;
  // Each shape as Mermaid draws it: a flowchart or mind map node's own shape (a group of paths for some),
  // a timeline period's background, a sequence participant's box.
  const SHAPE =
    ':scope > .label-container, :scope > rect, :scope > circle, :scope > ellipse, :scope > polygon, :scope > path, :scope > g > path.node-bkg, :scope > rect.actor';
  const SLACK = 1.5;
  const holders: FitNode[] = [];
  const groups = svg.querySelectorAll('g.node, g.mindmap-node, g.timeline-node');
  for (let i = 0; i < groups.length; i++) holders.push(groups[i]);
  const actors = svg.querySelectorAll('rect.actor');
  for (let i = 0; i < actors.length; i++) if (actors[i].parentElement) holders.push(actors[i].parentElement!);
  for (let i = 0; i < holders.length; i++) {
    const holder = holders[i];
    const shape = holder.querySelector(SHAPE);
    const labels = holder.querySelectorAll('text, foreignObject div, foreignObject span');
    if (!shape || labels.length === 0) continue;
    const words = (holder.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!words) continue;
    const box = shape.getBoundingClientRect();
    if (box.right - box.left < 1 || box.bottom - box.top < 1) continue;
    out.checked++;
    for (let j = 0; j < labels.length; j++) {
      const r = labels[j].getBoundingClientRect();
      if (r.right - r.left < 0.5 || !(labels[j].textContent ?? '').trim()) continue;
      if (
        r.left < box.left - SLACK ||
        r.right > box.right + SLACK ||
        r.top < box.top - SLACK ||
        r.bottom > box.bottom + SLACK
      ) {
        out.overflowing.push(words);
        break;
      }
    }
  }
  return out;
}
