import { screen, within } from '@testing-library/react';
import { installFetchMock, jsonResponse, renderWithProviders } from '@lessonloom/web-core/src/testing';
import ResourcesPage from '../../../expose/resources-page';
import { as, RESOURCES } from './fixtures';

let net: ReturnType<typeof installFetchMock>;
afterEach(() => net.restore());

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

describe('the resource list (spec §2, §9)', () => {
  it('shows six skeleton cards while loading, then one card per resource', async () => {
    let answer!: (r: Response) => void;
    net = installFetchMock({ 'GET /api/resources': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(<ResourcesPage />, { route: '/resources', preloaded: as('active') });
    expect(await screen.findByRole('status', { name: 'Loading resources' })).toBeInTheDocument();
    expect(screen.getAllByTestId('resource-skeleton')).toHaveLength(6);
    expect(screen.queryByTestId('resource-card')).not.toBeInTheDocument();

    answer(jsonResponse(200, RESOURCES));
    expect(await screen.findAllByTestId('resource-card')).toHaveLength(3);
    expect(screen.queryByTestId('resource-skeleton')).not.toBeInTheDocument();
  });

  it('asks GET /api/resources with the auth_token bearer', async () => {
    window.localStorage.setItem('auth_token', 'session-abc');
    net = installFetchMock({ 'GET /api/resources': () => jsonResponse(200, RESOURCES) });
    renderWithProviders(<ResourcesPage />, { route: '/resources', preloaded: as('inactive') });
    await screen.findAllByTestId('resource-card');
    expect(net.requests).toHaveLength(1);
    expect(net.requests[0].headers.get('Authorization')).toBe('Bearer session-abc');
    window.localStorage.clear();
  });

  it('each card shows the size badge (B / KB / MB, one decimal), title, description and tags', async () => {
    net = installFetchMock({ 'GET /api/resources': () => jsonResponse(200, RESOURCES) });
    renderWithProviders(<ResourcesPage />, { route: '/resources', preloaded: as('active') });
    await screen.findAllByTestId('resource-card');
    const sizes = ['24.1 KB', '2.5 MB', '512 B'];
    for (const [i, r] of RESOURCES.entries()) {
      const c = within(card(r.title));
      expect(c.getByRole('heading', { level: 3, name: r.title })).toBeInTheDocument();
      expect(c.getByTestId('resource-size')).toHaveTextContent(sizes[i]);
      expect(c.getByText(r.description)).toBeInTheDocument();
      expect(c.getAllByRole('listitem').map((li) => li.textContent)).toEqual(r.tags);
    }
  });

  it('picks the icon from the file name: ebook, checklist, otherwise a guide', async () => {
    net = installFetchMock({ 'GET /api/resources': () => jsonResponse(200, RESOURCES) });
    renderWithProviders(<ResourcesPage />, { route: '/resources', preloaded: as('active') });
    await screen.findAllByTestId('resource-card');
    expect(within(card('Classroom Management Checklist')).getByRole('img')).toHaveAccessibleName('Checklist');
    expect(within(card('Differentiation Strategies Guide')).getByRole('img')).toHaveAccessibleName('Ebook');
    expect(within(card('Exit Ticket Ideas Guide')).getByRole('img')).toHaveAccessibleName('Guide');
  });

  it.each(['active', 'trialing'] as const)('a %s subscriber gets enabled Download buttons', async (status) => {
    net = installFetchMock({ 'GET /api/resources': () => jsonResponse(200, RESOURCES) });
    renderWithProviders(<ResourcesPage />, { route: '/resources', preloaded: as(status) });
    await screen.findAllByTestId('resource-card');
    const buttons = screen.getAllByRole('button', { name: /^Download / });
    expect(buttons).toHaveLength(3);
    // Each button names its resource, so a screen reader's list of buttons is not six "Download"s.
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(RESOURCES.map((r) => `Download ${r.title}`));
    for (const b of buttons) expect(b).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Subscribe to Download/ })).not.toBeInTheDocument();
  });

  it.each(['pending_payment', 'inactive'] as const)(
    'a %s user sees disabled Subscribe to Download buttons',
    async (status) => {
      net = installFetchMock({ 'GET /api/resources': () => jsonResponse(200, RESOURCES) });
      renderWithProviders(<ResourcesPage />, { route: '/resources', preloaded: as(status) });
      await screen.findAllByTestId('resource-card');
      const buttons = screen.getAllByRole('button', { name: /^Subscribe to Download / });
      expect(buttons).toHaveLength(3);
      for (const b of buttons) expect(b).toBeDisabled();
      expect(screen.queryByRole('button', { name: /^Download / })).not.toBeInTheDocument();
    },
  );

  it('a failed list load says so and can be retried', async () => {
    let fail = true;
    net = installFetchMock({
      'GET /api/resources': () =>
        fail ? jsonResponse(500, { detail: 'Internal server error' }) : jsonResponse(200, RESOURCES),
    });
    renderWithProviders(<ResourcesPage />, { route: '/resources', preloaded: as('active') });
    expect(await screen.findByRole('alert')).toHaveTextContent('The resource library could not be loaded.');
    fail = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findAllByTestId('resource-card')).toHaveLength(3);
  });
});
