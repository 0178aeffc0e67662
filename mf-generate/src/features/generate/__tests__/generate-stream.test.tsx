// The Generate page on the streaming answer: stages, each question as it arrives, the quality line,
// and Cancel. The server's events are fed one by one through a real ReadableStream body.
import { ReadableStream } from 'node:stream/web';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GenerationEvent, QualityReport } from '@lessonloom/contracts';
import {
  installFetchMock,
  jsonResponse,
  renderWithProviders,
  signedInState,
  type RecordedRequest,
} from '@lessonloom/web-core/src/testing';
import { GeneratePage } from '../components/generate-page';
import { activeUser, generateResponse } from '../../testing/fixtures';
import { fastUser } from '../../testing/setup';

jest.mock('mermaid', () => require('../../testing/mermaid-mock').mermaidModule);

let net: ReturnType<typeof installFetchMock>;
afterEach(() => net?.restore());

const QUALITY: QualityReport = {
  questions: 3,
  keys_checked: 3,
  math_checked: 2,
  math_recomputed: 1,
  options_repaired: 0,
  grounded: 2,
  quoted: 3,
  ungrounded: [3],
  reading_level: { grade: 5.2, asked: 5 },
  rewritten: false,
  repair_rounds: 1,
  offline: false,
  summary:
    '3/3 keys checked · 1 math answer recomputed · 2/3 questions quote your file · reading level grade 5.2 (asked: 5)',
};

/** A streamed answer the test writes into, event by event. */
function eventStream() {
  let push!: (text: string) => void;
  let end!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
      end = () => controller.close();
    },
  });
  const send = (e: GenerationEvent) => act(async () => push(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`));
  const response = new Response(body as unknown as BodyInit, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream' },
  });
  return { response, send, end: () => act(async () => end()) };
}

function renderPage(answer: (req: RecordedRequest) => Response) {
  net = installFetchMock({ 'POST /api/generate': answer, 'GET /api/generations': () => jsonResponse(200, []) });
  const user = fastUser();
  renderWithProviders(<GeneratePage />, { route: '/generate', preloaded: signedInState(activeUser) });
  fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'Fractions' } });
  return user;
}

const steps = () => within(screen.getByRole('list', { name: 'Generation steps' }));
const current = () => steps().getByRole('listitem', { current: 'step' });

describe('Generate page, streamed', () => {
  it('asks for the stream, shows the stages and each question as it is written, then the quality line', async () => {
    const stream = eventStream();
    const user = renderPage(() => stream.response);
    await user.click(screen.getByRole('button', { name: 'Generate Content' }));
    expect(net.requests[0].headers.get('Accept')).toBe('text/event-stream');

    await stream.send({ type: 'stage', stage: 'reading' });
    expect(current()).toHaveTextContent('Reading your topic');
    await stream.send({ type: 'stage', stage: 'writing', done: 0, total: 3 });
    expect(current()).toHaveTextContent('Writing question 1 of 3');
    expect(screen.queryByTestId('live-questions')).not.toBeInTheDocument();

    await stream.send({
      type: 'item',
      key: 'questions',
      index: 0,
      item: { prompt: 'What is 1/2 + 1/4?', options: ['3/4', '2/6', '1/8'] },
    });
    await stream.send({ type: 'stage', stage: 'writing', done: 1, total: 3 });
    expect(current()).toHaveTextContent('Writing question 2 of 3');
    const live = screen.getByTestId('live-questions');
    expect(within(live).getByText('What is 1/2 + 1/4?')).toBeInTheDocument();
    expect(within(live).getByText('2/6')).toBeInTheDocument();

    await stream.send({ type: 'stage', stage: 'checking' });
    expect(current()).toHaveTextContent('Checking the key');
    expect(steps().getByText('Writing 3 questions')).toBeInTheDocument();
    await stream.send({ type: 'stage', stage: 'checking', note: 'Fixing 2 problems' });
    expect(current()).toHaveTextContent('Checking the key — fixing 2 problems');
    await stream.send({ type: 'stage', stage: 'files' });
    expect(current()).toHaveTextContent('Making the files');

    await stream.send({ type: 'result', result: { ...generateResponse(), id: 'g1', quality: QUALITY } });
    await stream.end();
    expect(await screen.findByText('Content generated successfully')).toBeInTheDocument();
    expect(screen.queryByTestId('live-questions')).not.toBeInTheDocument();
    expect(screen.getByTestId('quality-line')).toHaveTextContent(
      `${QUALITY.summary} · check question 3: quote not found in your file`,
    );
  });

  it('an error event is the usual failure toast with the server’s detail', async () => {
    const stream = eventStream();
    const user = renderPage(() => stream.response);
    await user.click(screen.getByRole('button', { name: 'Generate Content' }));
    await stream.send({ type: 'stage', stage: 'reading' });
    await stream.send({
      type: 'error',
      status: 504,
      detail: 'The AI model did not finish writing in time, so nothing was saved.',
    });
    await stream.end();
    expect(await screen.findByText('Generation failed')).toBeInTheDocument();
    expect(screen.getByText('The AI model did not finish writing in time, so nothing was saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Content' })).toBeEnabled();
  });

  it('a 401 signs the teacher out through the one door, as any call does', async () => {
    localStorage.setItem('auth_token', 'expired');
    const user = renderPage(() => jsonResponse(401, { detail: 'Not authenticated' }));
    await user.click(screen.getByRole('button', { name: 'Generate Content' }));
    expect(await screen.findByText('Generation failed')).toBeInTheDocument();
    expect(net.requests[0].headers.get('Authorization')).toBe('Bearer expired');
    expect(localStorage.getItem('auth_token')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('Cancel stops the request, says nothing was saved, and the page is ready again', async () => {
    const stream = eventStream();
    let signal: AbortSignal | undefined;
    const user = renderPage(() => stream.response);
    const recording = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return recording(input, init);
    }) as typeof fetch;
    try {
      await user.click(screen.getByRole('button', { name: 'Generate Content' }));
      await stream.send({ type: 'stage', stage: 'writing', done: 0, total: 10 });
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(await screen.findByText('Generation cancelled')).toBeInTheDocument();
      expect(screen.getByText('Nothing was saved.')).toBeInTheDocument();
      expect(signal?.aborted).toBe(true);
      expect(screen.getByRole('button', { name: 'Generate Content' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('generated-preview')).not.toBeInTheDocument();
    } finally {
      globalThis.fetch = recording;
    }
  });
});
