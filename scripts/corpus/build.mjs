// Builds the reading corpus (bff/src/content/__fixtures__/corpus: <section>.{txt,docx,pdf,pptx} and
// sections.json) from the books named in sources.json. Needs each book's repository checked out at
// repo_path (the search tool's fetch); the output is committed, so this runs only when the corpus
// changes. Every book's licence is checked at the named commit first (licence.mjs).
//   node scripts/corpus/build.mjs [--only <section-id>] [--manifest-only]
// --manifest-only records the manifest (and each section's build hash) for the files as they are.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLicence } from './licence.mjs';
import { readCnxml } from './read/cnxml.mjs';
import { carpentriesGlossary, readMarkdown, unpluggedGlossaryEntry } from './read/markdown.mjs';
import { capParts } from './read/runs.mjs';
import { readXhtml } from './read/xhtml.mjs';
import { plainTextOf, writeDeck, writeOffice } from './write.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', '..', 'bff/src/content/__fixtures__/corpus');
const sources = JSON.parse(readFileSync(join(here, 'sources.json'), 'utf8'));
const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const only = arg('--only');
const manifestOnly = process.argv.includes('--manifest-only');
const manifestFile = join(out, 'sections.json');
const previous = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')).texts : [];
// Office files carry their build time, so a section is rewritten only when what it says changes
// (its document model, or the writers): a rebuild leaves the other binaries byte for byte alone.
const WRITERS = createHash('sha256')
  .update(readFileSync(join(here, 'write.mjs')))
  .digest('hex');
const hashOf = (doc) =>
  createHash('sha256')
    .update(WRITERS + JSON.stringify(doc))
    .digest('hex')
    .slice(0, 16);

const show = (book, path) =>
  execFileSync('git', ['-C', book.repo_path, 'show', `${book.commit}:${path}`], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
const list = (book, dir) =>
  execFileSync('git', ['-C', book.repo_path, 'ls-tree', '--name-only', `${book.commit}:${dir}`], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f.endsWith('.md'));

function glossaryOf(book) {
  if (book.glossary_dir)
    return list(book, book.glossary_dir).map((f) =>
      unpluggedGlossaryEntry(f.replace(/\.md$/, ''), show(book, `${book.glossary_dir}/${f}`)),
    );
  if (book.glossary_file) return carpentriesGlossary(show(book, book.glossary_file));
  return [];
}

/** A CS Unplugged lesson's planned length, from the topic's own lessons.yaml. */
function duration(book, section) {
  const slug = section.path.split('/').at(-1).replace(/\.md$/, '');
  const m = show(book, section.lessons).match(new RegExp(`^${slug}:\\n  duration: (\\d+)`, 'm'));
  return m ? Number(m[1]) : null;
}

function read(book, section, glossary) {
  const text = show(book, section.path);
  if (book.reader === 'cnxml') return readCnxml(text);
  if (book.reader === 'xhtml') return readXhtml(text, section);
  const doc = readMarkdown(text, { dialect: book.reader, glossary, title: section.title });
  if (section.part_range) doc.parts = doc.parts.slice(...section.part_range);
  const minutes = section.lessons && duration(book, section);
  if (minutes)
    doc.parts.unshift({ heading: null, blocks: [{ type: 'p', ...line(`Lesson length: ${minutes} minutes`) }] });
  return doc;
}
const BUILD_ONLY = new Set(['repo_path', 'reader', 'glossary_dir', 'glossary_file']);
const line = (text) => ({ text, runs: [{ text }] });

/** Some sections carry the book's glossary at the end, as many teachers' handouts do. */
function withGlossary(doc) {
  const items = doc.glossary.map((g) => ({
    text: `${g.term}: ${g.definition}`,
    runs: [{ text: g.term, bold: true }, { text: `: ${g.definition}` }],
  }));
  return { ...doc, parts: [...doc.parts, { heading: 'Key Terms', blocks: [{ type: 'ul', items }] }] };
}

mkdirSync(out, { recursive: true });
const texts = [];
const books = [];
for (const book of sources.books) {
  checkLicence(book, (path) => show(book, path));
  const glossary = glossaryOf(book);
  for (const section of book.sections) {
    let doc = read(book, section, glossary);
    doc = {
      ...doc,
      title: section.title ?? doc.title,
      parts: capParts(doc.parts, section.max_chars ?? sources.max_chars),
    };
    if (section.with_glossary && doc.glossary.length) doc = withGlossary(doc);
    const base = join(out, section.id);
    // What the files say: the steps and the manifest's other ground truth are not in them.
    const build_hash = hashOf({ title: doc.title, parts: doc.parts, glossary: doc.glossary, keyTerms: doc.keyTerms });
    const unchanged =
      previous.find((t) => t.id === section.id)?.build_hash === build_hash &&
      ['txt', 'docx', 'pdf', 'pptx'].every((f) => existsSync(`${base}.${f}`));
    if (!manifestOnly && (!only || only === section.id) && !unchanged) {
      writeFileSync(`${base}.txt`, plainTextOf(doc));
      writeOffice(doc, out, section.id);
      await writeDeck(doc, `${base}.pptx`);
    }
    for (const f of ['txt', 'docx', 'pdf', 'pptx'])
      if ((!only || only === section.id) && !existsSync(`${base}.${f}`))
        throw new Error(`${section.id}.${f} was not written`);
    texts.push({
      id: section.id,
      book: book.id,
      set: book.set,
      subject: book.subject,
      grade_band: section.grade_band ?? book.grade_band,
      genre: book.genre,
      title: doc.title,
      source: {
        repo: book.repo,
        commit: book.commit,
        path: section.path,
        licence: book.licence,
        attribution: book.attribution,
      },
      sections: doc.parts.map((p) => p.heading ?? doc.title),
      key_terms: doc.keyTerms,
      glossary: doc.glossary,
      // Curated in sources.json where the text teaches a process (the steps a diagram must keep in order).
      ordered_steps: section.ordered_steps ?? null,
      key_vocabulary_slide: doc.glossary.length > 0 || doc.keyTerms.length > 0,
      build_hash,
    });
  }
  // The book's record without what only the build needs (where its checkout is, how to read it).
  const record = Object.fromEntries(Object.entries(book).filter(([k]) => !BUILD_ONLY.has(k)));
  books.push({ ...record, sections: book.sections.map((s) => s.id) });
}
const manifest = { note: sources.note, books, texts };
writeFileSync(manifestFile, JSON.stringify(manifest, null, 2) + '\n');
console.log(`${texts.length} sections from ${books.length} books written to ${out}`);
