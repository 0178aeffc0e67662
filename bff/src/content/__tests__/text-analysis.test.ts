import { blankOut } from '../language/term-pattern';
import { readSource } from '../source';
import { askable, swapTerm } from '../offline/question.forms';
import { FRENCH_REVOLUTION, PHOTOSYNTHESIS } from './fixtures';

describe('text analysis', () => {
  test('sentences: abbreviations do not split, headings stand apart, hard-wrapped lines are joined', () => {
    const a = readSource(
      'Cells\nDr. Smith studied the cell in 1665 using a simple\nmicroscope. He saw tiny boxes, e.g. cork cells.',
      'cells.pdf',
    );
    expect(a.title).toBe('Cells');
    expect(a.sentences.map((x) => x.text)).toEqual([
      'Dr. Smith studied the cell in 1665 using a simple microscope.',
      'He saw tiny boxes, e.g. cork cells.',
    ]);
    expect(a.sentences[0].usable).toBe(true);
  });

  test('key terms come from the text, with the definitions it gives', () => {
    const a = readSource(PHOTOSYNTHESIS, '');
    const terms = a.terms.map((t) => t.term);
    expect(terms.slice(0, 8)).toEqual(
      expect.arrayContaining(['photosynthesis', 'glucose', 'carbon dioxide', 'cellular respiration']),
    );
    expect(terms).not.toContain('the');
    expect(a.terms.find((t) => t.term === 'photosynthesis')!.definition).toBe(
      'The process by which green plants use sunlight to make their own food',
    );
    expect(a.terms.find((t) => t.term === 'cellular respiration')!.definition).toBe(
      'The process that releases energy from glucose',
    );
  });

  // The reader's model is English (wink-eng-lite-web-model); other languages keep their letters but get fewer terms.
  test('non-ASCII text keeps its letters', () => {
    const terms = readSource(FRENCH_REVOLUTION, '').terms.map((t) => t.term);
    expect(terms).toEqual(expect.arrayContaining(['Robespierre', 'démocratie']));
    expect(terms.some((t) => /é/.test(t))).toBe(true);
  });

  test('blanking removes every use of the term, plurals included', () => {
    expect(blankOut('Plants need light; a plant without light dies.', 'plant')).toBe(
      '_____ need light; a _____ without light dies.',
    );
    expect(blankOut('Nothing here.', 'plant')).toBeNull();
  });

  test('a false statement swaps one key term for a sibling term of the text, never adds a "not"', () => {
    const a = readSource(PHOTOSYNTHESIS, '');
    const pool = askable(a);
    const glucose = pool.find((t) => t.term === 'glucose')!;
    const swapped = swapTerm('Glucose is a sugar that the plant uses for energy and growth.', glucose, pool)!;
    expect(swapped.statement).toBe(
      `${swapped.swapped.charAt(0).toUpperCase()}${swapped.swapped.slice(1)} is a sugar that the plant uses for energy and growth.`,
    );
    expect(swapped.statement).not.toMatch(/\bnot\b/);
    expect(pool.map((t) => t.term)).toContain(swapped.swapped);
  });
});
