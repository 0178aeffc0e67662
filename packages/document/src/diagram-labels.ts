// The words of a drawn diagram, as a list a teacher can edit beside the drawing: node and edge labels,
// mind-map branches, sequence participants and messages, timeline periods and events. Each label is found
// where the diagram's Mermaid source holds it and written back as plain text in the same place, so what is
// typed can never become Mermaid syntax, a directive or markup.
import type { DiagramType } from '@lessonloom/contracts';

export interface DiagramLabel {
  /** Line of the source (0-based) and where the label's text starts and ends in it. */
  line: number;
  start: number;
  end: number;
  text: string;
  /** Quoted labels may hold any text; bare ones (mind maps, timelines, sequences) lose Mermaid's punctuation. */
  quoted: boolean;
  /** A node or edge label written without quotes (`A[Sunlight]`): quotes are added when it is edited. */
  wrap?: boolean;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Breaks "%%" (a Mermaid comment or directive) with a zero-width space wherever it appears in typed text. */
const noDirective = (s: string) => s.replace(/%(?=%)/g, '%\u200B');

/**
 * Markup never forms from a label's words: a zero-width space after every "<" that could open a tag, comment
 * or declaration ("<img", "</b", "<!--", "<?"), and after every "&" that could start an HTML entity
 * ("&lt;", "&#60;"). An HTML parser reads "<\u200Bimg" as text, so no parser Mermaid or a sanitiser runs on
 * a label (DOMPurify included) ever builds an element from it, not even an inert one; the reader sees the
 * same characters. The page's Content-Security-Policy stays the second wall, not the first.
 */
export const noMarkup = (s: string): string =>
  s.replace(/<(?=[A-Za-z/!?])/g, '<\u200B').replace(/&(?=#?\w+;)/g, '&\u200B');

/**
 * Text inside a quoted Mermaid label. Labels are plain SVG text (MERMAID_SAFE_CONFIG), where Mermaid's entity
 * codes would print as "&quot;", so none is used: straight double quotes become typographic ones, an entity-like
 * "#name;" is broken with a zero-width space, a backtick (which would start a Markdown label) becomes an
 * apostrophe, "%%" never reaches Mermaid as a directive, and no markup forms from the words (noMarkup).
 */
export const quotedLabelText = (s: string): string =>
  noMarkup(
    noDirective(
      oneLine(s)
        .replace(/"([^"]*)"/g, '\u201C$1\u201D')
        .replace(/"/g, '\u201D')
        .replace(/#(?=\w+;)/g, '#\u200B')
        .replace(/`/g, '\u2019'),
    ),
  );

/** Mind-map, timeline and sequence text is unquoted: brackets would start a node shape and colons split events. */
export const bareLabelText = (s: string): string =>
  noDirective(
    oneLine(s)
      .replace(/[()[\]{}<>:;#"`]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ) || 'item';

const QUOTED = /"([^"\n]*)"/g;
/** An unquoted node label (`A[text]`, `B(text)`, `C{text}`, `D([text])`, `E((text))`) or edge label (`|text|`). */
const UNQUOTED =
  /[A-Za-z][\w-]*\s*(?:\(\[|\[\[|\(\(|\[|\(|\{)([^"[\](){}|\n]+?)(?:\]\)|\]\]|\)\)|\]|\)|\})|\|([^"|\n]+)\|/g;

function quotedLabels(lines: string[]): DiagramLabel[] {
  const out: DiagramLabel[] = [];
  lines.forEach((text, line) => {
    const found: DiagramLabel[] = [];
    for (const m of text.matchAll(QUOTED))
      found.push({ line, start: m.index + 1, end: m.index + 1 + m[1].length, text: m[1], quoted: true });
    for (const m of text.replace(QUOTED, (q) => '"'.repeat(q.length)).matchAll(UNQUOTED)) {
      const label = m[1] ?? m[2];
      const start = m.index + m[0].indexOf(label, m[1] === undefined ? 1 : m[0].length - label.length - 2);
      found.push({ line, start, end: start + label.length, text: label.trim(), quoted: true, wrap: true });
    }
    const title = /^(\s*title\s+)(.+)$/.exec(text);
    if (title && line > 0)
      found.push({ line, start: title[1].length, end: text.length, text: title[2].trim(), quoted: false });
    out.push(...found.sort((a, b) => a.start - b.start));
  });
  return out;
}

/** Labels of one line of an unquoted diagram: the parts after a known prefix, split where Mermaid splits them. */
function bareLabels(type: DiagramType, text: string, line: number): DiagramLabel[] {
  const at = (start: number, end: number): DiagramLabel => ({
    line,
    start,
    end,
    text: text.slice(start, end),
    quoted: false,
  });
  const trimmed = (from: number, to: number) => {
    let s = from;
    let e = to;
    while (s < e && /\s/.test(text[s])) s++;
    while (e > s && /\s/.test(text[e - 1])) e--;
    return s < e ? [at(s, e)] : [];
  };
  if (type === 'mindmap') {
    const root = /^(\s*root\(\()(.*)(\)\)\s*)$/.exec(text);
    if (root) return trimmed(root[1].length, root[1].length + root[2].length);
    return text.trim() === 'mindmap' ? [] : trimmed(0, text.length);
  }
  if (type === 'sequence') {
    const participant = /^(\s*participant\s+\S+\s+as\s+)(.*)$/.exec(text);
    if (participant) return trimmed(participant[1].length, text.length);
    const message = /^(\s*\S+?(?:->>|-->>)\S+?:\s*)(.*)$/.exec(text);
    return message ? trimmed(message[1].length, text.length) : [];
  }
  // timeline: "title …", or "period : event : event"
  const title = /^(\s*title\s+)(.*)$/.exec(text);
  if (title) return trimmed(title[1].length, text.length);
  if (text.trim() === 'timeline' || !text.includes(':')) return [];
  const out: DiagramLabel[] = [];
  let from = 0;
  for (const m of text.matchAll(/\s:\s|$/g)) {
    out.push(...trimmed(from, m.index));
    from = m.index + m[0].length;
    if (!m[0]) break;
  }
  return out;
}

export function diagramLabels(type: DiagramType, source: string): DiagramLabel[] {
  const lines = source.split('\n');
  if (type === 'mindmap' || type === 'sequence' || type === 'timeline')
    return lines.flatMap((text, line) => (line === 0 ? [] : bareLabels(type, text, line)));
  return quotedLabels(lines);
}

/** The source with label `index` (of diagramLabels) replaced by `text`, made safe for where it stands. */
export function withDiagramLabel(type: DiagramType, source: string, index: number, text: string): string {
  const label = diagramLabels(type, source)[index];
  if (!label) return source;
  const lines = source.split('\n');
  const safe = label.wrap ? `"${quotedLabelText(text)}"` : label.quoted ? quotedLabelText(text) : bareLabelText(text);
  const old = lines[label.line];
  lines[label.line] = old.slice(0, label.start) + safe + old.slice(label.end);
  return lines.join('\n');
}
