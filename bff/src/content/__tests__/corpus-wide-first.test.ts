// The corpus-wide suites run for minutes from tiny files; on a fresh clone jest would start them last.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const Sequencer = require('../../../../jest.sequencer.js');

const dir = __dirname;
const sizes: Record<string, number> = {};
const context = { config: { cache: false, id: 'order' }, hasteFS: { getSize: (p: string) => sizes[p] ?? 0 } };
const testOf = (name: string, size: number) => {
  const path = join(dir, name);
  sizes[path] = size;
  return { path, context };
};

describe('jest.sequencer.js', () => {
  it('starts every corpus-wide content suite first when nothing has been timed, the rest by size', () => {
    const sequencer = new Sequencer({});
    const order = sequencer
      .sort([
        testOf('big.test.ts', 90_000),
        testOf('offline-never-fails-corpus-docx.test.ts', 900),
        testOf('middle.test.ts', 40_000),
        testOf('offline-corpus-quality.test.ts', 3_000),
      ])
      .map((t: { path: string }) => t.path.slice(dir.length + 1));
    expect(order).toEqual([
      'offline-corpus-quality.test.ts',
      'offline-never-fails-corpus-docx.test.ts',
      'big.test.ts',
      'middle.test.ts',
    ]);
  });

  it('names each corpus-wide suite that exists, so a renamed one cannot slip back to the end', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.test.ts'));
    const heavy = files.filter((f) => Sequencer.CORPUS_WIDE.test(`/${f}`)).sort();
    expect(heavy).toEqual([
      'offline-corpus-quality.test.ts',
      'offline-family-plan-grade.test.ts',
      'offline-grade-level.test.ts',
      'offline-never-fails-corpus-docx.test.ts',
      'offline-never-fails-corpus-pdf.test.ts',
      'offline-never-fails-corpus-pptx.test.ts',
      'offline-never-fails-corpus-txt.test.ts',
    ]);
  });
});
