// Grade level honoured offline: for every corpus section (held-out books in the totals only), a quiz and a cloze sheet drafted
// at grades 2, 4, 7 and 11 through the whole engine, with the Flesch-Kincaid grade the quality report
// keeps with the document, words per sentence, the share of words outside the Dale-Chall familiar
// list, how many items read a shortened sentence, and anything a teacher would mark (a fragment, a
// passage not in the file, a key the text does not support). Needs `npm run build:node` (bff/dist).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const corpus = join(root, 'bff/src/content/__fixtures__/corpus');
const GRADES = [2, 4, 7, 11];
const KINDS = ['quiz', 'cloze', 'vocab'];
/** A grade-4 draft within this many grades above 4 is "in band" (the model path's +2, plus one for grade 11–13 sources). */
const BAND = 3;

export default async function run() {
  const { readUpload } = require(join(root, 'bff/dist/content/source/index.js'));
  const { measureGrade } = require(join(root, 'bff/dist/content/__measures__/grade.quality.js'));
  const { readingLevel } = require(join(root, 'bff/dist/content/readability/index.js'));
  const manifest = JSON.parse(readFileSync(join(corpus, 'sections.json'), 'utf8'));
  const per = [];
  const failed = [];
  console.log(
    `  ${'text'.padEnd(32)} ${'kind'.padEnd(5)} source  ${GRADES.map((g) => `grade ${g}: FK  w/s  unfam  cut`.padEnd(34)).join('')}`,
  );
  for (const t of manifest.texts) {
    const file = `${t.id}.txt`;
    const text = readFileSync(join(corpus, file), 'utf8');
    const reading = readUpload(text, file);
    const source = readingLevel(
      reading.sentences
        .filter((s) => s.usable)
        .map((s) => s.text)
        .join('\n'),
    );
    for (const kind of KINDS) {
      const row = { id: t.id, set: t.set, kind, source: source?.grade ?? null, grades: {} };
      try {
        for (const g of GRADES) row.grades[g] = await measureGrade(kind, g, file, text, reading);
      } catch (err) {
        // A draft the offline generator cannot build (it answers 500) is counted, not measured.
        if (err?.status !== 500) throw err;
        failed.push({ id: t.id, set: t.set, kind, detail: err.detail ?? String(err) });
        continue;
      }
      per.push(row);
      // Held-out books are reported as totals only (corpus README: never tuned on).
      if (t.set !== 'tuning') continue;
      const cell = (f) =>
        `${String(f.reported).padStart(13)} ${String(f.wordsPerSentence).padStart(5)} ${`${(f.unfamiliar * 100).toFixed(0)}%`.padStart(5)} ${`${f.shortened}/${f.sentences}`.padStart(5)}${f.problems.length ? ` !${f.problems.length}` : ''}`.padEnd(
          34,
        );
      console.log(
        `  ${t.id.padEnd(32)} ${kind.padEnd(5)} ${String(row.source).padStart(6)}  ${GRADES.map((g) => cell(row.grades[g])).join('')}`,
      );
    }
  }
  const rows = [
    {
      metric: 'texts × kinds the offline generator could not build (500)',
      value: failed.length,
      unit: `of ${failed.length + per.length}`,
      goal: '0',
      pass: failed.length === 0,
    },
  ];
  for (const f of failed.filter((x) => x.set === 'tuning')) console.log(`  ${f.id} ${f.kind}: ${f.detail}`);
  for (const kind of KINDS) {
    const k = per.filter((r) => r.kind === kind);
    const mean = (g, f) => k.reduce((n, r) => n + f(r.grades[g]), 0) / k.length;
    for (const g of GRADES)
      rows.push({
        metric: `${kind}: measured grade at grade ${g} (mean of ${k.length} texts)`,
        value: mean(g, (f) => f.reported ?? 0),
        unit: 'FK grade',
      });
    rows.push(
      {
        metric: `${kind}: texts reading lower at grade 4 than at 11`,
        value: k.filter((r) => r.grades[4].reported < r.grades[11].reported).length,
        unit: `of ${k.length}`,
        goal: `${k.length}`,
        pass: k.every((r) => r.grades[4].reported < r.grades[11].reported),
      },
      {
        metric: `${kind}: texts with shorter sentences at grade 4 than at 11`,
        value: k.filter((r) => r.grades[4].wordsPerSentence < r.grades[11].wordsPerSentence).length,
        unit: `of ${k.length}`,
        goal: `${k.length}`,
        pass: k.every((r) => r.grades[4].wordsPerSentence < r.grades[11].wordsPerSentence),
      },
      {
        metric: `${kind}: words per sentence at grade 4 / at grade 11 (mean)`,
        value: mean(4, (f) => f.wordsPerSentence) / mean(11, (f) => f.wordsPerSentence),
        unit: 'ratio',
        goal: '< 1',
        pass: mean(4, (f) => f.wordsPerSentence) < mean(11, (f) => f.wordsPerSentence),
      },
      {
        metric: `${kind}: unfamiliar words at grade 4 / at grade 11 (mean)`,
        value: mean(4, (f) => f.unfamiliar) / mean(11, (f) => f.unfamiliar),
        unit: 'ratio',
        goal: '< 1',
        pass: mean(4, (f) => f.unfamiliar) < mean(11, (f) => f.unfamiliar),
      },
      {
        metric: `${kind}: texts whose grade-4 draft reads within grade ${4 + BAND}`,
        value: k.filter((r) => r.grades[4].reported <= 4 + BAND).length,
        unit: `of ${k.length}`,
      },
      {
        metric: `${kind}: fragments, passages not found, unsupported keys (all grades)`,
        value: k.reduce((n, r) => n + GRADES.reduce((m, g) => m + r.grades[g].problems.length, 0), 0),
        unit: 'items',
        goal: '0',
        pass: k.every((r) => GRADES.every((g) => !r.grades[g].problems.length)),
      },
    );
  }
  return {
    name: 'grade-level',
    rows,
    per: per.filter((r) => r.set === 'tuning'),
    notes: [
      'FK = Flesch-Kincaid grade of the student text as the quality report stores it; w/s = words per sentence; unfam = words outside the Dale-Chall list; cut = items reading a shortened sentence / items with a sentence',
      'the offline generator only selects and shortens the text’s own sentences (deletion only), so a grade 12–13 source cannot always reach grade 4',
    ],
  };
}
