// Builds the reading-quality corpus (bff/src/content/__fixtures__/corpus) from OpenStax CNXML modules.
// Needs the books' repositories checked out (paths in corpus.sources.json); the output is committed,
// so this runs only when the corpus changes. txt and pptx are written here; docx and pdf come from
// LibreOffice converting the HTML version (so headings and bold terms survive as Word styles/runs).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import PptxGenJS from 'pptxgenjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const out = join(root, 'bff/src/content/__fixtures__/corpus');
const sources = JSON.parse(readFileSync(join(here, 'corpus.sources.json'), 'utf8'));
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
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
  /summary|review|critical|personal|key-?terms|problems|conceptual|exercise|check-understanding|questions/;
const SKIP_HEADINGS = /^(learning objectives|summary|section summary|references)$/i;
const tagOf = (n) => Object.keys(n).find((k) => k !== ':@');
const attrs = (n) => n[':@'] ?? {};

function runs(nodes, style = {}, acc = []) {
  for (const n of nodes) {
    const tag = tagOf(n);
    if (tag === '#text') acc.push({ text: String(n['#text']), ...style });
    else if (tag === 'newline') acc.push({ text: ' ', ...style });
    else if (tag === 'emphasis')
      runs(n[tag], { ...style, [attrs(n).effect === 'bold' ? 'bold' : 'italic']: true }, acc);
    else if (tag === 'term') runs(n[tag], attrs(n).class === 'no-emphasis' ? style : { ...style, bold: true }, acc);
    else if (tag === 'sup' || tag === 'sub') runs(n[tag], style, acc);
    else if (tag === 'foreign' || tag === 'span' || tag === 'cite' || tag === 'quote') runs(n[tag], style, acc);
    else if (!SKIP_TAGS.has(tag) && tag !== 'list' && Array.isArray(n[tag])) runs(n[tag], style, acc);
  }
  return acc;
}
const plain = (rs) => rs.map((r) => r.text).join('');
const tidyRuns = (rs) => {
  const joined = [];
  for (const r of rs.map((x) => ({ ...x, text: x.text.replace(/\s+/g, ' ') }))) {
    const last = joined.at(-1);
    if (last && !!last.bold === !!r.bold && !!last.italic === !!r.italic) last.text += r.text;
    else joined.push(r);
  }
  const clean = (t) => t.replace(/\s*\(\s*\)/g, '').replace(/\s+([,.;:])/g, '$1');
  const text = clean(plain(joined)).trim();
  // Figure links leave "( )" behind in the runs too.
  return { text, runs: joined.map((r) => ({ ...r, text: clean(r.text) })) };
};
const hasMath = (nodes) => JSON.stringify(nodes).includes('"m:math"');

function blocks(nodes, section) {
  for (const n of nodes) {
    const tag = tagOf(n);
    if (tag === 'para') {
      if (hasMath(n[tag])) continue;
      const para = tidyRuns(runs(n[tag]));
      if (para.text.length > 20) section.blocks.push({ type: 'p', ...para });
      for (const l of n[tag].filter((c) => tagOf(c) === 'list')) list(l, section);
    } else if (tag === 'list') list(n, section);
    else if (tag === 'section') {
      if (SKIP_SECTIONS.test(attrs(n).class ?? '')) continue;
      const title = n[tag].find((c) => tagOf(c) === 'title');
      const heading = title ? tidyRuns(runs(title.title)).text : null;
      if (heading && SKIP_HEADINGS.test(heading)) continue;
      const sub = { heading, blocks: [] };
      docSections.push(sub);
      blocks(n[tag], sub);
    }
  }
}
function list(n, section) {
  const ordered = attrs(n)['list-type'] === 'enumerated';
  const items = n.list.filter((c) => tagOf(c) === 'item' && !hasMath(c.item)).map((c) => tidyRuns(runs(c.item)));
  if (items.length) section.blocks.push({ type: ordered ? 'ol' : 'ul', items });
}

