// A light syntax check of our own: Mermaid's real parser needs a DOM, and the page draws the
// diagram anyway. This catches what models get wrong most often: the wrong header for the type,
// unbalanced brackets or quotes, unclosed blocks and lines that are not statements at all.
import { LIMITS, type DiagramType } from '@lessonloom/contracts';

const HEADERS: Record<DiagramType, RegExp> = {
  flowchart: /^flowchart (TD|TB)$/,
  graph: /^graph (LR|RL|TD|TB|BT)$/,
  cycle: /^flowchart (LR|RL|TD|TB|BT)$/,
  venn: /^venn-beta$/,
  sequence: /^sequenceDiagram$/,
  mindmap: /^mindmap$/,
  timeline: /^timeline$/,
};
const EXPECTED = {
  flowchart: 'flowchart TD',
  graph: 'graph LR',
  cycle: 'flowchart LR',
  venn: 'venn-beta',
  sequence: 'sequenceDiagram',
  mindmap: 'mindmap',
  timeline: 'timeline',
};

const FLOW_STATEMENT =
  /^(subgraph\b.*|end|direction (TB|TD|BT|RL|LR)|(classDef|class|style|linkStyle|click)\s.+|[A-Za-z][\w-]*\s*([[({>].*)?(\s*(-->|---|-\.->|==>|--o|--x|<-->|-- .+? -->)(\|[^|]*\|)?\s*[A-Za-z][\w-]*\s*([[({>].*)?)*)$/;
const SEQ_STATEMENT =
  /^((participant|actor)\s.+|autonumber.*|title\s.+|(Note|note)\s(left of|right of|over)\s.+:.*|(loop|alt|opt|par|critical|break|rect|box)\b.*|else\b.*|and\b.*|end|(activate|deactivate)\s.+|[^:]+?(->>|-->>|->|-->|-x|--x|-\)|--\))[+-]?[^:]+:.*)$/;
/** Mermaid's venn-beta: sets, their overlap, the text written in each region, styles. */
const VENN_STATEMENT =
  /^(title\s.+|(set|union)\s+[A-Za-z_][\w-]*(\s*,\s*[A-Za-z_][\w-]*)*\s*(\["x"\])?(\s*:\s*[\d.]+)?|text\s+[A-Za-z_][\w-]*\s*(\["x"\])?|style\s.+)$/;
const TIMELINE_STATEMENT = /^(title\s.+|section\s.+|[^:]+(\s:\s[^:]+)+|:\s.+)$/;

export function mermaidProblems(type: DiagramType, source: string): string[] {
  if (source.length > LIMITS.diagramTextMax)
    return [`diagram: Mermaid source is ${source.length} characters; the limit is ${LIMITS.diagramTextMax}`];
  const lines = source.split(/\r?\n/).filter((l) => l.trim() !== '' && !l.trim().startsWith('%%'));
  if (!lines.length) return ['diagram: Mermaid source is empty'];
  const problems: string[] = [];
  const header = lines[0].trim();
  if (!HEADERS[type].test(header))
    problems.push(`diagram: a ${type} diagram must start with '${EXPECTED[type]}', not '${header.slice(0, 40)}'`);
  problems.push(...balance(source));
  const body = lines.slice(1);
  if (!body.length) problems.push('diagram: Mermaid source has a header but no content');
  problems.push(...statements(type, body));
  return problems;
}

function balance(source: string): string[] {
  const problems: string[] = [];
  source.split(/\r?\n/).forEach((line, n) => {
    if ((line.match(/"/g) ?? []).length % 2) problems.push(`diagram: line ${n + 1} has an unclosed quote`);
  });
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const stack: string[] = [];
  const unquoted = source.replace(/"[^"\n]*"/g, '""');
  for (const ch of unquoted) {
    if (ch === '(' || ch === '[' || ch === '{') stack.push(ch);
    else if (ch in pairs) {
      if (stack.pop() !== pairs[ch]) return [...problems, `diagram: unbalanced '${ch}'`];
    }
  }
  if (stack.length) problems.push(`diagram: ${stack.length} unclosed bracket(s) '${stack.join('')}'`);
  return problems;
}

function statements(type: DiagramType, body: string[]): string[] {
  const problems: string[] = [];
  const bad = (line: string) =>
    problems.push(`diagram: '${line.trim().slice(0, 60)}' is not a valid ${type} statement`);
  if (type === 'mindmap') {
    const indents = body.map((l) => l.length - l.trimStart().length);
    const rootIndent = indents[0];
    if (indents.slice(1).some((i) => i <= rootIndent))
      problems.push('diagram: a mindmap has exactly one root; indent every other node under it');
    return problems;
  }
  const pattern =
    type === 'sequence'
      ? SEQ_STATEMENT
      : type === 'timeline'
        ? TIMELINE_STATEMENT
        : type === 'venn'
          ? VENN_STATEMENT
          : FLOW_STATEMENT;
  let open = 0;
  for (const raw of body) {
    const line = raw.trim().replace(/"[^"\n]*"/g, '"x"');
    if (!pattern.test(line)) bad(raw);
    if (type === 'sequence' ? /^(loop|alt|opt|par|critical|break|rect|box)\b/.test(line) : /^subgraph\b/.test(line))
      open++;
    if (line === 'end') open--;
    if (open < 0) {
      problems.push("diagram: 'end' without a block to close");
      open = 0;
    }
  }
  if (open > 0) problems.push(`diagram: ${open} block(s) not closed with 'end'`);
  if (type === 'venn' && body.filter((l) => /^\s*set\b/.test(l)).length !== 2)
    problems.push('diagram: a venn diagram has two sets, each with the items only it has, and their union');
  return problems;
}
