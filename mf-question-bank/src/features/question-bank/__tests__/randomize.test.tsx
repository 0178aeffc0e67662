import { screen } from '@testing-library/react';
import { jsonResponse, type FetchHandler } from '@lessonloom/web-core/src/testing';
import { openQuestionBankTab } from './page-setup';
import { deferred, formEntries, HISTORY } from './fixtures';

let net: Awaited<ReturnType<typeof openQuestionBankTab>>['net'];

async function openTab(randomize: FetchHandler) {
  const opened = await openQuestionBankTab('Randomize Test', {
    'GET /api/question-bank/search': () => jsonResponse(200, []),
    'GET /api/generations': () => jsonResponse(200, HISTORY),
    'POST /api/question-bank/randomize-test': randomize,
  });
  net = opened.net;
  return opened.user;
}
const posts = () => net.requests.filter((r) => r.method === 'POST');
const button = () => screen.getByRole('button', { name: /Create Randomized Versions|Creating Versions\.\.\./ });

describe('Randomize Test tab', () => {
  it('says where the test ID is found, defaults to 3 versions and stays disabled without a test ID', async () => {
    const user = await openTab(() => jsonResponse(200, { versions_created: 3 }));
    expect(screen.getByLabelText('Test ID')).toHaveAccessibleDescription(
      'The test ID is found in your generation history.',
    );
    expect(screen.getByLabelText('Number of Versions')).toHaveValue(3);
    expect(screen.getByLabelText('Number of Versions')).toHaveAttribute('min', '2');
    expect(screen.getByLabelText('Number of Versions')).toHaveAttribute('max', '10');
    expect(button()).toBeDisabled();
    await user.type(screen.getByLabelText('Test ID'), 'abc');
    expect(button()).toBeEnabled();
  });

  it('offers tests and quizzes newest first, each told apart by title, date and time, and question count', async () => {
    const user = await openTab(() => jsonResponse(200, { versions_created: 3 }));
    const pick = (await screen.findByLabelText('Your tests and quizzes')) as HTMLSelectElement;
    // no worksheet, no version of a test; newest first
    expect([...pick.options].map((o) => o.value)).toEqual([
      '',
      HISTORY[4].id,
      HISTORY[3].id,
      HISTORY[0].id,
      HISTORY[2].id,
    ]);
    const texts = [...pick.options].slice(1).map((o) => o.text);
    expect(texts[0]).toMatch(/^Quiz: Waves · Quiz · .*2026.*\d:\d\d.* · 15 questions$/);
    expect(texts[1]).toMatch(/^Quiz: Waves · Quiz · .* · 8 questions$/);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts[2]).toMatch(/^Test: Cells · Test · .* · 12 questions$/);
    await user.selectOptions(pick, HISTORY[2].id);
    expect(screen.getByLabelText('Test ID')).toHaveValue(HISTORY[2].id);
  });

  it('searches the tests and quizzes by title or source', async () => {
    const user = await openTab(() => jsonResponse(200, { versions_created: 3 }));
    await user.type(await screen.findByLabelText('Search your tests and quizzes'), 'waves');
    const pick = screen.getByLabelText('Your tests and quizzes') as HTMLSelectElement;
    expect([...pick.options].map((o) => o.value)).toEqual(['', HISTORY[4].id, HISTORY[3].id]);
    expect(screen.getByText('2 of 4 tests and quizzes match')).toBeInTheDocument();
  });

  it("sends the form, shows 'Creating Versions...', then toasts and resets the form", async () => {
    const answer = deferred<Response>();
    const user = await openTab(() => answer.promise);
    await user.type(screen.getByLabelText('Test ID'), HISTORY[0].id);
    await user.clear(screen.getByLabelText('Number of Versions'));
    await user.type(screen.getByLabelText('Number of Versions'), '4');
    await user.click(button());
    expect(button()).toHaveTextContent('Creating Versions...');
    expect(button()).toBeDisabled();
    expect(posts()[0].url).toBe('/api/question-bank/randomize-test');
    expect(formEntries(posts()[0].body)).toEqual({ test_id: HISTORY[0].id, num_versions: '4' });

    answer.resolve(jsonResponse(200, { versions_created: 4 }));
    expect(await screen.findByText('Test Versions Created')).toBeInTheDocument();
    expect(screen.getByText('Successfully created 4 randomized versions')).toBeInTheDocument();
    expect(screen.getByLabelText('Test ID')).toHaveValue('');
    expect(screen.getByLabelText('Number of Versions')).toHaveValue(3);
    expect(button()).toHaveTextContent('Create Randomized Versions');
  });

  it('keeps an out-of-range number of versions as typed, says the range 2 to 10, and sends nothing until fixed', async () => {
    const user = await openTab(() => jsonResponse(200, { versions_created: 2 }));
    await user.type(screen.getByLabelText('Test ID'), 'x1');
    const versions = screen.getByLabelText('Number of Versions');
    await user.clear(versions);
    await user.type(versions, '1');
    expect(versions).toHaveValue(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number from 2 to 10.');
    expect(button()).toBeDisabled();
    await user.clear(versions);
    await user.type(versions, '2');
    await user.click(button());
    await screen.findByText('Test Versions Created');
    expect(posts()).toHaveLength(1);
    expect(formEntries(posts()[0].body).num_versions).toBe('2');
  });

  it("shows 'Randomization Failed' with the server's message and keeps the form", async () => {
    const user = await openTab(() => jsonResponse(404, { detail: 'Test not found in your generation history' }));
    await user.type(screen.getByLabelText('Test ID'), 'nope');
    await user.click(button());
    expect(await screen.findByText('Randomization Failed')).toBeInTheDocument();
    expect(screen.getByText('Test not found in your generation history')).toBeInTheDocument();
    expect(screen.getByLabelText('Test ID')).toHaveValue('nope');
  });
});
