// "Export to…" goes through the one door: the server's detail (or the status) in the one failure toast,
// 401 -> logout like any call, and the file saved under the server's name with any left-out questions named.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LEFT_OUT_HEADER } from '@lessonloom/contracts';
import { ExportMenu } from '../export-menu';
import { exportEffects } from '../download-export';
import { installFetchMock, jsonResponse, renderWithProviders, signedInState } from '../../testing';

const user = { id: 'u1', email: 't@school.org', subscription_status: 'active' as const };
const URL_OF = '/api/generations/g1/export/kahoot';

let net: ReturnType<typeof installFetchMock>;
afterEach(() => {
  net?.restore();
  jest.restoreAllMocks();
  localStorage.clear();
});

async function exportTo(answer: () => Response) {
  localStorage.setItem('auth_token', 'tok');
  net = installFetchMock({ [`GET ${URL_OF}`]: answer });
  renderWithProviders(<ExportMenu request={() => ({ url: URL_OF })} />, {
    route: '/generate',
    preloaded: signedInState(user),
  });
  fireEvent.click(screen.getByRole('button', { name: 'Export to…' }));
  fireEvent.click(screen.getByRole('button', { name: /Kahoot!/ }));
}

describe('ExportMenu', () => {
  it('saves the file under the name the server gives and names what was left out', async () => {
    const saved: string[] = [];
    jest.spyOn(exportEffects, 'saveBlob').mockImplementation((_b, name) => void saved.push(name));
    await exportTo(
      () =>
        new Response('xlsx', {
          headers: {
            'Content-Disposition': "attachment; filename*=UTF-8''Cells%20quiz.xlsx",
            [LEFT_OUT_HEADER]: encodeURIComponent(JSON.stringify([{ number: 3, reason: 'essay' }])),
          },
        }),
    );
    expect(await screen.findByText('Export started')).toBeInTheDocument();
    expect(screen.getByText('Cells quiz.xlsx. Left out: question 3 (essay).')).toBeInTheDocument();
    expect(saved).toEqual(['Cells quiz.xlsx']);
    expect(net.requests[0].headers.get('Authorization')).toBe('Bearer tok');
  });

  it("shows the server's detail in the failure toast", async () => {
    await exportTo(() => jsonResponse(422, { detail: 'This document holds no questions to export.' }));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('This document holds no questions to export.')).toBeInTheDocument();
  });

  it('names the status when the server sent no detail', async () => {
    await exportTo(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect(await screen.findByText('Export failed: Service Unavailable')).toBeInTheDocument();
  });

  it('signs out on a 401', async () => {
    await exportTo(() => jsonResponse(401, { detail: 'Not authenticated' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});
