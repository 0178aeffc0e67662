import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { loadFederatedPage } from './remotes/federation-loader';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A transition: React renders the first page in short slices and lets the browser in between (a default
// render is one long task; on a school Chromebook that is hundreds of milliseconds of a frozen page).
// The boot bar in index.html stays on screen until the page replaces it.
startTransition(() =>
  createRoot(root).render(
    <BrowserRouter>
      <App loadPage={loadFederatedPage} />
    </BrowserRouter>,
  ),
);
