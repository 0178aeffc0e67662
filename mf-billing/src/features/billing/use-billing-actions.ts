import { useCallback } from 'react';
import { BILLING_TEXT } from '@lessonloom/contracts';
import { isApiError, useFailureToast, useToast } from '@lessonloom/web-core';
import { useCreateCheckoutMutation, useCreatePortalMutation } from './api';
import { browser } from './browser';

/** 'Start 7-Day Free Trial': to checkout; an active or trialing user gets a notice instead (spec §4, §8). */
export function useStartTrial() {
  const [createCheckout, { isLoading }] = useCreateCheckoutMutation();
  const { toast } = useToast();
  const fail = useFailureToast();
  const start = useCallback(async () => {
    const res = await createCheckout();
    if (res.data) return browser.assign(res.data.url);
    if (isApiError(res.error) && res.error.status === 409)
      return toast({ title: 'Already subscribed', description: BILLING_TEXT.alreadySubscribed });
    fail(res.error, {
      title: 'Subscription failed',
      fallback: 'Failed to create subscription',
    });
  }, [createCheckout, toast]);
  return { start, busy: isLoading };
}

/** 'Manage Billing': to the provider's portal (spec §8 'Portal access failed'). */
export function useManageBilling() {
  const [createPortal, { isLoading }] = useCreatePortalMutation();
  const { toast } = useToast();
  const fail = useFailureToast();
  const open = useCallback(async () => {
    const res = await createPortal();
    if (res.data) return browser.assign(res.data.url);
    fail(res.error, {
      title: 'Portal access failed',
      fallback: 'Failed to access billing portal',
    });
  }, [createPortal, toast]);
  return { open, busy: isLoading };
}
