import { screen, within } from '@testing-library/react';
import { renderWithProviders, signedInState } from '../../testing';
import { SignedInLayout } from '../signed-in-layout';
import { SECTIONS, SPEC_NAV } from '../nav-links';

const labels = SECTIONS.map((s) => s.label);

describe('signed-in navigation', () => {
  it('reaches every section from every page, in one order', () => {
    renderWithProviders(<SignedInLayout>page</SignedInLayout>, {
      route: '/resources',
      preloaded: signedInState({ id: 'u', email: 't@school.edu', subscription_status: 'active' }),
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['Generate', '/generate'],
      ['History', '/history'],
      ['Question Bank', '/question-bank'],
      ['Resources', '/resources'],
      ['Billing', '/billing'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(Object.entries(SPEC_NAV))("keeps spec §2's items of %s, in the spec's order", (_page, items) => {
    const positions = items.map((item) => labels.indexOf(item));
    expect(positions).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
