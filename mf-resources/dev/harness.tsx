import type { HarnessRoute } from '@lessonloom/web-core';
import ResourcesPage from '../src/expose/resources-page';

export const harnessRoutes: HarnessRoute[] = [{ path: '/resources', element: <ResourcesPage />, auth: true }];
