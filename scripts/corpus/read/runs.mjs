// The document model every reader produces and every writer consumes:
// { title, parts: [{ heading, blocks }], glossary: [{ term, definition }], keyTerms }
// where a block is { type: 'p', text, runs } or { type: 'ul' | 'ol', items: [{ text, runs }] }
// and a run is { text, bold?, italic? }.

/** Joins neighbouring runs of the same style, squeezes white space and drops what figure links leave behind. */
export function tidyRuns(rs) {
  const joined = [];
  for (const r of rs.map((x) => ({ ...x, text: x.text.replace(/\s+/g, ' ') }))) {
    const last = joined.at(-1);
    if (last && !!last.bold === !!r.bold && !!last.italic === !!r.italic) last.text += r.text;
    else joined.push({ ...r });
  }
  const clean = (t) => t.replace(/\s*\(\s*\)/g, '').replace(/\s+([,.;:])(?![\w])/g, '$1');
  const runs = joined.map((r) => ({ ...r, text: clean(r.text) })).filter((r) => r.text);
  if (runs.length) {
    runs[0].text = runs[0].text.trimStart();
    runs.at(-1).text = runs.at(-1).text.trimEnd();
  }
  return { text: runs.map((r) => r.text).join(''), runs: runs.filter((r) => r.text) };
}

export const plainText = (rs) =>
  rs
    .map((r) => r.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** Keeps whole paragraphs until the budget is spent, so a long chapter becomes a section a teacher would hand out. */
export function capParts(parts, maxChars) {
  let used = 0;
  const out = [];
  for (const part of parts) {
    const blocks = [];
    for (const b of part.blocks) {
      if (used >= maxChars) break;
      blocks.push(b);
      used += b.type === 'p' ? b.text.length : b.items.reduce((a, it) => a + it.text.length, 0);
    }
    if (blocks.length) out.push({ ...part, blocks });
    if (used >= maxChars) break;
  }
  return out;
}

export const boldTerms = (parts) => {
  const terms = new Set();
  for (const p of parts)
    for (const b of p.blocks)
      for (const it of b.type === 'p' ? [b] : b.items)
        for (const r of it.runs)
          if (r.bold && r.text.trim().length > 1) terms.add(r.text.trim().replace(/[.,:;]$/, ''));
  return [...terms];
};
