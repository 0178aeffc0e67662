import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetchMock, jsonResponse, renderWithProviders, signedInState } from '@lessonloom/web-core/src/testing';
import { GeneratePage } from '../components/generate-page';
import { activeUser } from '../../testing/fixtures';
import { fastUser } from '../../testing/setup';

let net: ReturnType<typeof installFetchMock>;
let user: ReturnType<typeof fastUser>;
afterEach(() => net?.restore());

// Node's File: the test environment's FormData is Node's, which rejects jsdom's File.
function file(name: string, size = 1536, type = 'application/pdf'): File {
  const f = new NodeFile(['x'], name, { type }) as unknown as File;
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

async function openUploadTab(routes: Parameters<typeof installFetchMock>[0] = {}) {
  net = installFetchMock(routes);
  user = fastUser();
  renderWithProviders(<GeneratePage />, { route: '/generate', preloaded: signedInState(activeUser) });
  await user.click(screen.getByRole('tab', { name: 'Upload File' }));
}

const chooser = () => screen.getByLabelText('Choose a file to upload') as HTMLInputElement;

describe('Upload card', () => {
  it('refuses other file types before sending anything', async () => {
    await openUploadTab();
    fireEvent.change(chooser(), { target: { files: [file('photo.PNG', 100, 'image/png')] } });
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByText('Please upload PDF, DOCX, PPTX, or TXT files only.')).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  it('refuses files over 10 MB', async () => {
    await openUploadTab();
    fireEvent.change(chooser(), { target: { files: [file('big.pdf', 10 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Please upload files smaller than 10MB.')).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  it('accepts upper-case extensions and exactly 10 MB', async () => {
    await openUploadTab({ 'POST /api/upload': () => jsonResponse(200, { filename: 'Slides.PPTX', chars: 42 }) });
    fireEvent.change(chooser(), { target: { files: [file('Slides.PPTX', 10 * 1024 * 1024)] } });
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
  });

  it('shows uploading, then the preview with name, size, characters, and the success toast', async () => {
    let answer: (r: Response) => void = () => undefined;
    await openUploadTab({ 'POST /api/upload': () => new Promise<Response>((resolve) => (answer = resolve)) });
    fireEvent.change(chooser(), { target: { files: [file('Cells Unit.docx', 2.5 * 1024 * 1024)] } });
    expect(await screen.findByText(/Uploading Cells Unit\.docx/)).toBeInTheDocument();
    const sent = net.requests[0];
    expect(sent.url).toBe('/api/upload');
    expect(sent.method).toBe('POST');
    expect((sent.body as FormData).get('file')).toHaveProperty('name', 'Cells Unit.docx');
    expect(sent.headers.get('Authorization')).toBeNull();

    answer(jsonResponse(200, { filename: 'Cells Unit.docx', chars: 12345 }));
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    expect(screen.getByText('Extracted 12345 characters from Cells Unit.docx')).toBeInTheDocument();
    expect(screen.getByText('Cells Unit.docx')).toBeInTheDocument();
    expect(screen.getByText('2.5 MB')).toBeInTheDocument();
    expect(screen.getByText('12,345 characters extracted')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('sends the bearer token when one is stored', async () => {
    window.localStorage.setItem('auth_token', 'tok-1');
    await openUploadTab({ 'POST /api/upload': () => jsonResponse(200, { filename: 'a.txt', chars: 3 }) });
    fireEvent.change(chooser(), { target: { files: [file('a.txt', 3, 'text/plain')] } });
    await screen.findByText('File uploaded successfully');
    expect(net.requests[0].headers.get('Authorization')).toBe('Bearer tok-1');
    window.localStorage.clear();
  });

  it('says when the text was cut at the character budget', async () => {
    await openUploadTab({
      'POST /api/upload': () =>
        jsonResponse(200, { filename: 'book.pdf', chars: 200000, truncated: true, size_bytes: 900 }),
    });
    fireEvent.change(chooser(), { target: { files: [file('book.pdf', 9_000_000)] } });
    expect(await screen.findByRole('note')).toHaveTextContent('only the first 200,000 characters were kept');
    expect(screen.getByText('900 B')).toBeInTheDocument();
  });

  it('clear returns to the drop zone', async () => {
    await openUploadTab({ 'POST /api/upload': () => jsonResponse(200, { filename: 'notes.txt', chars: 10 }) });
    fireEvent.change(chooser(), { target: { files: [file('notes.txt', 10, 'text/plain')] } });
    await user.click(await screen.findByRole('button', { name: 'Clear notes.txt' }));
    expect(screen.getByRole('button', { name: /Drag and drop your file here/ })).toBeInTheDocument();
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
  });

  it('shows the server detail when the upload fails, and returns to idle', async () => {
    await openUploadTab({ 'POST /api/upload': () => jsonResponse(422, { detail: 'This PDF is password-protected.' }) });
    fireEvent.change(chooser(), { target: { files: [file('locked.pdf')] } });
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('This PDF is password-protected.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Drag and drop your file here/ })).toBeInTheDocument();
  });

  it("falls back to 'Failed to upload file' without a detail", async () => {
    await openUploadTab({
      'POST /api/upload': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    fireEvent.change(chooser(), { target: { files: [file('x.pdf')] } });
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to upload file')).toBeInTheDocument();
  });

  it('uses only the first dropped file', async () => {
    await openUploadTab({ 'POST /api/upload': () => jsonResponse(200, { filename: 'first.pdf', chars: 5 }) });
    fireEvent.drop(screen.getByRole('button', { name: /Drag and drop your file here/ }), {
      dataTransfer: { files: [file('first.pdf'), file('second.pdf')] },
    });
    await screen.findByText('File uploaded successfully');
    expect(net.requests).toHaveLength(1);
    expect((net.requests[0].body as FormData).get('file')).toHaveProperty('name', 'first.pdf');
  });

  it('opens the file chooser from the keyboard', async () => {
    await openUploadTab();
    const click = jest.spyOn(chooser(), 'click');
    screen.getByRole('button', { name: /Drag and drop your file here/ }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('keeps the upload when switching tabs', async () => {
    await openUploadTab({ 'POST /api/upload': () => jsonResponse(200, { filename: 'keep.pdf', chars: 7 }) });
    fireEvent.change(chooser(), { target: { files: [file('keep.pdf')] } });
    await screen.findByText('keep.pdf');
    await user.click(screen.getByRole('tab', { name: 'Enter Topic' }));
    await user.click(screen.getByRole('tab', { name: 'Upload File' }));
    await waitFor(() => expect(screen.getByText('keep.pdf')).toBeInTheDocument());
  });

  it('shows the pages of a scan as the server reads them, then says the text was read from a scan', async () => {
    const frames: string[] = [];
    let push: (frame: string) => void = () => undefined;
    let end: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        push = (frame) => controller.enqueue(encoder.encode(frame));
        end = () => controller.close();
        for (const f of frames) push(f);
      },
    });
    const event = (e: object) => `event: x\ndata: ${JSON.stringify(e)}\n\n`;
    await openUploadTab({
      'POST /api/upload': () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    });
    fireEvent.change(chooser(), { target: { files: [file('scan.pdf')] } });
    await waitFor(() => expect(net.requests).toHaveLength(1));
    expect(net.requests[0].headers.get('Accept')).toBe('text/event-stream');
    push(event({ type: 'progress', done: 1, total: 2 }));
    expect(await screen.findByText('Reading scanned page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Scanned pages read: 1 of 2' })).toHaveAttribute('value', '1');
    push(event({ type: 'progress', done: 2, total: 2 }));
    expect(await screen.findByText('Reading scanned page 2 of 2')).toBeInTheDocument();
    push(
      event({
        type: 'result',
        result: {
          filename: 'scan.pdf',
          chars: 5400,
          truncated: false,
          ocr: { pages: 2, chars: 5400, confidence: 91.4 },
        },
      }),
    );
    end();
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Read from a scan — check names and numbers');
    expect(note).toHaveTextContent('2 pages or pictures read by OCR, mean confidence 91%.');
  });

  it('shows an error event of the stream as the upload failure', async () => {
    const frame = `data: ${JSON.stringify({ type: 'error', status: 422, detail: 'This scan took too long to read.' })}\n\n`;
    await openUploadTab({
      'POST /api/upload': () => new Response(frame, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    });
    fireEvent.change(chooser(), { target: { files: [file('scan.pdf')] } });
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('This scan took too long to read.')).toBeInTheDocument();
  });

  it('sends keep_partial when the teacher asks to keep the pages read of a long scan', async () => {
    await openUploadTab({ 'POST /api/upload': () => jsonResponse(200, { filename: 'a.pdf', chars: 3 }) });
    const option = screen.getByRole('checkbox', { name: /Keep the pages read so far/ });
    expect(option).not.toBeChecked();
    await user.click(option);
    fireEvent.change(chooser(), { target: { files: [file('a.pdf')] } });
    await screen.findByText('File uploaded successfully');
    expect((net.requests[0].body as FormData).get('keep_partial')).toBe('true');
  });

  it('says when a scan was cut short by the time or the page limit', async () => {
    await openUploadTab({
      'POST /api/upload': () =>
        jsonResponse(200, {
          filename: 'long.pdf',
          chars: 900,
          ocr: { pages: 1, chars: 900, confidence: 88, partial: true, skipped: 4 },
        }),
    });
    fireEvent.change(chooser(), { target: { files: [file('long.pdf')] } });
    expect(await screen.findByRole('note')).toHaveTextContent(
      '1 page or picture read by OCR, mean confidence 88%. The time ran out: only the pages read so far were kept. 4 more past the page limit were not read.',
    );
  });
});
