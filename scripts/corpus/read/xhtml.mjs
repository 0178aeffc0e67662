// Standard Ebooks XHTML (public-domain books): headings, paragraphs and a fable's moral; verse, tables,
// figures and note references are left out. These books have no glossary, so they carry no key terms:
// they test what the reader does with a text that defines nothing.
import { XMLParser } from 'fast-xml-parser';
import { tidyRuns } from './runs.mjs';

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
});
const tagOf = (n) => Object.keys(n).find((k) => k !== ':@');
const attrs = (n) => n[':@'] ?? {};
const SKIP = new Set(['blockquote', 'table', 'figure', 'img', 'hr', 'aside', 'nav']);
const HEADING = /^h[1-6]$/;

function runs(nodes, style = {}, acc = []) {
  for (const n of nodes) {
    const tag = tagOf(n);
    if (tag === '#text') acc.push({ text: String(n['#text']), ...style });
    else if (tag === 'br') acc.push({ text: ' ', ...style });
    else if (tag === 'a' && /noteref/.test(attrs(n)['epub:type'] ?? '')) continue;
    else if (tag === 'i' || tag === 'em') runs(n[tag], { ...style, italic: true }, acc);
    else if (tag === 'b' || tag === 'strong') runs(n[tag], { ...style, bold: true }, acc);
    else if (!SKIP.has(tag) && Array.isArray(n[tag])) runs(n[tag], style, acc);
  }
  return acc;
}

function walk(nodes, parts, opts) {
  for (const n of nodes) {
    const tag = tagOf(n);
    // A diary's entries are blockquotes in Standard Ebooks' markup; verse and quoted letters stay out.
    const diary = tag === 'blockquote' && /diary-entry/.test(attrs(n)['epub:type'] ?? '');
    if (!tag || tag === '#text' || (SKIP.has(tag) && !diary)) continue;
    if (HEADING.test(tag)) {
      const heading = tidyRuns(runs(n[tag])).text;
      parts.push({ heading: opts.headings === false ? null : heading, blocks: [] });
    } else if (tag === 'p') {
      if (/title|subtitle/.test(attrs(n)['epub:type'] ?? '')) continue;
      const para = tidyRuns(runs(n[tag]));
      if (para.text.length > 1) parts.at(-1).blocks.push({ type: 'p', ...para });
    } else if (tag === 'footer') {
      // A fable's moral: the book prints it apart, in italics.
      for (const p of n[tag].filter((c) => tagOf(c) === 'p'))
        parts.at(-1).blocks.push({ type: 'p', ...tidyRuns(runs(p.p, { italic: true })) });
    } else if (Array.isArray(n[tag])) walk(n[tag], parts, opts);
  }
}

/** `articles` picks the book's stories by position ([from, to), for a book of fables); `start_at` starts a long chapter at a paragraph. */
export function readXhtml(xml, opts = {}) {
  const html = parser.parse(xml).find((n) => tagOf(n) === 'html').html;
  let body = html.find((n) => tagOf(n) === 'body').body;
  if (opts.articles) {
    const [from, to] = opts.articles;
    const stories = body.flatMap((n) => (tagOf(n) === 'article' ? [n] : []));
    body = stories.slice(from, to);
  }
  const parts = [{ heading: null, blocks: [] }];
  walk(body, parts, opts);
  let kept = parts.filter((p) => p.blocks.length);
  if (opts.start_at) {
    const i = kept[0].blocks.findIndex((b) => b.type === 'p' && b.text.includes(opts.start_at));
    if (i < 0) throw new Error(`start_at not found: ${opts.start_at}`);
    kept = [{ ...kept[0], blocks: kept[0].blocks.slice(i) }, ...kept.slice(1)];
  }
  return { title: opts.title, parts: kept, glossary: [], keyTerms: [] };
}
