import { screen, within } from '@testing-library/react';
import { installFetchMock, jsonResponse, renderWithProviders, signedInState } from '@lessonloom/web-core/src/testing';
import { HistoryPage } from '../components/history-page';
import { browser } from '../../generations/browser';
import { activeUser, listItem } from '../../testing/fixtures';
import { fastUser } from '../../testing/setup';

let net: ReturnType<typeof installFetchMock>;
afterEach(() => {
  net?.restore();
  jest.restoreAllMocks();
  window.localStorage.clear();
});

function renderWith(records: unknown[], extra: Parameters<typeof installFetchMock>[0] = {}, route = '/history') {
  net = installFetchMock({ 'GET /api/generations': () => jsonResponse(200, records), ...extra });
  renderWithProviders(<HistoryPage />, { route, preloaded: signedInState(activeUser) });
}

const items = () => within(screen.getByRole('list', { name: 'Your generations' })).getAllByRole('listitem');

describe('/history', () => {
  it('lists each generation with title, kind, source, date and time, and question count', async () => {
    renderWith([listItem(2, { title: 'Quiz: Sound waves', source_filename: 'waves.docx', question_count: 12 })]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Quiz: Sound waves' })).toBeVisible();
    const [item] = items();
    expect(item).toHaveTextContent('Quiz · from waves.docx · 12 questions');
    const time = item.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', listItem(2).created_at);
    expect(time.textContent).toMatch(/2026/);
    expect(time.textContent).toMatch(/\d:\d\d/);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–1 of 1 generation');
  });

  it('searches by title or source, filters by kind, and says when nothing matches', async () => {
    renderWith([
      listItem(1, { title: 'Cells', source_filename: 'biology.pdf', kind: 'test' }),
      listItem(2, { title: 'Waves', source_filename: 'physics.docx' }),
      listItem(3, { title: 'Light', source_filename: 'physics.docx', kind: 'worksheet' }),
    ]);
    const user = fastUser();
    await user.type(await screen.findByLabelText('Search by title or source'), 'physics');
    expect(items().map((i) => within(i).getByRole('heading').textContent)).toEqual(['Light', 'Waves']);
    await user.selectOptions(screen.getByLabelText('Kind'), 'Worksheet');
    expect(items()).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Kind'), 'Test');
    expect(screen.getByRole('status')).toHaveTextContent('No generations match these filters.');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(items()).toHaveLength(3);
  });

  it('pages a long history 20 at a time; focus moves to the new page', async () => {
    renderWith(Array.from({ length: 25 }, (_, i) => listItem(i + 1)));
    const user = fastUser();
    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
    expect(items()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(items()).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 21–25 of 25 generations');
    await new Promise((r) => requestAnimationFrame(r));
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('reads its filters from the address', async () => {
    renderWith([listItem(1, { title: 'Cells' }), listItem(2, { title: 'Waves' })], {}, '/history?q=cells');
    expect(await screen.findByLabelText('Search by title or source')).toHaveValue('cells');
    expect(items()).toHaveLength(1);
  });

  it('downloads under names that say what the file is, versions and accommodated copies included', async () => {
    window.localStorage.setItem('auth_token', 'tok');
    const saved: string[] = [];
    jest.spyOn(browser, 'saveBlob').mockImplementation((_b, name) => void saved.push(name));
    const file = () => new Response(new Uint8Array([37, 80]));
    renderWith(
      [
        listItem(1, { kind: 'test', title: 'Test: Cells' }),
        listItem(2, { id: 'vb', kind: 'test', title: 'Test: Cells', settings: { version_of: 'g1', version: 'B' } }),
        listItem(3, { id: 'ac', kind: 'test', title: 'Test: Cells', settings: { accommodation_of: 'g1' } }),
      ],
      {
        'GET /api/generations/g1/download/pdf': file,
        'GET /api/generations/vb/download/key-docx': file,
        'GET /api/generations/ac/download/pdf': file,
      },
    );
    const user = fastUser();
    await user.click(await screen.findByRole('button', { name: 'Download PDF of Test: Cells' }));
    await user.click(screen.getByRole('button', { name: 'Download Answer key DOCX of Test: Cells, version B' }));
    await user.click(screen.getByRole('button', { name: 'Download PDF of Test: Cells, accommodated version' }));
    await screen.findAllByText('Download started');
    expect(saved).toEqual([
      'Cells - Test.pdf',
      'Cells - Test - Version B - Answer key.docx',
      'Cells - Test - Accommodated.pdf',
    ]);
  });

  it('offers the dashboard actions: export, and make versions of a test in the question bank', async () => {
    renderWith([listItem(1, { kind: 'test', title: 'Cells' }), listItem(2, { kind: 'lesson_plan', title: 'Plan' })]);
    const link = await screen.findByRole('link', { name: 'Make versions of Cells' });
    expect(link).toHaveAttribute('href', '/question-bank?tab=randomize&test_id=g1');
    expect(screen.getByRole('button', { name: 'Export to… Cells' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit Cells' })).toHaveAttribute('href', '/generate?edit=g1');
    expect(screen.queryByRole('link', { name: 'Make versions of Plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export to… Plan' })).toBeNull();
  });

  it('an empty history points to Generate', async () => {
    renderWith([]);
    expect(await screen.findByText('Nothing here yet. Everything you generate is kept here.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/generate');
  });
});
