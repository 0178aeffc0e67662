// The pages' tops painted with the HTML (mf-generate/first-paint/*.html, before any script) must say what the
// pages' first render says, word for word: React's page takes their place in one frame, and a different text
// would flash (and could move the page). The geometry is checked in the browser (e2e/first-paint.spec.ts).
import { readFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { FIRST_PAINT } from '@lessonloom/contracts';
import { installFetchMock, renderWithProviders, signedInState } from '@lessonloom/web-core/src/testing';
import { DashboardPage } from '../components/dashboard-page';
import { GeneratePage } from '../../generate/components/generate-page';
import { activeUser } from '../../testing/fixtures';

jest.mock('mermaid', () => require('../../testing/mermaid-mock').mermaidModule);

let net: ReturnType<typeof installFetchMock>;
afterEach(() => net?.restore());

/** The painted markup as the shell's script shows it: the email filled in where it is asked for. */
function painted(module: string, email: string): HTMLElement {
  const html = readFileSync(path.join(__dirname, '../../../../first-paint', `${module}.html`), 'utf8');
  const host = document.createElement('div');
  host.innerHTML = html;
  host.querySelectorAll(`[${FIRST_PAINT.emailAttribute}]`).forEach((el) => {
    el.textContent = el.getAttribute(FIRST_PAINT.emailAttribute) + email;
  });
  return host;
}

const texts = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((el) => el.textContent?.replace(/\s+/g, ' ').trim());

function render(page: ReactElement, route: string) {
  // the history never answers: the page's first render, before it loads
  net = installFetchMock({ 'GET /api/generations': () => new Promise<Response>(() => undefined) });
  renderWithProviders(page, { route, preloaded: signedInState(activeUser) });
  return screen.getByRole('main');
}

describe('the painted top of a page is its first render', () => {
  it('dashboard: the welcome banner with the teacher’s email, its lead and Start Creating', () => {
    const main = render(<DashboardPage />, '/dashboard');
    const paint = painted('DashboardPage', activeUser.email);
    expect(texts(paint, 'h1')).toEqual([`Welcome, ${activeUser.email}!`]);
    expect(texts(paint, 'h1')).toEqual(texts(main, 'h1'));
    expect(texts(paint, 'p')).toEqual(texts(main, 'section[aria-labelledby="welcome-title"] p'));
    const link = paint.querySelector('a')!;
    expect(screen.getByRole('link', { name: link.textContent! })).toHaveAttribute('href', link.getAttribute('href'));
  });

  it('generate: the heading and its lead', () => {
    const main = render(<GeneratePage />, '/generate');
    const paint = painted('GeneratePage', activeUser.email);
    expect(texts(paint, 'h1')).toEqual(texts(main, 'h1'));
    expect(texts(paint, 'p')).toEqual([texts(main, 'h1 + p')[0]]);
    expect(texts(paint, 'p')[0]).toMatch(/^Upload your material/);
  });
});
