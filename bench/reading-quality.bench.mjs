// Offline material quality on the real-text corpus: per text and format, the share of
// vocabulary terms that are the book's own key terms, distinct cloze answers, quiz passages found in
// the file and the sections they cover, steps kept in order. Each row states its goal; held-out texts
// were never used for tuning. Needs `npm run build:node` (imports bff/dist).
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusSets } from './lib/corpus-sets.mjs';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const corpus = join(root, 'bff/src/content/__fixtures__/corpus');

export default async function run() {
  const { extractText } = require(join(root, 'bff/dist/extraction/index.js'));
  const { measureText } = require(join(root, 'bff/dist/content/__measures__/offline.quality.js'));
  const manifest = JSON.parse(readFileSync(join(corpus, 'sections.json'), 'utf8'));
  const per = [];
  for (const t of manifest.texts)
    for (const format of ['txt', 'docx', 'pdf', 'pptx']) {
      const file = `${t.id}.${format}`;
      // A quality bench, not a speed one: on a busy machine a file may pass the upload's 20-second reading budget.
      const ex = await extractText(file, readFileSync(join(corpus, file)), { timeoutMs: 300_000 });
      const q = measureText(t, format, file, ex.text, ex.marks);
      per.push({ ...q, book: t.book });
      // Held-out books are reported as totals only (corpus README: never tuned on).
      if (t.set !== 'tuning') continue;
      const steps = q.stepsInOrder === null ? '-' : q.stepsInOrder ? 'in order' : `lost in ${q.stepsOut.join('/')}`;
      const { matching: m, crossword: c, labeling: l, swaps: s } = q;
      console.log(
        [
          `  ${t.set.padEnd(7)} ${file.padEnd(40)} vocab ${(q.vocabKeyShare * 100).toFixed(0).padStart(3)}%`,
          `cloze distinct ${(q.clozeDistinct * 100).toFixed(0)}%`,
          `quiz found ${q.quizFound}/${q.quizQuestions} from ${q.quizSections}/${q.textSections} sections`,
          `steps ${steps}`,
          `matching ${m.pairs} pairs (own term ${m.ownTerm}, other term ${m.otherTerm}, blanked ${m.blanked}, ` +
            `from the word list ${m.fromWordList})`,
          `crossword ${c.pairs}/${c.asked} placed (blanked ${c.blanked}, own answer ${c.ownTerm}, ` +
            `word list ${c.fromWordList})`,
          `word search hints blanked ${q.wordSearch.blanked}, own word ${q.wordSearch.ownTerm}`,
          `review vocab blanked ${q.entries.review.blanked}, own term ${q.entries.review.ownTerm}`,
          `plan chart sentences ${q.entries.chartSentences}, own term ${q.entries.chart.ownTerm}`,
          `labeling ${q.labelingFrayer ? 'Frayer model' : `${l.pairs} parts`} (blanked ${l.blanked}, ` +
            `own part ${l.ownTerm}, other part ${l.otherTerm})`,
          `swaps: broken names ${s.brokenNames}, sense ${s.senseFaults}, made-up forms ${s.inventedForms}, symbol true/false ${s.symbolTf}, ` +
            `other-kind distractors ${s.otherKind}`,
          `read ${q.readMs.toFixed(0)} ms`,
        ].join('  '),
      );
    }
  const rows = [];
  for (const { name: set, has } of corpusSets(manifest)) {
    const s = per.filter(has);
    const mean = (f) => s.reduce((a, q) => a + f(q), 0) / s.length;
    const vocab = mean((q) => q.vocabKeyShare) * 100;
    const cloze = mean((q) => q.clozeDistinct) * 100;
    // A quiz from a short file has fewer questions than the 10 asked (never one fact twice): every one must be found.
    const grounded = s.filter(
      (q) => q.quizFound === q.quizQuestions && q.quizSections >= Math.min(3, q.textSections),
    ).length;
    const steps = s.filter((q) => q.stepsInOrder !== null);
    rows.push(
      {
        metric: `${set}: vocabulary terms that are the text's key terms (mean)`,
        value: vocab,
        unit: '%',
        goal: '>= 60',
        pass: vocab >= 60,
      },
      {
        metric: `${set}: files with >= 60% key-term vocabulary`,
        value: s.filter((q) => q.vocabKeyShare >= 0.6).length,
        unit: `of ${s.length}`,
        goal: `${s.length}`,
        pass: s.every((q) => q.vocabKeyShare >= 0.6),
      },
      { metric: `${set}: distinct cloze answers (mean)`, value: cloze, unit: '%', goal: '100', pass: cloze === 100 },
      {
        metric: `${set}: files with every quiz passage found, from >= 3 sections`,
        value: grounded,
        unit: `of ${s.length}`,
        goal: `${s.length}`,
        pass: grounded === s.length,
      },
      {
        metric: `${set}: files with the listed steps in order (flowchart, cycle, sequence)`,
        value: steps.filter((q) => q.stepsInOrder).length,
        unit: `of ${steps.length}`,
        goal: `${steps.length}`,
        pass: steps.every((q) => q.stepsInOrder),
      },
      {
        metric: `${set}: questions with the title pasted in`,
        value: s.reduce((a, q) => a + q.titlePasted, 0),
        unit: 'questions',
        goal: '0',
        pass: s.every((q) => q.titlePasted === 0),
      },
      ...matchingRows(set, s),
      ...clueRows(set, s),
      ...labelingRows(set, s),
      ...swapRows(set, s),
      { metric: `${set}: reading time per file (mean)`, value: mean((q) => q.readMs), unit: 'ms' },
    );
  }
  rows.push(...(await stalls(manifest)));
  return {
    name: 'reading-quality',
    rows,
    per: per.filter((q) => q.set === 'tuning'),
    notes: [
      'held-out books are never tuned on and reported as totals only (each later batch of held-out books apart); key terms come from the books’ glossaries and bold terms (sections.json)',
    ],
  };
}

