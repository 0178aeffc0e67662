import { screen, waitFor, within } from '@testing-library/react';
import {
  installFetchMock,
  jsonResponse,
  renderWithProviders,
  signedInState,
  type FetchHandler,
} from '@lessonloom/web-core/src/testing';
import type { CurrentUser } from '@lessonloom/contracts';
import { DashboardPage } from '../components/dashboard-page';
import { formatActivityDate } from '../components/recent-activity';
import { browser } from '../../generations/browser';
import { activeUser, record } from '../../testing/fixtures';
import { fastUser } from '../../testing/setup';

let net: ReturnType<typeof installFetchMock>;
afterEach(() => {
  net?.restore();
  jest.restoreAllMocks();
  window.localStorage.clear();
});

function renderDashboard(
  generations: FetchHandler,
  user: CurrentUser = activeUser,
  extra: Parameters<typeof installFetchMock>[0] = {},
) {
  net = installFetchMock({ 'GET /api/generations': generations, ...extra });
  return renderWithProviders(<DashboardPage />, { route: '/dashboard', preloaded: signedInState(user) });
}

const statValue = (label: string) =>
  within(screen.getByRole('region', { name: label })).getByText(/^(\d+|—)$/).textContent;

describe('Dashboard', () => {
  it('shows navigation, email, badge, banner and Start Creating', () => {
    renderDashboard(() => jsonResponse(200, []));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Generate', 'History', 'Question Bank', 'Resources', 'Billing']);
    expect(screen.getByTestId('user-email')).toHaveTextContent('teacher@school.edu');
    expect(screen.getByTestId('subscription-badge')).toHaveTextContent('Pro Active');
    expect(screen.getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/generate');
  });

  it('greets a teacher who has made nothing yet with "Welcome", and "Welcome back" once there is a history', async () => {
    renderDashboard(() => jsonResponse(200, []));
    expect(await screen.findByText('No activity yet. Start by generating your first worksheet!')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome, teacher@school\.edu!$/);
  });

  it('says "Welcome back" to a teacher with a history', async () => {
    renderDashboard(() => jsonResponse(200, [record(1)]));
    await screen.findByText(/Generated quiz from/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome back, teacher@school\.edu!$/);
  });

  it.each([
    ['trialing', 'Free Trial'],
    ['inactive', 'Inactive'],
    ['pending_payment', 'Inactive'],
  ] as const)('badge for %s reads %s', (status, label) => {
    renderDashboard(() => jsonResponse(200, []), { ...activeUser, subscription_status: status });
    expect(screen.getByTestId('subscription-badge')).toHaveTextContent(label);
  });

  it('logout returns to /login', async () => {
    renderDashboard(() => jsonResponse(200, []), activeUser, {
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    await fastUser().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('shows the loading text, then the empty text and zero stats', async () => {
    let answer: (r: Response) => void = () => undefined;
    renderDashboard(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(screen.getByText('Loading recent activity...')).toBeInTheDocument();
    answer(jsonResponse(200, []));
    expect(await screen.findByText('No activity yet. Start by generating your first worksheet!')).toBeInTheDocument();
    expect(statValue('Generated This Month')).toBe('0');
    expect(statValue('Files Uploaded')).toBe('0');
    expect(statValue('Time Saved (hrs)')).toBe('0');
  });

  it('computes the three stats from the records and lists the 5 latest', async () => {
    const records = [
      record(1),
      record(2, { source_filename: 'notes-1.pdf' }),
      record(3, { kind: 'worksheet', output_path_docx: null }),
      record(4),
      record(5),
      { ...record(6, { kind: 'parent_handout', source_filename: 'Photosynthesis' }), source_type: 'topic' },
      record(7),
    ];
    renderDashboard(() => jsonResponse(200, [...records].reverse()));
    await screen.findByText('Generated quiz from "notes-7.pdf"');
    expect(statValue('Generated This Month')).toBe('7');
    // notes-1.pdf twice, and a typed topic is not an uploaded file.
    expect(statValue('Files Uploaded')).toBe('5');
    expect(statValue('Time Saved (hrs)')).toBe('5');

    const list = screen.getByRole('region', { name: 'Recent Activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Generated quiz from "notes-7.pdf"',
      'Generated parent handout from "Photosynthesis"',
      'Generated quiz from "notes-5.pdf"',
      'Generated quiz from "notes-4.pdf"',
      'Generated worksheet from "notes-3.pdf"',
    ]);
    expect(within(items[0]).getByText(formatActivityDate(records[6].created_at))).toBeInTheDocument();
    expect(within(items[0]).getByRole('button', { name: /^Download/ })).toBeInTheDocument();
    expect(within(items[4]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('downloads the DOCX of an activity as the spec names it (kind.docx), with the token', async () => {
    window.localStorage.setItem('auth_token', 'tok-5');
    const saved: string[] = [];
    jest.spyOn(browser, 'saveBlob').mockImplementation((_blob, name) => {
      saved.push(name);
    });
    const item = { ...record(2, { kind: 'exit_ticket' }), title: 'Exit Ticket: Fractions' };
    renderDashboard(() => jsonResponse(200, [item]), activeUser, {
      'GET /api/generations/g2/download/docx': () => new Response(new Uint8Array([1, 2, 3])),
    });
    await fastUser().click(await screen.findByRole('button', { name: /^Download/ }));
    expect(await screen.findByText('Download started')).toBeInTheDocument();
    expect(saved).toEqual(['exit_ticket.docx']);
    const call = net.requests.find((r) => r.url === '/api/generations/g2/download/docx');
    expect(call?.headers.get('Authorization')).toBe('Bearer tok-5');
  });

  it('says when the activity could not be loaded', async () => {
    renderDashboard(() => jsonResponse(500, { detail: 'database unavailable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load recent activity');
    expect(statValue('Generated This Month')).toBe('—');
  });
});
