// What plain text loses and a teacher's reading needs (content/source): which paragraphs are
// headings or the title, and which words the author set in bold or italics. Read from the same
// parsed XML the extractors use; Word: paragraph styles and run properties (w:pStyle, w:b, w:i),
// PowerPoint: title placeholders and a:rPr b/i attributes.
import type { SourceMarks } from '../content';
import type { XmlNode } from './extraction.xml';

const MAX_MARKS = 400;

const tagOf = (n: XmlNode) => Object.keys(n).find((k) => k !== ':@');
const kids = (n: XmlNode): XmlNode[] => {
  const t = tagOf(n);
  return t && Array.isArray(n[t]) ? (n[t] as XmlNode[]) : [];
};
const attr = (n: XmlNode, name: string) => (n[':@'] as Record<string, string> | undefined)?.[`@_${name}`];
const child = (n: XmlNode, tag: string) => kids(n).find((c) => tag in c);
const textIn = (n: XmlNode, textTag: string): string => {
  if (tagOf(n) === textTag)
    return kids(n)
      .map((c) => String(c['#text'] ?? ''))
      .join('');
  return kids(n)
    .map((c) => textIn(c, textTag))
    .join('');
};
/** w:b / w:i are on unless their w:val says off. */
const on = (n: XmlNode | undefined) => !!n && !/^(?:0|false|off)$/i.test(attr(n, 'w:val') ?? '');

function* all(nodes: XmlNode[], tag: string): Generator<XmlNode> {
  for (const n of nodes) {
    if (tag in n) yield n;
    else yield* all(kids(n), tag);
  }
}

/** Runs of emphasised text in one paragraph, adjacent emphasised runs joined into one phrase. */
function emphasised(runs: Array<{ text: string; strong: boolean }>): string[] {
  const out: string[] = [];
  let cur = '';
  for (const r of runs) {
    if (r.strong) cur += r.text;
    else if (r.text.trim()) {
      if (cur.trim()) out.push(cur.trim());
      cur = '';
    }
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

export function wordMarks(documentXml: XmlNode[]): SourceMarks {
  const marks: SourceMarks = { headings: [], emphasis: [] };
  for (const p of all(documentXml, 'w:p')) {
    const style = attr(child(child(p, 'w:pPr') ?? {}, 'w:pStyle') ?? {}, 'w:val') ?? '';
    const runs = [...all(kids(p), 'w:r')].map((r) => {
      const rPr = child(r, 'w:rPr');
      return { text: textIn(r, 'w:t'), strong: !!rPr && (on(child(rPr, 'w:b')) || on(child(rPr, 'w:i'))) };
    });
    const text = runs
      .map((r) => r.text)
      .join('')
      .trim();
    if (!text) continue;
    if (/^title$/i.test(style) && !marks.title) marks.title = text;
    else if (/^(?:heading|title|subtitle)/i.test(style)) marks.headings.push(text);
    else if (marks.emphasis.length < MAX_MARKS) marks.emphasis.push(...emphasised(runs).filter((e) => e !== text));
  }
  return marks;
}

/** One slide: its title placeholder (or first short text box) is a heading; bold/italic runs elsewhere. */
export function slideMarks(slideXml: XmlNode[], marks: SourceMarks, first: boolean): void {
  const shapes = [...all(slideXml, 'p:sp')];
  const isTitle = (sp: XmlNode) => /^(?:title|ctrTitle)$/.test(attr([...all([sp], 'p:ph')][0] ?? {}, 'type') ?? '');
  const textOf = (sp: XmlNode) =>
    [...all([sp], 'a:p')]
      .map((p) => textIn(p, 'a:t'))
      .join('\n')
      .trim();
  let title = shapes.find(isTitle);
  // Decks made without layouts (many generators) have no placeholder: a short first text box is the title.
  if (!title && shapes[0] && textOf(shapes[0]).split(/\s+/).length <= 12 && !/[.!]$/.test(textOf(shapes[0])))
    title = shapes[0];
  if (title) {
    const t = textOf(title).replace(/\s+/g, ' ');
    if (first && !marks.title) marks.title = t;
    else if (t) marks.headings.push(t);
  }
  for (const sp of shapes) {
    if (sp === title || marks.emphasis.length >= MAX_MARKS) continue;
    for (const p of all([sp], 'a:p')) {
      const runs = [...all(kids(p), 'a:r')].map((r) => {
        const rPr = child(r, 'a:rPr');
        return { text: textIn(r, 'a:t'), strong: !!rPr && (attr(rPr, 'b') === '1' || attr(rPr, 'i') === '1') };
      });
      const whole = runs
        .map((r) => r.text)
        .join('')
        .trim();
      marks.emphasis.push(...emphasised(runs).filter((e) => e !== whole));
    }
  }
}