/** Matching worksheets as a teacher reads them: no Column B entry names its own term or is a blanked sentence; 6 to 10 pairs. */
function matchingRows(set, s) {
  const sum = (f) => s.reduce((a, q) => a + f(q.matching), 0);
  const pairs = s.map((q) => q.matching.pairs);
  return [
    {
      metric: `${set}: matching descriptions that contain their own term`,
      value: sum((m) => m.ownTerm),
      unit: 'pairs',
      goal: '0',
      pass: sum((m) => m.ownTerm) === 0,
    },
    {
      metric: `${set}: matching descriptions that are blanked sentences`,
      value: sum((m) => m.blanked),
      unit: 'pairs',
      goal: '0',
      pass: sum((m) => m.blanked) === 0,
    },
    // Naming another term of the sheet is allowed only to reach the 6-pair minimum (docs/content-engine.md).
    {
      metric: `${set}: matching descriptions that name another term of the sheet`,
      value: sum((m) => m.otherTerm),
      unit: 'pairs',
    },
    {
      metric: `${set}: same, on sheets above the 6-pair minimum`,
      value: sum((m) => (m.pairs > 6 ? m.otherTerm : 0)),
      unit: 'pairs',
      goal: '0',
      pass: sum((m) => (m.pairs > 6 ? m.otherTerm : 0)) === 0,
    },
    {
      metric: `${set}: matching pairs from the general academic word list, not the text`,
      value: sum((m) => m.fromWordList),
      unit: 'pairs',
    },
    { metric: `${set}: matching pairs per sheet (mean)`, value: sum((m) => m.pairs) / s.length, unit: 'pairs' },
    {
      metric: `${set}: matching pairs per sheet (fewest)`,
      value: Math.min(...pairs),
      unit: 'pairs',
      goal: '>= 6',
      pass: Math.min(...pairs) >= 6,
    },
  ];
}

