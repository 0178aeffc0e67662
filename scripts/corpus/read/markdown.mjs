// Teachers' lesson plans and notes written in Markdown: CS Unplugged lessons (with their own
// {panel}/{glossary-link}/{image} tags), The Carpentries' instructor notes (fenced ::: divs) and the
// Raspberry Pi Foundation's plain-Markdown lesson plans (Starter, Main development, Plenary).
// Headings, paragraphs, lists, bold and italic are kept; code, images and videos are left out.
import { marked } from 'marked';
import { boldTerms, tidyRuns } from './runs.mjs';

/** CS Unplugged tags become plain Markdown: a panel's own "# Title" becomes a heading; videos and images go. */
function unplugged(md, linked) {
  return md
    .replace(/\{panel type="video"\}[\s\S]*?\{panel end\}/g, '')
    .replace(/\{panel type="[^"]*"( [^}]*)?\}\s*\n+#+ ([^\n]+)/g, '### $2')
    .replace(/\{glossary-link term="([^"]+)"\}([\s\S]*?)\{glossary-link end\}/g, (_, term, text) => {
      linked.add(term);
      return text;
    })
    .replace(/\{image [^}]*caption="true"[^}]*\}[\s\S]*?\{image end\}/g, '')
    .replace(/\{[a-z-]+( [^}]*)?\}/g, '');
}

const HEADINGS = { objectives: 'Objectives', questions: 'Questions', keypoints: 'Key points' };

/** Carpentries fenced divs: instructor/callout content is kept, challenge solutions are not. */
function carpentries(md) {
  return md
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/:{3,} ?solution[\s\S]*?\n:{3,}\s*\n/g, '')
    .replace(/^:{3,} ?(objectives|questions|keypoints)\s*$/gm, (_, kind) => `### ${HEADINGS[kind]}`)
    .replace(/^:{3,}.*$/gm, '')
    .replace(/\{[#.][^}]*\}/g, '');
}

/**
 * Raspberry Pi lesson plans label a part with a bold line of its own ("**Answers:**"): a heading to a
 * teacher (and to the styled files), never a bold key term.
 */
const rpi = (md) => md.replace(/^\*\*([^*\n]{2,40}?):?\*\*:?\s*$/gm, '### $1');

function inline(tokens, style = {}, acc = []) {
  for (const t of tokens ?? []) {
    if (t.type === 'strong') inline(t.tokens, { ...style, bold: true }, acc);
    else if (t.type === 'em') inline(t.tokens, { ...style, italic: true }, acc);
    else if (t.type === 'link') inline(t.tokens, style, acc);
    else if (t.type === 'image' || t.type === 'html') continue;
    else if (t.type === 'codespan') acc.push({ text: t.text, ...style });
    else if (t.type === 'br') acc.push({ text: ' ', ...style });
    else if (t.tokens) inline(t.tokens, style, acc);
    else acc.push({ text: decode(t.text ?? ''), ...style });
  }
  return acc;
}
const decode = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * A list item's own text: its paragraphs, a teaching note's heading ("Teaching observations:") and
 * the lettered sub-steps Markdown keeps as text, each apart from the next; nested lists follow the list.
 */
function itemRuns(item) {
  const runs = [];
  for (const c of item.tokens) {
    if (c.type === 'list' || c.type === 'code' || c.type === 'space') continue;
    if (runs.length) runs.push({ text: ' ' });
    runs.push(...inline(c.tokens ?? [c]));
    if (c.type === 'heading') runs.push({ text: ':' });
  }
  return runs;
}

function blocks(tokens, parts) {
  for (const t of tokens) {
    if (t.type === 'heading') {
      const heading = tidyRuns(inline(t.tokens)).text;
      if (t.depth === 1 && !parts.title) parts.title = heading;
      else parts.push({ heading, blocks: [] });
    } else if (t.type === 'paragraph') {
      const para = tidyRuns(inline(t.tokens));
      if (para.text.length > 1) parts.at(-1).blocks.push({ type: 'p', ...para });
    } else if (t.type === 'list') {
      const items = t.items.map((it) => tidyRuns(itemRuns(it))).filter((it) => it.text);
      if (items.length) parts.at(-1).blocks.push({ type: t.ordered ? 'ol' : 'ul', items });
      for (const it of t.items)
        blocks(
          it.tokens.filter((x) => x.type === 'list'),
          parts,
        );
    } else if (t.type === 'blockquote') blocks(t.tokens, parts);
  }
}

export function readMarkdown(md, opts = {}) {
  const linked = new Set();
  const source =
    opts.dialect === 'csunplugged' ? unplugged(md, linked) : opts.dialect === 'rpi' ? rpi(md) : carpentries(md);
  const parts = [{ heading: null, blocks: [] }];
  blocks(marked.lexer(source), parts);
  const kept = parts.filter((p) => p.blocks.length);
  const glossary = (opts.glossary ?? []).filter(
    (g) =>
      linked.has(g.slug) || new RegExp(`\\b${g.term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b`, 'i').test(source),
  );
  return {
    title: opts.title ?? parts.title,
    parts: kept,
    glossary: glossary.map(({ term, definition }) => ({ term, definition })),
    keyTerms: [...new Set([...boldTerms(kept), ...glossary.map((g) => g.term)])],
  };
}

/** CS Unplugged glossary: one file per term, its heading the term and its text the description. */
export function unpluggedGlossaryEntry(slug, md) {
  const tokens = marked.lexer(md);
  const term = tokens.find((t) => t.type === 'heading')?.text ?? slug;
  const definition = tokens
    .filter((t) => t.type === 'paragraph')
    .map((t) => tidyRuns(inline(t.tokens)).text)
    .join(' ');
  return { slug, term, definition };
}

/** Carpentries learners/reference.md: a definition list, "[term]{#id}" then ":   definition" lines. */
export function carpentriesGlossary(md) {
  const out = [];
  const re = /^\[([^\]]+)\]\{#([^}]+)\}\n:\s+([\s\S]*?)(?=\n\s*\n|\n\[|$)/gm;
  for (const m of md.matchAll(re))
    out.push({
      slug: m[2],
      term: m[1],
      definition: m[3]
        .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    });
  return out;
}
