import type { HarnessRoute } from '@lessonloom/web-core';
import BillingPage from '../src/expose/billing-page';
import SubscribePage from '../src/expose/subscribe-page';

// Same routes and guards as the shell gives these pages.
export const harnessRoutes: HarnessRoute[] = [
  { path: '/billing', element: <BillingPage />, auth: true },
  { path: '/subscribe', element: <SubscribePage /> },
];
