// Standalone start (npm run dev -w mf-resources); the shell never runs this file, it loads the exposed pages.
import { mountStandalone } from '@lessonloom/web-core';
import { harnessRoutes } from '../dev/harness';

mountStandalone(harnessRoutes);
