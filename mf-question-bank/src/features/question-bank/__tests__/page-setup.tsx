// One set-up for the tab tests: a signed-in teacher, fetch mocked at the network boundary, the page on a tab.
import { screen } from '@testing-library/react';
import {
  installFetchMock,
  renderWithProviders,
  signedInState,
  type FetchHandler,
} from '@lessonloom/web-core/src/testing';
import QuestionBankPage from '../../../expose/question-bank-page';
import { fastUser, teacher } from './fixtures';

let net: ReturnType<typeof installFetchMock> | undefined;
afterEach(() => {
  net?.restore();
  net = undefined;
  localStorage.clear();
});

/** Renders /question-bank with `routes` answering, waits for `ready` (if any), then opens `tab`. */
export async function openQuestionBankTab(
  tab: string,
  routes: Record<string, FetchHandler>,
  ready?: () => Promise<unknown>,
) {
  localStorage.setItem('auth_token', 'tok');
  net = installFetchMock(routes);
  const user = fastUser();
  renderWithProviders(<QuestionBankPage />, { route: '/question-bank', preloaded: signedInState(teacher) });
  if (ready) await ready();
  await user.click(screen.getByRole('tab', { name: tab }));
  return { user, net };
}
