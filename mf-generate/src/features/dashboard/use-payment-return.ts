// Spec §2/§4: /dashboard?signup=success&session_id=… means the trial started after checkout.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sessionApi, sessionResolved, useAppDispatch, useToast } from '@lessonloom/web-core';
import { browser } from '../generations/browser';

export const WELCOME_TOAST = {
  title: 'Welcome to Lessonloom!',
  description: 'Your payment method has been added and your 7-day trial has started!',
};
/** The full redirect reloads the app; this carries the welcome over so it is still seen afterwards. */
export const WELCOME_PENDING_KEY = 'lessonloom:welcome-toast';

export function usePaymentReturn(): void {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const { toast } = useToast();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (params.get('signup') === 'success' && params.get('session_id')) {
      toast(WELCOME_TOAST);
      void (async () => {
        const me = await dispatch(
          sessionApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }),
        );
        // Failure is ignored (spec §8): the user stays signed in with what we knew before.
        if (me.data) dispatch(sessionResolved(me.data));
        try {
          window.sessionStorage.setItem(WELCOME_PENDING_KEY, '1');
        } catch {
          // storage unavailable: the toast was shown once already
        }
        browser.replace('/dashboard');
      })();
      return;
    }
    try {
      if (window.sessionStorage.getItem(WELCOME_PENDING_KEY)) {
        window.sessionStorage.removeItem(WELCOME_PENDING_KEY);
        toast(WELCOME_TOAST);
      }
    } catch {
      // storage unavailable: nothing was carried over
    }
  }, [dispatch, params, toast]);
}
