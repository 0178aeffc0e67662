import type { HarnessRoute } from '@lessonloom/web-core';
import QuestionBankPage from '../src/expose/question-bank-page';

export const harnessRoutes: HarnessRoute[] = [{ path: '/question-bank', element: <QuestionBankPage />, auth: true }];
