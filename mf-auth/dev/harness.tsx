import type { HarnessRoute } from '@lessonloom/web-core';
import LoginPage from '../src/expose/login-page';
import SignupPage from '../src/expose/signup-page';
import TermsPage from '../src/expose/terms-page';
import PrivacyPage from '../src/expose/privacy-page';

// Public pages, as in the shell. After a login the shell would show /dashboard or /billing,
// which live in other remotes; here those paths fall back to /login.
export const harnessRoutes: HarnessRoute[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/terms', element: <TermsPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
];
