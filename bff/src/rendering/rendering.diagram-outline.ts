// When no browser can draw a diagram, the files still carry its content: the nodes and connections read
// out of the Mermaid source as plain lines, under a label that says why there is no drawing.
export const OUTLINE_HEADING = 'Diagram (text outline — the drawing could not be rendered on this server)';

const SHAPE =
  /^([A-Za-z0-9_\-.]+)\s*(\(\(\(|\(\(|\(\[|\[\[|\[\(|\{\{|\[\/|\[\\|\[|\(|\{|>)(.*?)(\)\)\)|\)\)|\]\)|\]\]|\)\]|\}\}|\/\]|\\\]|\]|\)|\})?\s*$/;
const EDGE = /\s*(<?-{2,}>?|<?={2,}>?|<?-\.+->?|--[ox]|-\.-|~~~)\s*(?:\|([^|]*)\|)?\s*/;

function clean(label: string): string {
  return label
    .replace(/^["'`]+|["'`]+$/g, '')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function flowchart(lines: string[]): string[] {
  const labels = new Map<string, string>();
  const order: string[] = [];
  const edges: Array<[string, string, string]> = [];
  const node = (raw: string): string => {
    const m = SHAPE.exec(raw.trim());
    const id = m ? m[1] : raw.trim();
    const label = m && m[3] ? clean(m[3].replace(/^\|[^|]*\|/, '')) : undefined;
    if (!labels.has(id)) order.push(id);
    if (label || !labels.has(id)) labels.set(id, label || labels.get(id) || id);
    return id;
  };
  for (const line of lines) {
    if (/^(subgraph|end$|style|classDef|class |click|linkStyle|direction)/.test(line)) continue;
    const parts = line.split(EDGE);
    // split() with capture groups yields [node, arrow, label, node, arrow, label, node ...]
    const ids: string[] = [];
    const texts: string[] = [];
    for (let i = 0; i < parts.length; i += 3) {
      for (const n of parts[i].split('&')) if (n.trim()) ids.push(node(n));
      if (i + 2 < parts.length) texts.push(clean(parts[i + 2] ?? ''));
    }
    for (let i = 0; i + 1 < ids.length; i++) edges.push([ids[i], ids[i + 1], texts[i] ?? '']);
  }
  const out = order.map((id) => `• ${labels.get(id)}`);
  for (const [a, b, t] of edges) out.push(`${labels.get(a)} → ${labels.get(b)}${t ? ` (${t})` : ''}`);
  return out;
}

function mindmap(raw: string[]): string[] {
  const indents = raw.map((l) => l.length - l.trimStart().length);
  const base = Math.min(...indents);
  const levels: number[] = [];
  return raw.map((l, i) => {
    const indent = indents[i] - base;
    while (levels.length && levels[levels.length - 1] >= indent) levels.pop();
    levels.push(indent);
    const m = SHAPE.exec(l.trim());
    const text = clean(m && m[3] ? m[3] : l.trim());
    return `${'  '.repeat(levels.length - 1)}• ${text}`;
  });
}

function sequence(lines: string[]): string[] {
  const out: string[] = [];
  const names = new Map<string, string>();
  const name = (id: string) => names.get(clean(id)) ?? clean(id);
  for (const l of lines) {
    const p = /^(participant|actor)\s+(\S+)(?:\s+as\s+(.+))?$/.exec(l);
    if (p) {
      names.set(p[2], clean(p[3] ?? p[2]));
      out.push(`• ${names.get(p[2])}`);
      continue;
    }
    const m = /^(.+?)\s*(-{1,2}>>|-{1,2}>|-{1,2}x|-{1,2}\))\s*[+-]?(.+?)\s*:\s*(.*)$/.exec(l);
    if (m) out.push(`${name(m[1])} → ${name(m[3])}: ${clean(m[4])}`);
    else if (/^note\s/i.test(l)) out.push(`Note: ${clean(l.replace(/^note\s+[^:]*:/i, ''))}`);
  }
  return out;
}

function venn(lines: string[]): string[] {
  const names = new Map<string, string>();
  const out: string[] = [];
  for (const l of lines) {
    const m = /^(set|union|text)\s+([^[:\s]+(?:\s*,\s*[^[:\s]+)*)\s*(?:\["([^"]*)"\])?/.exec(l);
    if (!m) continue;
    const ids = m[2].split(',').map((s) => clean(s));
    if (m[1] === 'set') {
      names.set(ids[0], clean(m[3] ?? ids[0]));
      out.push(`• Set: ${names.get(ids[0])}`);
    } else if (m[1] === 'union') {
      const label = m[3] ? `: ${clean(m[3])}` : '';
      out.push(`• Overlap of ${ids.map((i) => names.get(i) ?? i).join(' and ')}${label}`);
    } else out.push(`  – ${clean(m[3] ?? ids.join(', '))}`);
  }
  return out;
}

function generic(lines: string[]): string[] {
  return lines.map((l) => `• ${clean(l.replace(/[[\](){}]/g, ' ').replace(/:/g, ': '))}`);
}

/** The diagram's content as readable lines (no Mermaid syntax). */
export function diagramOutline(source: string): string[] {
  const raw = source.split(/\r?\n/).filter((l) => l.trim() && !l.trim().startsWith('%%'));
  if (!raw.length) return [];
  const head = raw[0].trim().toLowerCase();
  const rest = raw.slice(1);
  const trimmed = rest.map((l) => l.trim());
  const title = trimmed.find((l) => /^title\s/i.test(l));
  const body = trimmed.filter((l) => !/^title\s/i.test(l));
  const prefix = title ? [clean(title.replace(/^title\s+/i, ''))] : [];
  if (/^(flowchart|graph)\b/.test(head)) return flowchart(body);
  if (head.startsWith('mindmap')) return mindmap(rest.filter((l) => !/^\s*title\s/i.test(l)));
  if (head.startsWith('sequencediagram')) return [...prefix, ...sequence(body)];
  if (head.startsWith('venn')) return [...prefix, ...venn(body)];
  return [...prefix, ...generic(body)];
}
