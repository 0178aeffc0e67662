// The bench's measure of one section, end to end: the real file extracted, every sheet and document
// drafted offline, each figure counted against the corpus' ground truth (not the generator's quality,
// which content work changes: only that every measure ran on what was printed).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText } from '../../../extraction';
import { GrammarChecker } from '../grammar.measure';
import { measureSection, type CorpusSection } from '../section.measure';

const dir = join(__dirname, '../../__fixtures__/corpus');
const { texts } = JSON.parse(readFileSync(join(dir, 'sections.json'), 'utf8')) as { texts: CorpusSection[] };
const checker = new GrammarChecker();
afterAll(() => checker.close());

it('measures a tuning section’s printed pairs and items against its glossary', async () => {
  const entry = texts.find((t) => t.id === 'os-physics-scientific-methods')!;
  const file = `${entry.id}.docx`;
  const ex = await extractText(file, readFileSync(join(dir, file)));
  const q = await measureSection(entry, 'docx', file, ex.text, ex.marks, checker);
  const sheets = Object.values(q.meanings.bySheet);
  expect(Object.keys(q.meanings.bySheet)).toEqual(
    expect.arrayContaining(['matching', 'vocabulary', 'crossword', 'word search', 'review']),
  );
  expect(sheets.reduce((a, s) => a + s.pairs, 0)).toBe(q.meanings.pairs);
  expect(q.meanings.usable + q.meanings.faults.length).toBe(q.meanings.pairs);
  expect(q.meanings.checkedAgainstGlossary).toBeGreaterThan(0);
  for (const doc of ['quiz', 'exit ticket', 'cloze', 'review sheet'])
    expect(q.duplicates[doc].items).toBeGreaterThan(0);
  expect(q.blanks.blanks).toBeGreaterThan(0);
  expect(q.grammar.checked).toBeGreaterThan(q.meanings.pairs);
}, 120_000);
