// Spec §4 login result: fetch the user again, then route by subscription status.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SubscriptionStatus } from '@lessonloom/contracts';
import { setAuthToken } from '../api/auth-storage';
import { useAppDispatch } from '../store/hooks';
import { useToast, type ToastInput } from '../toast/use-toast';
import { applyRememberMe } from './remember-me';
import { refreshSession } from './session-thunks';

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

/** Stores the token, applies remember-me, reloads the user and goes where spec §4 says. */
export function useCompleteLogin(): (login: LoginSuccess) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();
  return useCallback(
    async ({ token, subscription_status, email, remember }) => {
      setAuthToken(token);
      applyRememberMe(email, remember);
      const user = await dispatch(refreshSession());
      const { path, toast: message } = loginDestination(user?.subscription_status ?? subscription_status);
      toast(message);
      navigate(path);
    },
    [dispatch, navigate, toast],
  );
}
