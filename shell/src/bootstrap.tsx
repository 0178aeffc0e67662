import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { loadFederatedPage } from './remotes/federation-loader';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <BrowserRouter>
    <App loadPage={loadFederatedPage} />
  </BrowserRouter>,
);
