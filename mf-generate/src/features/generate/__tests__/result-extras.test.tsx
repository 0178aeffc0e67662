import { screen, within } from '@testing-library/react';
import { exportEffects } from '@lessonloom/web-core';
import { installFetchMock, jsonResponse, renderWithProviders, signedInState } from '@lessonloom/web-core/src/testing';
import { ResultCard } from '../components/result-card';
import { browser } from '../../generations/browser';
import { activeUser, generateResponse, formFields } from '../../testing/fixtures';
import { fastUser } from '../../testing/setup';

let net: ReturnType<typeof installFetchMock>;
afterEach(() => {
  net?.restore();
  jest.restoreAllMocks();
  localStorage.clear();
});

const result = { ...generateResponse(), id: 'g1' };

function renderCard(routes: Parameters<typeof installFetchMock>[0]) {
  localStorage.setItem('auth_token', 'tok');
  net = installFetchMock(routes);
  renderWithProviders(<ResultCard result={result} />, { preloaded: signedInState(activeUser) });
}

describe('Generated Content: export and accommodated version', () => {
  it('offers Export to… beside the downloads', async () => {
    const saved: string[] = [];
    jest.spyOn(exportEffects, 'saveBlob').mockImplementation((_b, n) => void saved.push(n));
    renderCard({
      'GET /api/generations/g1/export/moodle': () =>
        new Response('<quiz/>', { headers: { 'Content-Disposition': 'attachment; filename="Quiz.moodle.xml"' } }),
    });
    const user = fastUser();
    const downloads = screen.getByRole('group', { name: 'Downloads' });
    await user.click(within(downloads).getByRole('button', { name: 'Export to…' }));
    await user.click(screen.getByRole('button', { name: /^Moodle Question bank/ }));
    expect(await screen.findByText('Export started')).toBeInTheDocument();
    expect(saved).toEqual(['Quiz.moodle.xml']);
  });

  it('makes an accommodated version with the chosen font and offers its own four files', async () => {
    const saved: string[] = [];
    jest.spyOn(browser, 'saveBlob').mockImplementation((_b, n) => void saved.push(n));
    renderCard({
      'POST /api/generations/g1/accommodate': () =>
        jsonResponse(201, {
          ...generateResponse(),
          id: 'g2',
          docx_url: '/api/generations/g2/download/docx',
          pdf_url: '/api/generations/g2/download/pdf',
          answer_key_docx_url: '/api/generations/g2/download/key-docx',
          answer_key_pdf_url: '/api/generations/g2/download/key-pdf',
          reading_level: { original: 8.4, accommodated: 5.1 },
        }),
      'GET /api/generations/g2/download/key-pdf': () => new Response(new Uint8Array([1])),
    });
    const user = fastUser();
    await user.click(screen.getByRole('checkbox', { name: 'Use the Atkinson Hyperlegible font' }));
    await user.click(screen.getByRole('button', { name: 'Make accommodated version' }));
    expect(await screen.findByText('Accommodated version created')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Accommodated version' })).getByRole('status')).toHaveTextContent(
      'Reading level: grade 8.4 → grade 5.1.',
    );
    const call = net.requests.find((r) => r.url === '/api/generations/g1/accommodate')!;
    expect(formFields(call.body)).toEqual({ font: 'atkinson' });
    const files = screen.getByRole('group', { name: 'Accommodated downloads' });
    expect(
      within(files)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accommodated DOCX', 'Accommodated PDF', 'Its Answer Key DOCX', 'Its Answer Key PDF']);
    await user.click(within(files).getByRole('button', { name: 'Its Answer Key PDF' }));
    expect(await screen.findByText('Download started')).toBeInTheDocument();
    expect(net.requests.some((r) => r.url === '/api/generations/g2/download/key-pdf')).toBe(true);
  });

  it('shows the reason when the version cannot be made', async () => {
    renderCard({
      'POST /api/generations/g1/accommodate': () =>
        jsonResponse(422, { detail: 'Only documents with questions can have an accommodated version.' }),
    });
    await fastUser().click(screen.getByRole('button', { name: 'Make accommodated version' }));
    expect(
      await screen.findByText('Only documents with questions can have an accommodated version.'),
    ).toBeInTheDocument();
  });
});