/** True/false swaps and distractors as a teacher reads them: every candidate item, not only a quiz's ten (swap.quality.ts). */
function swapRows(set, s) {
  const sum = (f) => s.reduce((a, q) => a + f(q.swaps), 0);
  const zero = (metric, f, unit) => ({
    metric: `${set}: ${metric}`,
    value: sum(f),
    unit,
    goal: '0',
    pass: sum(f) === 0,
  });
  return [
    zero(
      'false statements whose swap breaks a proper name',
      (w) => w.brokenNames,
      `of ${sum((w) => w.falseStatements)} false statements`,
    ),
    zero(
      'false statements that repeat their own sentence, stay true or lose a noun (swap-sense)',
      (w) => w.senseFaults ?? 0,
      `of ${sum((w) => w.falseStatements)} false statements`,
    ),
    zero(
      'false statements with a word form the text never writes',
      (w) => w.inventedForms,
      `of ${sum((w) => w.falseStatements)} false statements`,
    ),
    zero(
      'true/false items on sentences with symbols or variables',
      (w) => w.symbolTf,
      `of ${sum((w) => w.trueFalse)} items`,
    ),
    zero(
      'distractors of another kind than the answer (concept, person, place)',
      (w) => w.otherKind,
      `of ${sum((w) => w.distractors)} distractors`,
    ),
    zero(
      'cloze and fill-in blanks in a citation or a hyphenated name',
      (w) => w.boundBlanks,
      `of ${sum((w) => w.blanks)} blanks`,
    ),
  ];
}

/** Crossword clues and word-search hints as printed: descriptions from the file, none naming its answer, every asked answer placed. */
function clueRows(set, s) {
  const sum = (f) => s.reduce((a, q) => a + f(q), 0);
  const blanked = sum((q) => q.crossword.blanked);
  const own = sum((q) => q.crossword.ownTerm);
  const hintsBlanked = sum((q) => q.wordSearch.blanked);
  const hintsOwn = sum((q) => q.wordSearch.ownTerm);
  const short = s.filter((q) => q.crossword.pairs < q.crossword.asked).length;
  return [
    {
      metric: `${set}: crossword clues that are blanked sentences`,
      value: blanked,
      unit: 'clues',
      goal: '0',
      pass: blanked === 0,
    },
    { metric: `${set}: crossword clues that name their answer`, value: own, unit: 'clues', goal: '0', pass: own === 0 },
    {
      metric: `${set}: word-search hints that are blanked sentences`,
      value: hintsBlanked,
      unit: 'hints',
      goal: '0',
      pass: hintsBlanked === 0,
    },
    {
      metric: `${set}: word-search hints that name their word`,
      value: hintsOwn,
      unit: 'hints',
      goal: '0',
      pass: hintsOwn === 0,
    },
    {
      metric: `${set}: crosswords with an asked answer left out of the grid`,
      value: short,
      unit: `of ${s.length}`,
      goal: '0',
      pass: short === 0,
    },
    // Allowed, as on a matching sheet, only where the text's descriptions run short of the count.
    {
      metric: `${set}: crossword clues that name another answer of the puzzle`,
      value: sum((q) => q.crossword.otherTerm),
      unit: 'clues',
    },
    {
      metric: `${set}: crossword clues from the general academic word list, not the text`,
      value: sum((q) => q.crossword.fromWordList),
      unit: 'clues',
    },
    ...entryRows(set, s, sum),
  ];
}

/** Labeling worksheets: every part's description one the file gives, none naming its own part; the Frayer model when the file describes fewer than four. */
function labelingRows(set, s) {
  const sum = (f) => s.reduce((a, q) => a + f(q.labeling), 0);
  const zero = (metric, value) => ({ metric: `${set}: ${metric}`, value, unit: 'parts', goal: '0', pass: value === 0 });
  return [
    zero(
      'labeling descriptions that are blanked sentences',
      sum((l) => l.blanked),
    ),
    zero(
      'labeling descriptions that name their own part',
      sum((l) => l.ownTerm),
    ),
    // Allowed, as on a matching sheet, only to reach the four-part minimum.
    { metric: `${set}: labeling descriptions that name another part`, value: sum((l) => l.otherTerm), unit: 'parts' },
    { metric: `${set}: labeling parts per sheet (mean)`, value: sum((l) => l.pairs) / s.length, unit: 'parts' },
    {
      metric: `${set}: labeling parts per sheet (fewest)`,
      value: Math.min(...s.map((q) => q.labeling.pairs)),
      unit: 'parts',
      goal: '>= 4',
      pass: s.every((q) => q.labeling.pairs >= 4),
    },
    {
      metric: `${set}: labeling sheets that are the Frayer model (file describes < 4 parts)`,
      value: s.filter((q) => q.labelingFrayer).length,
      unit: `of ${s.length}`,
    },
  ];
}

