import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  installFetchMock,
  jsonResponse,
  renderWithProviders,
  signedInState,
  type FetchHandler,
} from '@lessonloom/web-core/src/testing';
import { generationsApi } from '../../generations/api';
import { GeneratePage } from '../components/generate-page';
import { activeUser, everyBlockDocument, formFields, generateResponse, withoutDiagram } from '../../testing/fixtures';
import { fastUser } from '../../testing/setup';

jest.mock('mermaid', () => require('../../testing/mermaid-mock').mermaidModule);

let net: ReturnType<typeof installFetchMock>;
let user: ReturnType<typeof fastUser>;
afterEach(() => net?.restore());

function renderPage(generate: FetchHandler = () => jsonResponse(200, generateResponse())) {
  net = installFetchMock({
    'POST /api/generate': generate,
    'POST /api/upload': () => jsonResponse(200, { filename: 'Cells.pdf', chars: 900 }),
    'GET /api/generations': () => jsonResponse(200, []),
  });
  user = fastUser();
  return renderWithProviders(<GeneratePage />, { route: '/generate', preloaded: signedInState(activeUser) });
}

const generateButton = () => screen.getByRole('button', { name: /Generate Content|Generating\.\.\./ });
const typeTopic = (text: string) => fireEvent.change(screen.getByLabelText('Topic'), { target: { value: text } });