let docSections;
function termsOf(nodes, acc = new Set()) {
  for (const n of nodes) {
    const tag = tagOf(n);
    if (tag === 'term') acc.add(plain(runs(n[tag])).replace(/\s+/g, ' ').trim());
    else if (tag !== 'metadata' && Array.isArray(n[tag])) termsOf(n[tag], acc);
  }
  return acc;
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const htmlRuns = (rs) =>
  tidyRuns(rs)
    .runs.map((r) => (r.bold ? `<b>${esc(r.text)}</b>` : r.italic ? `<i>${esc(r.text)}</i>` : esc(r.text)))
    .join('');

// `--only pptx` (or txt, docx — docx also writes the pdf) rebuilds one format; the manifest always.
const onlyArg = process.argv.indexOf('--only');
const only = (format) => onlyArg < 0 || process.argv[onlyArg + 1] === format;

mkdirSync(out, { recursive: true });
const manifest = [];
for (const src of sources.texts) {
  const xml = execFileSync('git', ['-C', src.repo_path, 'show', `${src.commit}:${src.path}`], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const doc = parser.parse(xml).find((n) => tagOf(n) === 'document').document;
  const title = tidyRuns(runs(doc.find((n) => tagOf(n) === 'title').title)).text;
  const content = doc.find((n) => tagOf(n) === 'content').content;
  docSections = [{ heading: null, blocks: [] }];
  blocks(content, docSections[0]);
  const sections = docSections.filter((s) => s.blocks.length);
  const glossaryNode = doc.find((n) => tagOf(n) === 'glossary');
  const glossary = (glossaryNode?.glossary ?? [])
    .filter((n) => tagOf(n) === 'definition')
    .map((d) => ({
      term: plain(runs(d.definition.find((c) => tagOf(c) === 'term').term)).trim(),
      definition: plain(runs(d.definition.find((c) => tagOf(c) === 'meaning').meaning))
        .replace(/\s+/g, ' ')
        .trim(),
    }));
  const keyTerms = [...new Set([...termsOf(content), ...glossary.map((g) => g.term)])].filter(Boolean);
  // Some texts carry the book's own key-term list at the end, as teachers' handouts often do.
  if (src.with_glossary && glossary.length)
    sections.push({
      heading: 'Key Terms',
      blocks: [
        {
          type: 'ul',
          items: glossary.map((g) => ({
            text: `${g.term}: ${g.definition}`,
            runs: [{ text: g.term, bold: true }, { text: `: ${g.definition}` }],
          })),
        },
      ],
    });

  const lines = [title, ''];
  const html = [`<html><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><h1>${esc(title)}</h1>`];
  for (const s of sections) {
    if (s.heading) {
      lines.push(s.heading, '');
      html.push(`<h2>${esc(s.heading)}</h2>`);
    }
    for (const b of s.blocks) {
      if (b.type === 'p') {
        lines.push(b.text, '');
        html.push(`<p>${htmlRuns(b.runs)}</p>`);
      } else {
        b.items.forEach((it, i) => lines.push(`${b.type === 'ol' ? `${i + 1}.` : '-'} ${it.text}`));
        lines.push('');
        html.push(`<${b.type}>${b.items.map((it) => `<li>${htmlRuns(it.runs)}</li>`).join('')}</${b.type}>`);
      }
    }
  }
  html.push('</body></html>');
  const base = join(out, src.id);
  if (only('txt')) writeFileSync(`${base}.txt`, lines.join('\n').replace(/\n{3,}/g, '\n\n'));
  const tmp = join(out, '.tmp');
  mkdirSync(tmp, { recursive: true });
  writeFileSync(join(tmp, `${src.id}.html`), html.join('\n'));
  for (const to of only('docx') ? ['docx:MS Word 2007 XML', 'pdf:writer_pdf_Export'] : [])
    execFileSync('soffice', ['--headless', '--convert-to', to, '--outdir', out, join(tmp, `${src.id}.html`)], {
      stdio: 'ignore',
    });
  rmSync(tmp, { recursive: true, force: true });
  if (only('pptx')) await pptx(base, title, sections);
  manifest.push({
    id: src.id,
    set: src.set,
    subject: src.subject,
    grade_band: src.grade_band,
    title,
    source: { repo: src.repo, commit: src.commit, path: src.path, licence: src.licence, attribution: src.attribution },
    sections: sections.map((s) => s.heading ?? title),
    key_terms: keyTerms,
    glossary,
    ordered_steps: src.ordered_steps ?? null,
  });
}
writeFileSync(join(out, 'manifest.json'), JSON.stringify({ note: sources.note, texts: manifest }, null, 2) + '\n');

async function pptx(base, title, sections) {
  const deck = new PptxGenJS();
  deck.title = title;
  const opts = { x: 0.4, w: 9.2, fontSize: 14, valign: 'top' };
  deck.addSlide().addText(title, { x: 0.5, y: 2, w: 9, h: 1.5, fontSize: 32, bold: true, placeholder: undefined });
  for (const s of sections) {
    const paras = [];
    for (const b of s.blocks) {
      const items = b.type === 'p' ? [b] : b.items;
      // List items keep their list: auto-numbered (a:buAutoNum) or bulleted (a:buChar) paragraphs.
      // A list may continue on the next slide: each item states its number. The bullet goes on an
      // item's first run only (pptxgenjs starts a new paragraph at each run that has one).
      const bullet = (k) =>
        b.type === 'ol' ? { type: 'number', numberStartAt: k + 1 } : b.type === 'ul' ? true : undefined;
      items.forEach((it, k) =>
        paras.push(
          ...it.runs.map((r, i) => ({
            text: r.text,
            options: {
              bold: !!r.bold,
              italic: !!r.italic,
              breakLine: i === it.runs.length - 1,
              ...(i === 0 && bullet(k) ? { bullet: bullet(k) } : {}),
            },
          })),
        ),
      );
    }
    // About 900 characters fit a slide at 14 pt; longer sections continue on the next slide.
    let chunk = [],
      size = 0;
    const flush = () => {
      if (!chunk.length) return;
      const slide = deck.addSlide();
      slide.addText(s.heading ?? title, { x: 0.4, y: 0.2, w: 9.2, h: 0.8, fontSize: 24, bold: true });
      slide.addText(chunk, { ...opts, y: 1.0, h: 4.4 });
      chunk = [];
      size = 0;
    };
    for (const p of paras) {
      chunk.push(p);
      size += p.text.length;
      if (p.options.breakLine && size > 900) flush();
    }
    flush();
  }
  await deck.writeFile({ fileName: `${base}.pptx` });
}