/** The review sheet's vocabulary and the lesson plan's vocabulary chart: descriptions, never the text's sentence, none naming its term. */
function entryRows(set, s, sum) {
  const zero = (metric, value, unit) => ({ metric: `${set}: ${metric}`, value, unit, goal: '0', pass: value === 0 });
  return [
    zero(
      'review-sheet vocabulary entries that are blanked sentences',
      sum((q) => q.entries.review.blanked),
      'entries',
    ),
    zero(
      'review-sheet vocabulary entries that name their term',
      sum((q) => q.entries.review.ownTerm),
      'entries',
    ),
    {
      metric: `${set}: review-sheet vocabulary entries from the general academic word list`,
      value: sum((q) => q.entries.review.fromWordList),
      unit: 'entries',
    },
    zero(
      'lesson-plan vocabulary chart entries that are the text’s sentence',
      sum((q) => q.entries.chartSentences),
      'entries',
    ),
    zero(
      'lesson-plan vocabulary chart entries that name their term',
      sum((q) => q.entries.chart.ownTerm),
      'entries',
    ),
  ];
}

/**
 * What reading 8 tuning txt sections costs the event loop: its busy time (performance.eventLoopUtilization,
 * main thread only) and its longest stall (max delay of a 1 ms timer), read on this thread as uploads
 * were vs in the language thread the upload route now uses (warmed first, as the BFF does at start).
 * Busy time is the goal: on a loaded machine the stall also counts time the OS gave the thread no core.
 */
async function stalls(manifest) {
  const content = require(join(root, 'bff/dist/content/index.js'));
  // Eight sections, as many texts as the figures were first taken on, one of each tuning book.
  const books = new Set();
  const texts = manifest.texts
    .filter((t) => t.set === 'tuning' && !books.has(t.book) && books.add(t.book))
    .map((t) => [readFileSync(join(corpus, `${t.id}.txt`), 'utf8'), `${t.id}.txt`]);
  content.readUpload('Warm.', 'warm.txt');
  await content.readUploadOffThread('Warm.', 'warm.txt');
  const measure = async (read) => {
    const h = monitorEventLoopDelay({ resolution: 1 });
    const tick = setInterval(() => {}, 1);
    h.enable();
    const before = performance.eventLoopUtilization();
    for (const [text, name] of texts) await read(text, name);
    const busy = performance.eventLoopUtilization(before).active;
    await new Promise((r) => setTimeout(r, 5));
    h.disable();
    clearInterval(tick);
    return { busy, stall: h.max / 1e6 };
  };
  const on = await measure(async (text, name) => {
    content.readUpload(text, name);
    await new Promise((r) => setImmediate(r));
  });
  const off = await measure((text, name) => content.readUploadOffThread(text, name));
  await content.stopLanguageThread();
  return [
    { metric: 'event-loop busy while reading 8 texts: on the request thread', value: on.busy, unit: 'ms' },
    { metric: 'event-loop busy while reading 8 texts: in the reader thread', value: off.busy, unit: 'ms' },
    {
      metric: 'event-loop busy, reader thread / request thread',
      value: off.busy / on.busy,
      unit: 'ratio',
      goal: '<= 0.1',
      pass: off.busy / on.busy <= 0.1,
    },
    { metric: 'longest event-loop stall while reading: on the request thread', value: on.stall, unit: 'ms' },
    { metric: 'longest event-loop stall while reading: in the reader thread', value: off.stall, unit: 'ms' },
  ];
}
