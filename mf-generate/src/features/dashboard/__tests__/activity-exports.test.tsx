import { screen, within } from '@testing-library/react';
import { installFetchMock, jsonResponse, renderWithProviders, signedInState } from '@lessonloom/web-core/src/testing';
import { exportEffects } from '@lessonloom/web-core';
import { DashboardPage } from '../components/dashboard-page';
import { browser } from '../../generations/browser';
import { activeUser, record } from '../../testing/fixtures';
import { fastUser } from '../../testing/setup';

let net: ReturnType<typeof installFetchMock>;
afterEach(() => {
  net?.restore();
  jest.restoreAllMocks();
  window.localStorage.clear();
});

const version = (i: number, letter: string) => ({
  ...record(i, { kind: 'test', source_filename: 'cells.pdf' }),
  title: 'Test: Cells',
  settings: { version_of: 'g1', version: letter },
});

function renderWith(records: unknown[], extra: Parameters<typeof installFetchMock>[0] = {}) {
  net = installFetchMock({ 'GET /api/generations': () => jsonResponse(200, records), ...extra });
  renderWithProviders(<DashboardPage />, { route: '/dashboard', preloaded: signedInState(activeUser) });
}

describe('Recent activity: versions and exports', () => {
  it('shows the versions of a test together as one entry with a download per version', async () => {
    renderWith([
      version(4, 'C'),
      version(3, 'B'),
      version(2, 'A'),
      record(1, { kind: 'test', source_filename: 'cells.pdf' }),
    ]);
    expect(await screen.findByText('Test — versions A–C')).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: 'Recent Activity' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0])
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Download A',
      'Download B',
      'Download C',
      'Version map PDF',
      'Version map DOCX',
      'All keys PDF',
      'All keys DOCX',
    ]);
    expect(within(items[0]).getByRole('button', { name: 'Download B: test version B from cells.pdf' })).toBeEnabled();
  });

  it('saves a version under a name that says which version it is (the spec names only the plain download)', async () => {
    window.localStorage.setItem('auth_token', 'tok-9');
    const saved: string[] = [];
    jest.spyOn(browser, 'saveBlob').mockImplementation((_b, name) => void saved.push(name));
    renderWith([version(3, 'B'), version(2, 'A')], {
      'GET /api/generations/g3/download/docx': () => new Response(new Uint8Array([80, 75])),
    });
    await fastUser().click(await screen.findByRole('button', { name: 'Download B: test version B from cells.pdf' }));
    expect(await screen.findByText('Download started')).toBeInTheDocument();
    expect(saved).toEqual(['Cells - Test - Version B.docx']);
  });

  it('downloads the version map and the combined key of the original test', async () => {
    window.localStorage.setItem('auth_token', 'tok-9');
    const saved: string[] = [];
    jest.spyOn(browser, 'saveBlob').mockImplementation((_b, name) => void saved.push(name));
    renderWith([version(3, 'B'), version(2, 'A')], {
      'GET /api/generations/g1/versions/key-pdf': () => new Response(new Uint8Array([37, 80])),
    });
    await fastUser().click(await screen.findByRole('button', { name: 'All keys PDF for the test versions' }));
    expect(await screen.findByText('Download started')).toBeInTheDocument();
    expect(saved).toEqual(['Cells - Test - All versions - Answer keys.pdf']);
  });

  it('offers "Export to…" with one line per platform saying where to import, and saves the file the server names', async () => {
    window.localStorage.setItem('auth_token', 'tok-9');
    const saved: string[] = [];
    jest.spyOn(exportEffects, 'saveBlob').mockImplementation((_b, name) => void saved.push(name));
    renderWith([record(1)], {
      'GET /api/generations/g1/export/qti': () =>
        new Response(new Uint8Array([80, 75]), {
          headers: {
            'Content-Disposition': `attachment; filename="R_volution.qti.zip"; filename*=UTF-8''R%C3%A9volution.qti.zip`,
          },
        }),
    });
    const user = fastUser();
    const toggle = await screen.findByRole('button', { name: 'Export to… quiz from notes-1.pdf' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const canvas = screen.getByRole('button', { name: /^Canvas/ });
    expect(canvas).toHaveTextContent('Settings → Import Course Content → QTI .zip file');
    expect(screen.getByRole('button', { name: /^Kahoot!/ })).toHaveTextContent('Import spreadsheet');
    await user.click(canvas);
    expect(await screen.findByText('Export started')).toBeInTheDocument();
    expect(saved).toEqual(['Révolution.qti.zip']);
    expect(net.requests.find((r) => r.url.endsWith('/export/qti'))?.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(toggle).toHaveFocus();
  });

  it('shows the detail of a refused export and the questions a game left out', async () => {
    window.localStorage.setItem('auth_token', 'tok-9');
    jest.spyOn(exportEffects, 'saveBlob').mockImplementation(() => undefined);
    const leftOut = encodeURIComponent(
      JSON.stringify([{ number: 4, reason: 'essay questions have no answer choices' }]),
    );
    renderWith([record(1), record(2)], {
      'GET /api/generations/g2/export/kahoot': () =>
        new Response('x', {
          headers: { 'Content-Disposition': 'attachment; filename="q.kahoot.xlsx"', 'X-Export-Left-Out': leftOut },
        }),
      'GET /api/generations/g1/export/csv': () =>
        jsonResponse(422, { detail: 'This document holds no questions to export.' }),
    });
    const user = fastUser();
    await user.click(await screen.findByRole('button', { name: 'Export to… quiz from notes-2.pdf' }));
    await user.click(screen.getByRole('button', { name: /^Kahoot!/ }));
    expect(
      await screen.findByText('q.kahoot.xlsx. Left out: question 4 (essay questions have no answer choices).'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export to… quiz from notes-1.pdf' }));
    await user.click(screen.getByRole('button', { name: /^Spreadsheet/ }));
    expect(await screen.findByText('This document holds no questions to export.')).toBeInTheDocument();
  });

  it('closes the menu with Escape', async () => {
    renderWith([record(1)]);
    const user = fastUser();
    const toggle = await screen.findByRole('button', { name: 'Export to… quiz from notes-1.pdf' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: /^Canvas/ })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});
