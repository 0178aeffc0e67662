// Writes one section as the four files a teacher might upload: a plain .txt (no bold), a styled .docx
// and .pdf (LibreOffice from HTML, so headings are Word heading styles and defined terms bold runs),
// and a .pptx deck (pptxgenjs) whose second slide is "Key vocabulary" when the source lists its terms.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import PptxGenJS from 'pptxgenjs';

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const htmlRuns = (rs) =>
  rs.map((r) => (r.bold ? `<b>${esc(r.text)}</b>` : r.italic ? `<i>${esc(r.text)}</i>` : esc(r.text))).join('');
const itemsOf = (b) => (b.type === 'p' ? [b] : b.items);

export function plainTextOf(doc) {
  const lines = [doc.title, ''];
  for (const s of doc.parts) {
    if (s.heading) lines.push(s.heading, '');
    for (const b of s.blocks) {
      if (b.type === 'p') lines.push(b.text, '');
      else {
        b.items.forEach((it, i) => lines.push(`${b.type === 'ol' ? `${i + 1}.` : '-'} ${it.text}`));
        lines.push('');
      }
    }
  }
  return lines.join('\n').replace(/\n{3,}/g, '\n\n');
}

function htmlOf(doc) {
  const html = [
    `<html><head><meta charset="utf-8"><title>${esc(doc.title)}</title></head><body><h1>${esc(doc.title)}</h1>`,
  ];
  for (const s of doc.parts) {
    if (s.heading) html.push(`<h2>${esc(s.heading)}</h2>`);
    for (const b of s.blocks)
      if (b.type === 'p') html.push(`<p>${htmlRuns(b.runs)}</p>`);
      else html.push(`<${b.type}>${b.items.map((it) => `<li>${htmlRuns(it.runs)}</li>`).join('')}</${b.type}>`);
  }
  html.push('</body></html>');
  return html.join('\n');
}

/** docx and pdf through LibreOffice, from a scratch HTML file removed afterwards. */
export function writeOffice(doc, dir, id) {
  const tmp = join(dir, `.tmp-${id}`);
  mkdirSync(tmp, { recursive: true });
  writeFileSync(join(tmp, `${id}.html`), htmlOf(doc));
  for (const to of ['docx:MS Word 2007 XML', 'pdf:writer_pdf_Export'])
    execFileSync('soffice', ['--headless', '--convert-to', to, '--outdir', dir, join(tmp, `${id}.html`)], {
      stdio: 'ignore',
    });
  rmSync(tmp, { recursive: true, force: true });
}

/** The vocabulary slide as a teacher makes it: term and short meaning, or the terms alone when the meanings run long. */
function vocabularyLines(doc) {
  const entries = doc.glossary.length ? doc.glossary : doc.keyTerms.map((term) => ({ term, definition: '' }));
  const short = entries.every((g) => g.definition.length <= 160);
  return entries
    .slice(0, 12)
    .flatMap((g) => [
      { text: g.term, options: { bold: true, bullet: true, breakLine: !(short && g.definition) } },
      ...(short && g.definition ? [{ text: `: ${g.definition}`, options: { breakLine: true } }] : []),
    ]);
}

export async function writeDeck(doc, file) {
  const deck = new PptxGenJS();
  deck.title = doc.title;
  deck.addSlide().addText(doc.title, { x: 0.5, y: 2, w: 9, h: 1.5, fontSize: 32, bold: true });
  if (doc.glossary.length || doc.keyTerms.length) {
    const slide = deck.addSlide();
    slide.addText('Key vocabulary', { x: 0.4, y: 0.2, w: 9.2, h: 0.8, fontSize: 24, bold: true });
    slide.addText(vocabularyLines(doc), { x: 0.4, y: 1.0, w: 9.2, h: 4.4, fontSize: 14, valign: 'top' });
  }
  for (const s of doc.parts) {
    const paras = [];
    for (const b of s.blocks) {
      // List items keep their list: numbered (a:buAutoNum) or bulleted; the bullet goes on an item's
      // first run only (pptxgenjs starts a new paragraph at each run that has one).
      const bullet = (k) =>
        b.type === 'ol' ? { type: 'number', numberStartAt: k + 1 } : b.type === 'ul' ? true : undefined;
      itemsOf(b).forEach((it, k) =>
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
    // About 900 characters fit a slide at 14 pt; longer parts continue on the next slide.
    let chunk = [];
    let size = 0;
    const flush = () => {
      if (!chunk.length) return;
      const slide = deck.addSlide();
      slide.addText(s.heading ?? doc.title, { x: 0.4, y: 0.2, w: 9.2, h: 0.8, fontSize: 24, bold: true });
      slide.addText(chunk, { x: 0.4, w: 9.2, fontSize: 14, valign: 'top', y: 1.0, h: 4.4 });
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
  // writeFile ignores `compression` in Node (pptxgenjs 4 passes it only for STREAM output), and a
  // stored zip is four times the size: the CI clone carries every deck.
  writeFileSync(file, await deck.write({ outputType: 'STREAM', compression: true }));
}