describe('Generate', () => {
  it('is unavailable without a topic and explains why on click', async () => {
    renderPage();
    expect(generateButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(generateButton());
    expect(await screen.findByText('No topic entered')).toBeInTheDocument();
    expect(screen.getByText('Please enter a topic to generate content.')).toBeInTheDocument();
    typeTopic('   ');
    expect(generateButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Ready to Generate!')).not.toBeInTheDocument();
    expect(net.requests.filter((r) => r.url === '/api/generate')).toHaveLength(0);
  });

  it('is unavailable in file mode until a file is uploaded', async () => {
    renderPage();
    typeTopic('A topic does not count in file mode');
    await user.click(screen.getByRole('tab', { name: 'Upload File' }));
    expect(generateButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(generateButton());
    expect(await screen.findByText('No file uploaded')).toBeInTheDocument();
    expect(screen.getByText('Please upload a file first.')).toBeInTheDocument();
    expect(net.requests.filter((r) => r.url === '/api/generate')).toHaveLength(0);
  });

  it('shows Ready to Generate! once a topic is typed, and example topics fill the box', async () => {
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Use example topic: The water cycle' }));
    expect(screen.getByLabelText('Topic')).toHaveValue('The water cycle');
    expect(screen.getByText('Ready to Generate!')).toBeInTheDocument();
    expect(generateButton()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByText(/Name the grade level and subject/)).toBeInTheDocument();
  });

  it("sends every field as text from a topic, shows 'Generating...' with progress, then the result", async () => {
    let answer: (r: Response) => void = () => undefined;
    renderPage(() => new Promise<Response>((resolve) => (answer = resolve)));
    typeTopic('  Photosynthesis  ');
    await user.type(screen.getByLabelText('Grade Level (optional)'), '5th grade');
    await user.type(screen.getByLabelText('Subject (optional)'), 'Science');
    await user.click(screen.getByLabelText('Use Specific AI Prompt'));
    fireEvent.change(screen.getByLabelText('Specific AI Prompt'), { target: { value: 'Focus on leaves' } });
    await user.click(generateButton());

    expect(generateButton()).toHaveTextContent('Generating...');
    expect(generateButton()).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Generating quiz' })).toBeInTheDocument();
    await user.click(generateButton());
    const calls = net.requests.filter((r) => r.url === '/api/generate');
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(formFields(calls[0].body)).toEqual({
      kind: 'quiz',
      difficulty: 'mixed',
      num_questions: '10',
      include_answer_key: 'true',
      worksheet_style: 'mixed',
      grade_level: '5th grade',
      subject: 'Science',
      specific_prompt: 'Focus on leaves',
      use_specific_prompt: 'true',
      puzzle_type: 'word_search',
      topic: 'Photosynthesis',
    });

    answer(jsonResponse(200, generateResponse()));
    expect(await screen.findByText('Content generated successfully')).toBeInTheDocument();
    expect(screen.getByText('Your educational content is ready!')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(generateButton()).toHaveTextContent('Generate Content');
    // the result card's code loads on first use (lazy-result-card.tsx)
    expect(await screen.findByRole('heading', { name: 'Generated Content' })).toBeInTheDocument();
    // keyboard and screen-reader users land on the result, not on the page body
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Generated Content' })).toHaveFocus());
    expect(screen.getByRole('region', { name: 'Preview of the generated content' })).toHaveTextContent(
      'Which gas do plants release?',
    );
    expect(screen.queryByRole('note', { name: 'Offline draft' })).not.toBeInTheDocument();
  });

  it('sends the uploaded file name in file mode and the diagram type in worksheet_style', async () => {
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Upload File' }));
    const f = new NodeFile(['x'], 'Cells.pdf', { type: 'application/pdf' }) as unknown as File;
    fireEvent.change(screen.getByLabelText('Choose a file to upload'), { target: { files: [f] } });
    await screen.findByText('File uploaded successfully');
    await user.selectOptions(screen.getByLabelText('Content Type'), 'diagram');
    await user.selectOptions(screen.getByLabelText('Diagram Type'), 'timeline');
    await user.click(generateButton());
    await screen.findByText('Content generated successfully');
    const sent = formFields(net.requests.find((r) => r.url === '/api/generate')?.body);
    expect(sent.source_filename).toBe('Cells.pdf');
    expect(sent.topic).toBeUndefined();
    expect(sent.kind).toBe('diagram');
    expect(sent.worksheet_style).toBe('timeline');
    expect(sent.use_specific_prompt).toBe('false');
    expect(sent.specific_prompt).toBe('');
  });

  it('refreshes the generations list after a success', async () => {
    const { store } = renderPage();
    const sub = store.dispatch(generationsApi.endpoints.generations.initiate());
    await waitFor(() => expect(net.requests.filter((r) => r.url === '/api/generations')).toHaveLength(1));
    typeTopic('Fractions');
    await user.click(generateButton());
    await screen.findByText('Content generated successfully');
    await waitFor(() => expect(net.requests.filter((r) => r.url === '/api/generations')).toHaveLength(2));
    sub.unsubscribe();
  });

  it('a 402 says an active subscription is required', async () => {
    renderPage(() => jsonResponse(402, { detail: 'Payment Required' }));
    typeTopic('Fractions');
    await user.click(generateButton());
    expect(await screen.findByText('Generation failed')).toBeInTheDocument();
    expect(screen.getByText('Active subscription required to generate content.')).toBeInTheDocument();
    expect(generateButton()).toHaveTextContent('Generate Content');
    await waitFor(() => expect(generateButton()).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Generated Content' })).not.toBeInTheDocument();
  });

  it('other failures show the server detail', async () => {
    renderPage(() => jsonResponse(502, { detail: 'The model returned an invalid quiz twice.' }));
    typeTopic('Fractions');
    await user.click(generateButton());
    expect(await screen.findByText('Generation failed')).toBeInTheDocument();
    expect(screen.getByText('The model returned an invalid quiz twice.')).toBeInTheDocument();
  });

  it("failures without a detail say 'Failed to generate content'", async () => {
    renderPage(() => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    typeTopic('Fractions');
    await user.click(generateButton());
    expect(await screen.findByText('Generation failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate content')).toBeInTheDocument();
  });

  it('says in teacher language when the result is an offline draft; the server settings sit behind "For your administrator"', async () => {
    renderPage(() =>
      jsonResponse(
        200,
        generateResponse(
          withoutDiagram(everyBlockDocument({ offline_draft: true, source: { type: 'file', name: 'notes.pdf' } })),
        ),
      ),
    );
    typeTopic('Fractions');
    await user.click(generateButton());
    const note = await screen.findByRole('note', { name: 'Offline draft' });
    expect(note).toHaveTextContent('Draft from your material.');
    expect(note).toHaveTextContent('ask whoever set up Lessonloom at your school to connect a model');
    const admin = within(note).getByText('For your administrator').closest('details')!;
    expect(admin).not.toHaveAttribute('open');
    for (const key of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL'])
      expect(within(admin).getByText(key)).toBeInTheDocument();
    // The teacher-facing words never name server variables.
    const teacherText = [...note.querySelectorAll(':scope > p')].map((p) => p.textContent).join(' ');
    expect(teacherText).not.toMatch(/OPENAI|server|restart/);
  });

  it('shows the document’s notice in the page, inside the offline note', async () => {
    const notice =
      'Without your own material or a connected AI model, Lessonloom does not know the facts of “Volcanoes”.';
    renderPage(() =>
      jsonResponse(200, generateResponse(withoutDiagram(everyBlockDocument({ offline_draft: true, notice })))),
    );
    typeTopic('Volcanoes');
    await user.click(generateButton());
    const note = await screen.findByRole('note', { name: 'Offline draft' });
    expect(within(note).getByTestId('content-notice')).toHaveTextContent(notice);
    // A typed topic is not "your material".
    expect(note).toHaveTextContent('Draft from your topic.');
    expect(note).not.toHaveTextContent('Draft from your material.');
  });

  it('says what the file lacks and makes the sheet it offers in one click, the form following', async () => {
    const notice = 'Lessonloom found no parts your file describes to label, so this sheet is a Frayer model.';
    const suggestion = {
      kind: 'worksheet',
      worksheet_style: 'matching',
      label: 'Make a matching sheet instead',
    } as const;
    renderPage(() => jsonResponse(200, generateResponse(withoutDiagram(everyBlockDocument({ notice, suggestion })))));
    typeTopic('Volcanoes');
    await user.selectOptions(screen.getByLabelText('Content Type'), 'worksheet');
    await user.click(generateButton());
    const note = await screen.findByRole('note', { name: 'About this document' });
    expect(within(note).getByTestId('content-notice')).toHaveTextContent(notice);
    await user.click(within(note).getByRole('button', { name: 'Make a matching sheet instead' }));
    await waitFor(() => expect(net.requests.filter((r) => r.url === '/api/generate')).toHaveLength(2));
    const [first, second] = net.requests.filter((r) => r.url === '/api/generate').map((r) => formFields(r.body));
    expect(second).toEqual({ ...first, kind: 'worksheet', worksheet_style: 'matching' });
    expect(screen.getByLabelText('Content Type')).toHaveValue('worksheet');
  });

  it('keeps the preview box at most 24rem high and scrollable', async () => {
    renderPage();
    typeTopic('Fractions');
    await user.click(generateButton());
    const box = await screen.findByTestId('generated-preview');
    expect(box).toHaveStyle({ maxHeight: '24rem', overflowY: 'auto' });
    expect(box).toHaveAttribute('tabindex', '0');
  });
});
