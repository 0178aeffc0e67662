// The quality line says what was checked and what was not: ✓ only before a check that ran and passed.
import { screen } from '@testing-library/react';
import type { QualityReport } from '@lessonloom/contracts';
import { renderWithProviders } from '@lessonloom/web-core/src/testing';
import { QualityLine } from '../components/quality-line';

const BASE: QualityReport = {
  questions: 10,
  keys_checked: 8,
  math_checked: 0,
  math_recomputed: 0,
  options_repaired: 0,
  grounded: 10,
  quoted: 10,
  ungrounded: [],
  reading_level: null,
  rewritten: false,
  repair_rounds: 0,
  offline: true,
  summary: '',
};

describe('quality line', () => {
  it('puts ✓ before the checks that passed only, and says what was not checked without one', () => {
    const parts = [
      { text: '8 keys checked', verified: true },
      { text: '2 open answers not checked', verified: false },
      { text: '8 meanings checked against your file', verified: true },
      { text: '2 meanings not checked (not defined in your file)', verified: false },
    ];
    renderWithProviders(<QualityLine quality={{ ...BASE, parts, summary: parts.map((p) => p.text).join(' · ') }} />);
    const line = screen.getByTestId('quality-line');
    expect(line).toHaveTextContent(
      '✓ 8 keys checked · 2 open answers not checked · ✓ 8 meanings checked against your file · 2 meanings not checked (not defined in your file)',
    );
    const marked = [...line.querySelectorAll('[data-verified]')].map((el) => [
      el.textContent?.includes('✓'),
      el.getAttribute('data-verified'),
    ]);
    expect(marked).toEqual([
      [true, 'true'],
      [false, 'false'],
      [true, 'true'],
      [false, 'false'],
    ]);
  });

  it('a report stored before its parts existed keeps its one line', () => {
    renderWithProviders(<QualityLine quality={{ ...BASE, summary: '8 keys checked (2 open answers)' }} />);
    expect(screen.getByTestId('quality-line')).toHaveTextContent('✓ 8 keys checked (2 open answers)');
  });
});
