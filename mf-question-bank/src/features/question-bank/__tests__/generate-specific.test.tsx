import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, type FetchHandler } from '@lessonloom/web-core/src/testing';
import { openQuestionBankTab } from './page-setup';
import { deferred, formEntries, QUESTIONS } from './fixtures';

let net: Awaited<ReturnType<typeof openQuestionBankTab>>['net'];

async function openTab(generate: FetchHandler) {
  const opened = await openQuestionBankTab(
    'Generate Specific',
    {
      'GET /api/question-bank/search': () => jsonResponse(200, QUESTIONS),
      'POST /api/question-bank/generate-specific': generate,
      'GET /api/generations': () => jsonResponse(200, []),
    },
    () => screen.findByRole('list', { name: 'Questions' }),
  );
  net = opened.net;
  return opened.user;
}
const posts = () => net.requests.filter((r) => r.method === 'POST');
const searches = () => net.requests.filter((r) => r.url.startsWith('/api/question-bank/search'));
const button = () => screen.getByRole('button', { name: /Generate Questions|Generating\.\.\./ });

describe('Generate Specific tab', () => {
  it('offers the spec defaults and stays disabled until a prompt is typed', async () => {
    const user = await openTab(() => jsonResponse(200, { questions_saved: 1 }));
    expect(screen.getByLabelText('Number of Questions')).toHaveValue(10);
    expect(screen.getByLabelText('Number of Questions')).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Number of Questions')).toHaveAttribute('max', '50');
    const type = screen.getByLabelText('Question Type') as HTMLSelectElement;
    expect([...type.options].map((o) => o.text)).toEqual(['Multiple Choice', 'Short Answer', 'True/False', 'Essay']);
    expect(type).toHaveValue('multiple_choice');
    const difficulty = screen.getByLabelText('Difficulty') as HTMLSelectElement;
    expect([...difficulty.options].map((o) => o.text)).toEqual(['Easy', 'Medium', 'Hard']);
    expect(difficulty).toHaveValue('medium');
    expect(button()).toHaveTextContent('Generate Questions');
    expect(button()).toBeDisabled();
    await user.type(screen.getByLabelText('Prompt'), '   ');
    expect(button()).toBeDisabled();
    await user.type(screen.getByLabelText('Prompt'), 'Fractions');
    expect(button()).toBeEnabled();
  });

  it("sends the form, shows 'Generating...', then toasts, clears the prompt and refreshes the search", async () => {
    const answer = deferred<Response>();
    const user = await openTab(() => answer.promise);
    await user.type(screen.getByLabelText('Prompt'), 'Causes of World War I');
    await user.clear(screen.getByLabelText('Number of Questions'));
    await user.type(screen.getByLabelText('Number of Questions'), '5');
    await user.selectOptions(screen.getByLabelText('Question Type'), 'True/False');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'Hard');
    await user.click(button());
    expect(button()).toHaveTextContent('Generating...');
    expect(button()).toBeDisabled();
    expect(posts()[0].url).toBe('/api/question-bank/generate-specific');
    expect(formEntries(posts()[0].body)).toEqual({
      prompt: 'Causes of World War I',
      num_questions: '5',
      question_type: 'true_false',
      difficulty: 'hard',
    });

    answer.resolve(jsonResponse(200, { questions_saved: 5 }));
    expect(await screen.findByText('Questions Generated')).toBeInTheDocument();
    expect(screen.getByText('Successfully generated and saved 5 questions to the bank')).toBeInTheDocument();
    expect(screen.getByLabelText('Prompt')).toHaveValue('');
    expect(button()).toHaveTextContent('Generate Questions');
    await waitFor(() => expect(searches()).toHaveLength(2));
  });

  it('keeps an out-of-range number as typed, says the range 1 to 50, and sends nothing until it is fixed', async () => {
    const user = await openTab(() => jsonResponse(200, { questions_saved: 50 }));
    await user.type(screen.getByLabelText('Prompt'), 'Rivers');
    const count = screen.getByLabelText('Number of Questions');
    expect(screen.getByText('From 1 to 50')).toBeInTheDocument();
    await user.clear(count);
    await user.type(count, '80');
    expect(count).toHaveValue(80);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number from 1 to 50.');
    expect(button()).toBeDisabled();
    await user.clear(count);
    await user.type(count, '50');
    await user.click(button());
    await screen.findByText('Questions Generated');
    expect(posts()).toHaveLength(1);
    expect(formEntries(posts()[0].body).num_questions).toBe('50');
  });

  it("shows 'Generation Failed' with the server's message and keeps the prompt", async () => {
    const user = await openTab(() =>
      jsonResponse(402, { detail: 'Active subscription required to generate content.' }),
    );
    await user.type(screen.getByLabelText('Prompt'), 'Volcanoes');
    await user.click(button());
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Active subscription required to generate content.')).toBeInTheDocument();
    expect(screen.getByLabelText('Prompt')).toHaveValue('Volcanoes');
    expect(searches()).toHaveLength(1);
  });

  it('falls back to the status message when the error has no detail', async () => {
    const user = await openTab(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await user.type(screen.getByLabelText('Prompt'), 'Volcanoes');
    await user.click(button());
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('503: Service Unavailable')).toBeInTheDocument();
  });
});
