// Material a teacher can trust, measured on the reading corpus (54 sections, 16 books; corpus README):
// per section and as tuning / held-out totals (the first held-out books and each later batch apart), over
// the four files of each section (txt, docx, pdf, pptx):
// - usable meanings: term–meaning pairs on the matching, vocabulary, labeling, crossword, word-search and
//   review sheets whose meaning is the term's own definition (the book's glossary, else the words of the
//   file's sentence that define that very term), beside the number of pairs, so printing nothing scores
//   nothing; the meanings it does not confirm, and the entries that print a sentence to fill in instead;
// - filler: sheet terms the file never uses;
// - duplicates: items of a quiz, exit ticket, cloze sheet or review sheet built on a sentence or fact
//   another item of that document already uses;
// - everyday blanks: cloze and fill-in answers that are everyday words (SUBTLEX-US top 3,000) and not a
//   key term of the source;
// - grammar faults: harper.js lints on every printed item that the source text does not already have;
// - open keys that give nothing to mark against ("Answers will vary…", or a key that adds no word to the
//   sentence its question shows), over the quiz, test, exit ticket, review, mixed and critical-thinking
//   sheets, and the items there that go beyond recall (a reason, an example's idea, a contrast, an order,
//   the true statement among several).
// - items from directions to the teacher: items of those four documents built on a step of the lesson, its
//   timing or materials, a keystroke, or (in a lesson plan or teacher's notes) a sentence to "you" or about
//   the students (__measures__/directions.measure.ts).
// These are measurements, not goals yet. Held-out books are printed only as totals (corpus README: they
// are never tuned on). `READING_FORMATS=txt` measures one format. Needs `npm run build:node`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusSets } from './lib/corpus-sets.mjs';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const corpus = join(root, 'bff/src/content/__fixtures__/corpus');
const FORMATS = (process.env.READING_FORMATS ?? 'txt,docx,pdf,pptx').split(',');

export default async function run() {
  const { extractText } = require(join(root, 'bff/dist/extraction/index.js'));
  const { measureSection } = require(join(root, 'bff/dist/content/__measures__/section.measure.js'));
  const { GrammarChecker } = require(join(root, 'bff/dist/content/__measures__/grammar.measure.js'));
  const manifest = JSON.parse(readFileSync(join(corpus, 'sections.json'), 'utf8'));
  const grammar = new GrammarChecker();
  const sections = [];
  try {
    for (const t of manifest.texts) {
      const files = [];
      for (const format of FORMATS) {
        const file = `${t.id}.${format}`;
        // A quality bench, not a speed one: on a busy machine a file may pass the upload's 20-second reading budget.
        const ex = await extractText(file, readFileSync(join(corpus, file)), { timeoutMs: 300_000 });
        files.push(await measureSection(t, format, file, ex.text, ex.marks, grammar));
      }
      sections.push(summarise(t, files));
    }
  } finally {
    await grammar.close();
  }
  const tuning = sections.filter((s) => s.set === 'tuning');
  printSections(tuning);
  const rows = corpusSets(manifest).flatMap((set) =>
    totalRows(
      set.name,
      sections.filter((s) => set.has(s)),
    ),
  );
  return {
    name: 'reading-quality-sections',
    rows,
    formats: FORMATS,
    per: tuning,
    notes: [
      `${sections.length} sections from ${manifest.books.length} books, ${FORMATS.join('/')} each; held-out sections are reported as totals only, each later batch of held-out books apart`,
    ],
  };
}

