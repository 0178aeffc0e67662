// Spec §4 login result: fetch the user again, then route by subscription status.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SubscriptionStatus } from '@lessonloom/contracts';
import { setAuthToken } from '../api/auth-storage';
import { useToast, type ToastInput } from '../toast/use-toast';
import { applyRememberMe } from './remember-me';
import { loadStoreSide } from './store-link';

export function loginDestination(status: SubscriptionStatus | string | undefined): { path: string; toast: ToastInput } {
  if (status === 'pending_payment' || status === 'inactive') {
    return {
      path: '/billing',
      toast: { title: 'Payment Required', description: 'Please complete your payment setup to access all features.' },
    };
  }
  return {
    path: '/dashboard',
    toast: { title: 'Welcome back!', description: 'You have been successfully logged in.' },
  };
}

export interface LoginSuccess {
  token: string;
  subscription_status: SubscriptionStatus;
  email: string;
  remember: boolean;
}

/**
 * Stores the token, applies remember-me, reloads the user into the app's store (made now if the page had
 * none: the sign-in page has none) and goes where spec §4 says.
 */
export function useCompleteLogin(): (login: LoginSuccess) => Promise<void> {
  const navigate = useNavigate();
  const { toast } = useToast();
  return useCallback(
    async ({ token, subscription_status, email, remember }) => {
      setAuthToken(token);
      applyRememberMe(email, remember);
      const { refreshAppSession } = await loadStoreSide();
      const user = await refreshAppSession();
      const { path, toast: message } = loginDestination(user?.subscription_status ?? subscription_status);
      toast(message);
      navigate(path);
    },
    [navigate, toast],
  );
}

/** After a sign-up stored its token: the new user, loaded into the app's store. */
export async function refreshSignedInUser() {
  const { refreshAppSession } = await loadStoreSide();
  return refreshAppSession();
}
