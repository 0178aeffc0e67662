// OpenStax CNXML modules: text only (figures, boxes, exercises, equations and end-of-section material
// left out); <term> and bold emphasis become bold runs; the module's glossary is the ground truth.
import { XMLParser } from 'fast-xml-parser';
import { plainText, tidyRuns } from './runs.mjs';

// Numeric character references ("Lenin&#8217;s", World History m00023) are the text's own characters: decoded, not
// printed as codes.
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  htmlEntities: true,
});
const SKIP_TAGS = new Set([
  'figure',
  'note',
  'exercise',
  'table',
  'equation',
  'media',
  'metadata',
  'glossary',
  'link',
  'footnote',
  'm:math',
  'label',
]);
const SKIP_SECTIONS =
  /summary|review|critical|personal|key-?terms|problems|conceptual|exercise|check-understanding|questions|worked-example|snap-lab|watch-physics/;
const SKIP_HEADINGS = /^(learning objectives|section learning objectives|summary|section summary|references)$/i;
const tagOf = (n) => Object.keys(n).find((k) => k !== ':@');
const attrs = (n) => n[':@'] ?? {};
const hasMath = (nodes) => JSON.stringify(nodes).includes('"m:math"');

function runs(nodes, style = {}, acc = []) {
  for (const n of nodes) {
    const tag = tagOf(n);
    if (tag === '#text') acc.push({ text: String(n['#text']), ...style });
    else if (tag === 'newline') acc.push({ text: ' ', ...style });
    else if (tag === 'emphasis')
      runs(n[tag], { ...style, [attrs(n).effect === 'bold' ? 'bold' : 'italic']: true }, acc);
    else if (tag === 'term') runs(n[tag], attrs(n).class === 'no-emphasis' ? style : { ...style, bold: true }, acc);
    else if (!SKIP_TAGS.has(tag) && tag !== 'list' && Array.isArray(n[tag])) runs(n[tag], style, acc);
  }
  return acc;
}

function list(n, part) {
  const ordered = attrs(n)['list-type'] === 'enumerated';
  const items = n.list.filter((c) => tagOf(c) === 'item' && !hasMath(c.item)).map((c) => tidyRuns(runs(c.item)));
  if (items.length) part.blocks.push({ type: ordered ? 'ol' : 'ul', items });
}

function blocks(nodes, part, parts) {
  for (const n of nodes) {
    const tag = tagOf(n);
    if (tag === 'para') {
      if (hasMath(n[tag])) continue;
      const para = tidyRuns(runs(n[tag]));
      if (para.text.length > 20) part.blocks.push({ type: 'p', ...para });
      for (const l of n[tag].filter((c) => tagOf(c) === 'list')) list(l, part);
    } else if (tag === 'list') list(n, part);
    else if (tag === 'section') {
      if (SKIP_SECTIONS.test(attrs(n).class ?? '')) continue;
      const title = n[tag].find((c) => tagOf(c) === 'title');
      const heading = title ? tidyRuns(runs(title.title)).text : null;
      if (heading && SKIP_HEADINGS.test(heading)) continue;
      const sub = { heading, blocks: [] };
      parts.push(sub);
      blocks(n[tag], sub, parts);
    }
  }
}

function termsOf(nodes, acc = new Set()) {
  for (const n of nodes) {
    const tag = tagOf(n);
    if (tag === 'term') acc.add(plainText(runs(n[tag])));
    else if (tag !== 'metadata' && Array.isArray(n[tag])) termsOf(n[tag], acc);
  }
  return acc;
}

export function readCnxml(xml) {
  const doc = parser.parse(xml).find((n) => tagOf(n) === 'document').document;
  const title = tidyRuns(runs(doc.find((n) => tagOf(n) === 'title').title)).text;
  const content = doc.find((n) => tagOf(n) === 'content').content;
  const parts = [{ heading: null, blocks: [] }];
  blocks(content, parts[0], parts);
  const glossary = (doc.find((n) => tagOf(n) === 'glossary')?.glossary ?? [])
    .filter((n) => tagOf(n) === 'definition')
    .map((d) => ({
      term: plainText(runs(d.definition.find((c) => tagOf(c) === 'term').term)),
      definition: plainText(runs(d.definition.find((c) => tagOf(c) === 'meaning').meaning)),
    }));
  const kept = parts.filter((p) => p.blocks.length);
  const keyTerms = [...new Set([...termsOf(content), ...glossary.map((g) => g.term)])].filter(Boolean);
  return { title, parts: kept, glossary, keyTerms };
}
