// Fixes applied to a drawn Mermaid SVG, in the page and in the browser that draws the files' pictures
// alike (the rasterizer runs this function's source in its page, so it stays self-contained: no imports,
// no helpers from outside its body).

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface SvgNode {
  getBBox(): Box;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}
interface SvgGroup {
  querySelector(selector: string): (SvgNode & SvgGroup) | null;
}
interface SvgRoot {
  querySelectorAll(selector: string): ArrayLike<SvgGroup>;
}

/**
 * Two places where Mermaid (plain-text labels) draws a label where it cannot be read; both are moved:
 * - Venn: each set's name is written at the centre of the set's own region, where its items are
 *   written too; the name moves to the top of its circle, centred.
 * - Mind map: the centre's label starts at the middle of its shape instead of being centred in it
 *   (cut off at the shape's edge); every node's label is centred in its shape.
 */
export function fixDrawnLabels(svg: SvgRoot | null): void {
  if (!svg) return;
  const sets = svg.querySelectorAll('g.venn-circle');
  for (let i = 0; i < sets.length; i++) {
    const shape = sets[i].querySelector('path') ?? sets[i].querySelector('circle');
    const label = sets[i].querySelector('text');
    if (!shape || !label) continue;
    const circle = shape.getBBox();
    const now = label.getBBox();
    if (!circle.width || !now.height) continue;
    const dx = circle.x + circle.width / 2 - (now.x + now.width / 2);
    const dy = circle.y + now.height * 1.4 - now.y;
    const before = label.getAttribute('transform');
    label.setAttribute('transform', `translate(${dx} ${dy})${before ? ` ${before}` : ''}`);
  }
  const nodes = svg.querySelectorAll('g.mindmap-node');
  for (let i = 0; i < nodes.length; i++) {
    const shape =
      nodes[i].querySelector('rect.label-container') ??
      nodes[i].querySelector('path') ??
      nodes[i].querySelector('circle');
    const label = nodes[i].querySelector('g.label');
    const text = label?.querySelector('text');
    if (!shape || !label || !text) continue;
    const box = shape.getBBox();
    const words = text.getBBox();
    const at = /translate\(\s*(-?[\d.e+-]+)[\s,]+(-?[\d.e+-]+)\s*\)/.exec(label.getAttribute('transform') ?? '');
    const x = box.x + box.width / 2 - (words.x + words.width / 2);
    if (!box.width || (at && Math.abs(Number(at[1]) - x) < 1)) continue;
    label.setAttribute('transform', `translate(${x}, ${at ? at[2] : 0})`);
  }
}
