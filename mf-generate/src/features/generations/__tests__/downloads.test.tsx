import { DOWNLOAD_FORMATS } from '@lessonloom/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  installFetchMock,
  renderWithProviders,
  signedInState,
  type FetchHandler,
} from '@lessonloom/web-core/src/testing';
import { ResultCard } from '../../generate/components/result-card';
import { activeUser, everyBlockDocument, generateResponse, withoutDiagram } from '../../testing/fixtures';
import { fastUser } from '../../testing/setup';
import { browser } from '../browser';
import { downloadFileName } from '../download';

jest.mock('mermaid', () => require('../../testing/mermaid-mock').mermaidModule);

let net: ReturnType<typeof installFetchMock>;
let saved: Array<{ name: string; size: number }>;
beforeEach(() => {
  saved = [];
  jest.spyOn(browser, 'saveBlob').mockImplementation((blob, name) => {
    saved.push({ name, size: blob.size });
  });
  window.localStorage.setItem('auth_token', 'tok-9');
});
afterEach(() => {
  net?.restore();
  jest.restoreAllMocks();
  window.localStorage.clear();
});

const fileResponse: FetchHandler = () => new Response(new Uint8Array([80, 75, 3, 4, 9]), { status: 200 });

function renderCard(handler: FetchHandler = fileResponse, withKey = true) {
  net = installFetchMock({
    'GET /api/generations/g1/download/docx': handler,
    'GET /api/generations/g1/download/pdf': handler,
    'GET /api/generations/g1/download/key-docx': handler,
    'GET /api/generations/g1/download/key-pdf': handler,
  });
  const doc = withoutDiagram(everyBlockDocument({ kind: 'quiz', include_answer_key: withKey }));
  return renderWithProviders(<ResultCard result={generateResponse(doc, withKey)} />, {
    route: '/generate',
    preloaded: signedInState(activeUser),
  });
}

describe('Downloads of generated files', () => {
  it('names files kind.docx, kind.pdf, kind_answer_key.docx and kind_answer_key.pdf', () => {
    expect(DOWNLOAD_FORMATS.map((f) => downloadFileName('exit_ticket', f))).toEqual([
      'exit_ticket.docx',
      'exit_ticket.pdf',
      'exit_ticket_answer_key.docx',
      'exit_ticket_answer_key.pdf',
    ]);
  });

  it.each([
    ['Download DOCX', '/api/generations/g1/download/docx', 'quiz.docx'],
    ['Download PDF', '/api/generations/g1/download/pdf', 'quiz.pdf'],
    ['Answer Key DOCX', '/api/generations/g1/download/key-docx', 'quiz_answer_key.docx'],
    ['Answer Key PDF', '/api/generations/g1/download/key-pdf', 'quiz_answer_key.pdf'],
  ])('%s fetches with the bearer token and saves %s', async (label, url, name) => {
    renderCard();
    await fastUser().click(screen.getByRole('button', { name: label }));
    expect(await screen.findByText('Download started')).toBeInTheDocument();
    expect(net.requests[0].url).toBe(url);
    expect(net.requests[0].headers.get('Authorization')).toBe('Bearer tok-9');
    expect(saved).toEqual([{ name, size: 5 }]);
  });

  it('shows no answer key buttons when there is no key', () => {
    renderCard(fileResponse, false);
    const group = screen.getByRole('group', { name: 'Downloads' });
    // The file buttons; 'Export to…' (a menu toggle) sits beside them.
    const files = within(group)
      .getAllByRole('button')
      .filter((b) => !b.hasAttribute('aria-expanded'));
    expect(files.map((b) => b.textContent)).toEqual(['Download DOCX', 'Download PDF']);
    expect(within(group).queryByRole('button', { name: /Answer Key/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Show answers in the preview')).not.toBeInTheDocument();
  });

  it('asks to log in when no token is stored, without a request', async () => {
    window.localStorage.removeItem('auth_token');
    renderCard();
    await fastUser().click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to download files.')).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
    expect(saved).toHaveLength(0);
  });

  it("reports a non-OK answer as 'Download failed: {status text}'", async () => {
    renderCard(() => new Response('{"detail":"Not found"}', { status: 404, statusText: 'Not Found' }));
    await fastUser().click(screen.getByRole('button', { name: 'Download DOCX' }));
    expect(await screen.findByText('Download failed: Not Found')).toBeInTheDocument();
    expect(screen.getByText('Download failed')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('signs out on a 401 like every other call', async () => {
    renderCard(() => new Response('', { status: 401, statusText: 'Unauthorized' }));
    await fastUser().click(screen.getByRole('button', { name: 'Download DOCX' }));
    expect(await screen.findByText('Download failed: Unauthorized')).toBeInTheDocument();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('reports network errors with their message', async () => {
    renderCard(() => Promise.reject(new TypeError('Failed to fetch')));
    await fastUser().click(screen.getByRole('button', { name: 'Download DOCX' }));
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
    expect(screen.getByText('Download failed')).toBeInTheDocument();
  });

  it("falls back to 'Failed to download file. Please try again.' for errors without a message", async () => {
    renderCard(() => Promise.reject(new Error('')));
    await fastUser().click(screen.getByRole('button', { name: 'Download DOCX' }));
    expect(await screen.findByText('Failed to download file. Please try again.')).toBeInTheDocument();
  });

  it('toggles answers in the preview when a key exists', async () => {
    renderCard();
    const user = fastUser();
    expect(screen.queryByText(/Answer:/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Show answers in the preview'));
    expect(screen.getByRole('article', { name: 'Question 1' })).toHaveTextContent('Answer: B. Oxygen');
  });
});
