import { useEffect, useRef, useState } from 'react';
import { useFailureToast, useSession, useToast } from '@lessonloom/web-core';
import { Button } from '@lessonloom/ui';
import type { CancelSubscriptionResponse } from '@lessonloom/contracts';
import { useCancelSubscriptionMutation } from '../api';
import { formatAmount, formatDate } from '../format';

function outcome(r: CancelSubscriptionResponse): string {
  if (r.refunded_amount_cents > 0)
    return `Your payment of ${formatAmount(r.refunded_amount_cents, 'usd')} has been refunded in full.`;
  if (r.cancel_at_period_end)
    return `You keep access until ${formatDate(r.current_period_end) ?? 'the end of the billing period'}.`;
  return 'Your subscription has ended. No card was charged.';
}

/** Cancel through the app, so the 30-day refund promise is kept (the server decides refund vs period end). */
export function CancelSubscription({ trial }: { trial: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [cancel, { isLoading }] = useCancelSubscriptionMutation();
  const { refresh } = useSession();
  const { toast } = useToast();
  const fail = useFailureToast();

  // Focus follows the question: into it when asked, back to the button when kept or refused, and to the
  // upgrade card that replaces the plan once cancelled (its heading says what the page shows now).
  const start = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLDivElement>(null);
  const [focusTo, setFocusTo] = useState<'question' | 'start' | null>(null);
  useEffect(() => {
    if (focusTo === 'question') question.current?.focus();
    if (focusTo === 'start') start.current?.focus();
  }, [focusTo, confirming]);
  const ask = (open: boolean) => {
    setConfirming(open);
    setFocusTo(open ? 'question' : 'start');
  };

  const onConfirm = async () => {
    const res = await cancel();
    if (res.data) {
      setConfirming(false);
      toast({ title: 'Subscription cancelled', description: outcome(res.data) });
      await refresh();
      requestAnimationFrame(() => document.getElementById('upgrade-title')?.focus());
      return;
    }
    ask(false);
    fail(res.error, {
      title: 'Cancellation failed',
      fallback: 'Failed to cancel subscription',
    });
  };

  if (!confirming)
    return (
      <Button ref={start} $variant="outline" onClick={() => ask(true)}>
        Cancel Subscription
      </Button>
    );
  return (
    <div role="group" aria-label="Confirm cancellation" ref={question} tabIndex={-1}>
      <p>
        {trial
          ? 'Your free trial ends now and no card is charged.'
          : 'Within 30 days of your first payment it is refunded in full and access ends now; after that, access continues to the end of the billing period.'}
      </p>
      <Button $variant="destructive" onClick={onConfirm} disabled={isLoading}>
        {isLoading ? 'Cancelling...' : 'Confirm Cancellation'}
      </Button>{' '}
      <Button $variant="ghost" onClick={() => ask(false)} disabled={isLoading}>
        Keep Subscription
      </Button>
    </div>
  );
}
