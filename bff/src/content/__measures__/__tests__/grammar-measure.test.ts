import { GrammarChecker } from '../grammar.measure';

// harper.js loads its WASM in a worker thread (a few seconds): one checker for the file.
const checker = new GrammarChecker();
afterAll(() => checker.close());

describe('grammar faults (harper.js)', () => {
  it('finds agreement and article faults, and not a correct sentence', async () => {
    const [bad, article, good] = await checker.faults(
      ['He go to school on Monday.', 'This is an test of the checker.', 'The tortoise is very fond of water.'],
      'The tortoise is very fond of water.',
    );
    expect(bad.map((l) => l.kind)).toContain('Agreement');
    expect(article.length).toBeGreaterThan(0);
    expect(good).toEqual([]);
  });

  it('does not blame the generator for a fault the source text already has', async () => {
    const [item] = await checker.faults(['He go to the market.'], 'He go to the market every week.');
    expect(item).toEqual([]);
  });

  it('leaves spelling and capitals alone (technical terms, lower-case descriptions)', async () => {
    const [item] = await checker.faults(['testable statement about magnetograms and cloture'], '');
    expect(item).toEqual([]);
  });
});
