// DrawingML text from ordered XML (fast-xml-parser preserveOrder): runs in document order,
// a line per paragraph (table cells and shapes hold paragraphs too).
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
  walk(nodes, out, keepShape);
  return out.join('');
}

function walk(nodes: XmlNode[], out: string[], keepShape: (shape: XmlNode) => boolean): void {
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
    if (Array.isArray(children)) walk(children as XmlNode[], out, keepShape);
    if (tag === 'a:p') out.push('\n');
  }
}

function textOf(children: XmlNode[]): string {
  return children.map((c) => (typeof c['#text'] === 'string' ? c['#text'] : String(c['#text'] ?? ''))).join('');
}
