// DrawingML text from ordered XML (fast-xml-parser preserveOrder): runs in document order,
// a line per paragraph (table cells and shapes hold paragraphs too). A paragraph's bullet is not in
// its text but in its properties (a:buAutoNum, a:buChar); it is written out ("1. ", "- ") so the
// steps of a numbered slide keep their numbers for the reader.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
});

/** Throws on malformed XML: the parser alone is lenient and would quietly drop text. */
export function parseXml(xml: string): XmlNode[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`malformed XML: ${valid.err.msg}`);
  return parser.parse(xml) as XmlNode[];
}

/** Text of every shape in the tree; `keepShape` can skip shapes (p:sp) by their properties. */
export function xmlText(nodes: XmlNode[], keepShape: (shape: XmlNode) => boolean = () => true): string {
  const out: string[] = [];
  walk(nodes, out, keepShape, new Map());
  return out.join('');
}

/** Counts of auto-numbered paragraphs in one text body, by indent level. */
type Counts = Map<number, number>;

function walk(nodes: XmlNode[], out: string[], keepShape: (shape: XmlNode) => boolean, counts: Counts): void {
  for (const node of nodes) {
    const tag = Object.keys(node).find((k) => k !== ':@');
    if (!tag) continue;
    const children = node[tag];
    if (tag === '#text') continue; // text outside a:t (indentation) is not content
    if (tag === 'a:t') {
      out.push(textOf(children as XmlNode[]));
      continue;
    }
    if (tag === 'a:br') out.push('\n');
    if (tag === 'p:sp' && !keepShape(node)) continue;
    if (tag === 'a:p') out.push(bullet(children as XmlNode[], counts));
    // Each text body (shape, table cell) numbers its own paragraphs.
    const inner = tag === 'p:txBody' || tag === 'a:txBody' ? new Map() : counts;
    if (Array.isArray(children)) walk(children as XmlNode[], out, keepShape, inner);
    if (tag === 'a:p') out.push('\n');
  }
}

const childOf = (nodes: XmlNode[] | undefined, tag: string) =>
  Array.isArray(nodes) ? nodes.find((n) => tag in n) : undefined;
const attrOf = (node: XmlNode | undefined, name: string) =>
  (node?.[':@'] as Record<string, string> | undefined)?.[`@_${name}`];

/**
 * "3. " for the third auto-numbered paragraph of a run at its level (PowerPoint restarts the count
 * after a paragraph of the same or a shallower level without a number, and honours startAt), "- " for
 * a bullet character, "" otherwise. Bullets inherited from a slide layout are not in the slide: such
 * paragraphs read as plain ones.
 */
function bullet(paragraph: XmlNode[], counts: Counts): string {
  const pPr = childOf(paragraph, 'a:pPr');
  const props = pPr?.['a:pPr'] as XmlNode[] | undefined;
  const level = Number(attrOf(pPr, 'lvl') ?? 0) || 0;
  for (const l of counts.keys()) if (l > level) counts.delete(l);
  const auto = childOf(props, 'a:buAutoNum');
  if (!auto) {
    counts.delete(level);
    return childOf(props, 'a:buChar') ? '- ' : '';
  }
  const n = counts.has(level) ? counts.get(level)! + 1 : Number(attrOf(auto, 'startAt') ?? 1) || 1;
  counts.set(level, n);
  const type = attrOf(auto, 'type') ?? 'arabicPeriod';
  const label = /^alphaLc/.test(type)
    ? letter(n)
    : /^alphaUc/.test(type)
      ? letter(n).toLocaleUpperCase('en-US')
      : /^romanLc/.test(type)
        ? roman(n)
        : /^romanUc/.test(type)
          ? roman(n).toLocaleUpperCase('en-US')
          : String(n);
  return /ParenR$/.test(type) ? `${label}) ` : /ParenBoth$/.test(type) ? `(${label}) ` : `${label}. `;
}

function textOf(children: XmlNode[]): string {
  return children.map((c) => (typeof c['#text'] === 'string' ? c['#text'] : String(c['#text'] ?? ''))).join('');
}

export const letter = (n: number): string =>
  (n > 26 ? letter(Math.floor((n - 1) / 26)) : '') + String.fromCharCode(97 + ((n - 1) % 26));

export function roman(n: number): string {
  const table: Array<[number, string]> = [
    [10, 'x'],
    [9, 'ix'],
    [5, 'v'],
    [4, 'iv'],
    [1, 'i'],
  ];
  let out = '';
  for (const [v, s] of table)
    while (n >= v) {
      out += s;
      n -= v;
    }
  return out;
}