/** One section's figures summed over its files; examples kept for reading tuning sections by hand. */
function summarise(t, files) {
  const sum = (f) => files.reduce((a, q) => a + f(q), 0);
  return {
    id: t.id,
    book: t.book,
    set: t.set,
    genre: t.genre,
    pairs: sum((q) => q.meanings.pairs),
    usable: sum((q) => q.meanings.usable),
    sentenceClues: sum((q) => q.meanings.sentenceClues),
    unconfirmed: sum((q) => q.meanings.faults.filter((f) => f.why === 'not its definition').length),
    checkedAgainstGlossary: sum((q) => q.meanings.checkedAgainstGlossary),
    filler: sum((q) => q.meanings.filler),
    items: sum((q) => Object.values(q.duplicates).reduce((a, d) => a + d.items, 0)),
    duplicates: sum((q) => Object.values(q.duplicates).reduce((a, d) => a + d.duplicates, 0)),
    blanks: sum((q) => q.blanks.blanks),
    everydayBlanks: sum((q) => q.blanks.everyday),
    checked: sum((q) => q.grammar.checked),
    grammarFaults: sum((q) => q.grammar.faults),
    // Sheets declined with a 422 (the file defines fewer than three terms for them): printed nothing.
    notMade: sum((q) => q.notMade.length),
    directionItems: sum((q) => q.directions.fromDirections),
    termSheets: files.length * 4,
    open: sum((q) => q.openKeys.open),
    restating: sum((q) => q.openKeys.restating),
    beyond: sum((q) => q.openKeys.beyond),
    keyedItems: sum((q) => q.openKeys.items),
    examples: {
      meanings: files.flatMap((q) => q.meanings.faults.map((f) => ({ format: q.format, ...f }))).slice(0, 30),
      duplicates: files.flatMap((q) => q.duplicatePairs).slice(0, 10),
      everydayBlanks: [...new Set(files.flatMap((q) => q.blanks.words))],
      grammar: files.flatMap((q) => q.grammar.examples).slice(0, 10),
      restating: files.flatMap((q) => q.openKeys.examples).slice(0, 10),
      directions: files.flatMap((q) => q.directions.examples).slice(0, 10),
    },
  };
}

const pct = (a, b) => (b ? `${((a / b) * 100).toFixed(0)}%` : '-');

function printSections(list) {
  const head = [
    'section',
    'usable meanings',
    'filler',
    'duplicates',
    'everyday blanks',
    'grammar faults',
    'open keys restating',
    'beyond recall',
    'directions',
  ];
  const lines = list.map((s) => [
    s.id,
    `${s.usable}/${s.pairs} (${pct(s.usable, s.pairs)})`,
    String(s.filler),
    `${s.duplicates}/${s.items}`,
    `${s.everydayBlanks}/${s.blanks}`,
    `${s.grammarFaults}/${s.checked}`,
    `${s.restating}/${s.open}`,
    `${s.beyond}/${s.keyedItems}`,
    `${s.directionItems}/${s.items}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) => '  ' + cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(fmt(head));
  for (const l of lines) console.log(fmt(l));
}

function totalRows(set, s) {
  const sum = (f) => s.reduce((a, q) => a + f(q), 0);
  const pairs = sum((q) => q.pairs);
  const usable = sum((q) => q.usable);
  const row = (metric, value, unit) => ({ metric: `${set}: ${metric}`, value, unit });
  return [
    row('term–meaning pairs printed', pairs, `pairs (${s.length} sections)`),
    row('usable meanings (the term’s own definition)', pairs ? (usable / pairs) * 100 : 0, `% of ${pairs} pairs`),
    row('usable meanings', usable, 'pairs'),
    row(
      'meanings printed that the measure does not confirm (sentences to fill in and filler aside)',
      sum((q) => q.unconfirmed),
      'pairs',
    ),
    row(
      'sentences to fill in printed as a term’s entry (the file gives no meaning)',
      sum((q) => q.sentenceClues),
      'pairs',
    ),
    row(
      'pairs checked against the book’s glossary',
      sum((q) => q.checkedAgainstGlossary),
      'pairs',
    ),
    row(
      'sheets not made (file defines fewer than 3 terms)',
      sum((q) => q.notMade),
      `of ${sum((q) => q.termSheets)} term sheets (matching, vocabulary, crossword, word search)`,
    ),
    row(
      'filler terms (not in the file)',
      sum((q) => q.filler),
      'terms',
    ),
    row(
      'items built on a sentence or fact already used',
      sum((q) => q.duplicates),
      `of ${sum((q) => q.items)} items`,
    ),
    row(
      'blanks on everyday words',
      sum((q) => q.everydayBlanks),
      `of ${sum((q) => q.blanks)} blanks`,
    ),
    row(
      'items built on directions to the teacher',
      sum((q) => q.directionItems),
      `of ${sum((q) => q.items)} items`,
    ),
    row(
      'grammar faults (harper.js)',
      sum((q) => q.grammarFaults),
      `in ${sum((q) => q.checked)} printed items`,
    ),
    row(
      'open keys "Answers will vary" or restating the quoted sentence',
      sum((q) => q.restating),
      `of ${sum((q) => q.open)} open questions (quiz, test, exit ticket, review, mixed, critical thinking)`,
    ),
    row(
      'items beyond recall (reason, example, contrast, order, which statement is true)',
      sum((q) => q.beyond),
      `of ${sum((q) => q.keyedItems)} items`,
    ),
  ];
}
