// The page painted with the HTML (#first-paint, filled by the BFF) hides the app while it shows; the shell
// removes it in the frame it shows the page, or the fallback of a page that cannot load, and not before.
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FIRST_PAINT } from '@lessonloom/contracts';
import { setAppStore } from '@lessonloom/web-core';
import { installFetchMock, jsonResponse } from '@lessonloom/web-core/src/testing';
import { App } from '../app';
import type { PageLoader } from '../remotes/page-loader';

const user = { id: 'u1', email: 'teacher@school.org', subscription_status: 'active' as const };
let net: ReturnType<typeof installFetchMock>;

beforeEach(() => {
  const painted = document.createElement('div');
  painted.id = FIRST_PAINT.elementId;
  painted.innerHTML = '<h1>Painted</h1>';
  document.body.prepend(painted);
  localStorage.setItem('auth_token', 'tok');
  net = installFetchMock({ 'GET /api/auth/me': () => jsonResponse(200, user) });
  setAppStore(null);
});
afterEach(() => {
  net.restore();
  localStorage.clear();
  document.getElementById(FIRST_PAINT.elementId)?.remove();
});

const painted = () => document.getElementById(FIRST_PAINT.elementId);

function start(load: PageLoader) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <App loadPage={load} />
    </MemoryRouter>,
  );
}

it('stays while the page loads and is gone once the page shows', async () => {
  let arrive!: (page: ComponentType) => void;
  const page = new Promise<ComponentType>((r) => (arrive = r));
  start(() => page);
  // the session has answered and the store is up; the page's code has not come
  await screen.findByRole('status', { name: 'Loading' });
  expect(painted()).not.toBeNull();
  arrive(() => <h1>Dashboard page</h1>);
  expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  expect(painted()).toBeNull();
});

it('gives way to the fallback when the page cannot load', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  start(() => Promise.reject(new Error('mf_generate is down')));
  expect(await screen.findByText(/Dashboard is (temporarily )?unavailable/i, {}, { timeout: 3000 })).toBeVisible();
  expect(painted()).toBeNull();
});
