import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { loadFederatedPage } from './remotes/federation-loader';
import { startedWith } from './remotes/page-loader';
import { ROUTES } from './routes/route-table';

// The page of the address opened, when it waits for the store and the session check: started now.
const opened = ROUTES.find((r) => r.path === window.location.pathname.replace(/(.)\/+$/, '$1'));
const loadPage =
  opened && opened.store !== false ? startedWith(loadFederatedPage, opened.remote, opened.module) : loadFederatedPage;

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A transition: React renders the first page in short slices and lets the browser in between (a default
// render is one long task; on a school Chromebook that is hundreds of milliseconds of a frozen page).
// The boot bar in index.html stays on screen until the page replaces it.
startTransition(() =>
  createRoot(root).render(
    <BrowserRouter>
      <App loadPage={loadPage} />
    </BrowserRouter>,
  ),
);
