import { screen, within } from '@testing-library/react';
import { exportEffects } from '@lessonloom/web-core';
import { installFetchMock, jsonResponse, renderWithProviders, signedInState } from '@lessonloom/web-core/src/testing';
import QuestionBankPage from '../../../expose/question-bank-page';
import { fastUser, QUESTIONS, teacher } from './fixtures';

let net: ReturnType<typeof installFetchMock>;
afterEach(() => {
  net?.restore();
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('Search tab: choosing questions to export', () => {
  it('exports the chosen questions, in the order chosen, to the format picked', async () => {
    localStorage.setItem('auth_token', 'tok');
    const saved: string[] = [];
    jest.spyOn(exportEffects, 'saveBlob').mockImplementation((_b, name) => void saved.push(name));
    net = installFetchMock({
      'GET /api/question-bank/search': () => jsonResponse(200, QUESTIONS),
      'GET /api/generations': () => jsonResponse(200, []),
      'POST /api/question-bank/export': () =>
        new Response('::Q1::x {}', {
          headers: { 'Content-Disposition': 'attachment; filename="Biology-questions.gift.txt"' },
        }),
    });
    renderWithProviders(<QuestionBankPage />, { route: '/question-bank', preloaded: signedInState(teacher) });
    const user = fastUser();
    const cards = within(await screen.findByRole('list', { name: 'Questions' })).getAllByRole('listitem');
    const toggle = screen.getByRole('button', { name: 'Export to… (select questions first)' });
    expect(toggle).toBeDisabled();
    expect(screen.getByText('0 of 3 selected')).toBeInTheDocument();

    await user.click(within(cards[2]).getByRole('checkbox', { name: 'Select for export' }));
    await user.click(within(cards[0]).getByRole('checkbox', { name: 'Select for export' }));
    expect(screen.getByText('2 of 3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export to… 2 selected questions' }));
    await user.click(screen.getByRole('button', { name: /^Moodle \(GIFT\)/ }));

    expect(await screen.findByText('Export started')).toBeInTheDocument();
    expect(saved).toEqual(['Biology-questions.gift.txt']);
    const call = net.requests.find((r) => r.url === '/api/question-bank/export')!;
    expect(call.headers.get('Authorization')).toBe('Bearer tok');
    expect(call.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(call.body))).toEqual({ question_ids: [QUESTIONS[2].id, QUESTIONS[0].id], format: 'gift' });
  });

  it('selects all and clears the selection', async () => {
    net = installFetchMock({
      'GET /api/question-bank/search': () => jsonResponse(200, QUESTIONS),
      'GET /api/generations': () => jsonResponse(200, []),
    });
    localStorage.setItem('auth_token', 'tok');
    renderWithProviders(<QuestionBankPage />, { route: '/question-bank', preloaded: signedInState(teacher) });
    const user = fastUser();
    await screen.findByRole('list', { name: 'Questions' });
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(
      screen.getAllByRole('checkbox', { name: 'Select for export' }).every((c) => (c as HTMLInputElement).checked),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Export to… 3 selected questions' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByText('0 of 3 selected')).toBeInTheDocument();
  });
});
