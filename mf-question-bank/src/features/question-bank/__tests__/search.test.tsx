import { screen, waitFor, within } from '@testing-library/react';
import {
  installFetchMock,
  jsonResponse,
  renderWithProviders,
  signedInState,
  type FetchHandler,
} from '@lessonloom/web-core/src/testing';
import QuestionBankPage from '../../../expose/question-bank-page';
import { deferred, fastUser, QUESTIONS, teacher } from './fixtures';

let net: ReturnType<typeof installFetchMock>;
afterEach(() => {
  net?.restore();
  localStorage.clear();
});

function renderPage(search: FetchHandler) {
  localStorage.setItem('auth_token', 'tok');
  net = installFetchMock({
    'GET /api/question-bank/search': search,
    'GET /api/generations': () => jsonResponse(200, []),
  });
  return renderWithProviders(<QuestionBankPage />, { route: '/question-bank', preloaded: signedInState(teacher) });
}
const searches = () => net.requests.filter((r) => r.url.startsWith('/api/question-bank/search'));

describe('Search Questions tab', () => {
  it('searches on arrival and shows each question with its badge, answer, subject, category and grade level', async () => {
    renderPage(() => jsonResponse(200, QUESTIONS));
    const list = await screen.findByRole('list', { name: 'Questions' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const [easy, medium, hard] = cards;
    expect(easy).toHaveTextContent('What do plants release?');
    expect(within(easy).getByTestId('difficulty-badge')).toHaveAttribute('data-tone', 'success');
    expect(within(medium).getByTestId('difficulty-badge')).toHaveAttribute('data-tone', 'warning');
    expect(within(hard).getByTestId('difficulty-badge')).toHaveAttribute('data-tone', 'destructive');
    expect(within(easy).getByTestId('difficulty-badge')).toHaveTextContent('easy');
    expect(easy).toHaveTextContent('Answer:Oxygen');
    expect(easy).toHaveTextContent('Subject:Biology');
    expect(easy).toHaveTextContent('Category:Plants');
    expect(easy).toHaveTextContent('Grade Level:7');
    expect(medium).not.toHaveTextContent('Category:');
    expect(medium).not.toHaveTextContent('Grade Level:');
    expect(hard).toHaveTextContent('Category:Thermodynamics');
    // where each was made: the kind and the file, Generate Specific and its prompt; nothing for older entries
    expect(easy).toHaveTextContent('From:Exit Ticket · photosynthesis.pdf');
    expect(hard).toHaveTextContent('From:Generate Specific · Entropy and disorder');
    expect(medium).not.toHaveTextContent('From:');
    expect(searches()[0].url).toBe('/api/question-bank/search');
    expect(searches()[0].headers.get('Authorization')).toBe('Bearer tok');
  });

  it("shows 'Loading questions...' while searching and 'No questions found' when nothing matches", async () => {
    const answer = deferred<Response>();
    renderPage(() => answer.promise);
    expect(await screen.findByText('Loading questions...')).toBeInTheDocument();
    answer.resolve(jsonResponse(200, []));
    expect(await screen.findByText('No questions found')).toBeInTheDocument();
    expect(screen.queryByText('Loading questions...')).not.toBeInTheDocument();
  });

  it("sends the filters, leaving out empty values and 'all'", async () => {
    const user = fastUser();
    renderPage(() => jsonResponse(200, []));
    await screen.findByText('No questions found');
    expect(screen.getByLabelText('Difficulty')).toHaveValue('all');
    expect([...(screen.getByLabelText('Difficulty') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'All',
      'Easy',
      'Medium',
      'Hard',
    ]);

    await user.type(screen.getByLabelText('Subject'), 'Biology');
    await user.type(screen.getByLabelText('Tags'), 'cells, energy');
    await user.click(screen.getByRole('button', { name: 'Search Questions' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1].url).toBe('/api/question-bank/search?subject=Biology&tags=cells%2C+energy');

    await user.selectOptions(screen.getByLabelText('Difficulty'), 'hard');
    await user.type(screen.getByLabelText('Category'), 'Plants');
    await user.clear(screen.getByLabelText('Subject'));
    await user.click(screen.getByRole('button', { name: 'Search Questions' }));
    await waitFor(() => expect(searches()).toHaveLength(3));
    const url = new URL(searches()[2].url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      difficulty: 'hard',
      category: 'Plants',
      tags: 'cells, energy',
    });
  });

  it('filters by source: the file, topic or prompt the questions came from, with the spec filters beside it', async () => {
    const user = fastUser();
    renderPage(() => jsonResponse(200, []));
    await screen.findByText('No questions found');
    await user.type(screen.getByLabelText('Source'), '  waves.pdf ');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'easy');
    await user.click(screen.getByRole('button', { name: 'Search Questions' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    const url = new URL(searches()[1].url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ difficulty: 'easy', source: 'waves.pdf' });
  });

  it("fails with 'Not authenticated' and sends nothing when there is no auth_token", async () => {
    net = installFetchMock({ 'GET /api/question-bank/search': () => jsonResponse(200, QUESTIONS) });
    renderWithProviders(<QuestionBankPage />, { route: '/question-bank', preloaded: signedInState(teacher) });
    expect(await screen.findByText('Failed to search questions')).toBeInTheDocument();
    expect(screen.getByText('Not authenticated')).toBeInTheDocument();
    expect(searches()).toHaveLength(0);
  });

  it("shows 'Failed to search questions' when the server fails", async () => {
    renderPage(() => jsonResponse(500, { detail: 'Database unavailable' }));
    expect(await screen.findByText('Failed to search questions')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(await screen.findByText('No questions found')).toBeInTheDocument();
  });
});
