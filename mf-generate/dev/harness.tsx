import type { HarnessRoute } from '@lessonloom/web-core';
import DashboardPage from '../src/expose/dashboard-page';
import GeneratePage from '../src/expose/generate-page';
import HistoryPage from '../src/expose/history-page';

// Same routes and guards as the shell gives these pages.
export const harnessRoutes: HarnessRoute[] = [
  { path: '/dashboard', element: <DashboardPage />, auth: true },
  { path: '/generate', element: <GeneratePage />, auth: true },
  { path: '/history', element: <HistoryPage />, auth: true },
];
