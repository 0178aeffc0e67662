import { useState } from 'react';
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

  const onConfirm = async () => {
    const res = await cancel();
    setConfirming(false);
    if (res.data) {
      toast({ title: 'Subscription cancelled', description: outcome(res.data) });
      await refresh();
      return;
    }
    fail(res.error, {
      title: 'Cancellation failed',
      fallback: 'Failed to cancel subscription',
    });
  };

  if (!confirming)
    return (
      <Button $variant="outline" onClick={() => setConfirming(true)}>
        Cancel Subscription
      </Button>
    );
  return (
    <div role="group" aria-label="Confirm cancellation">
      <p>
        {trial
          ? 'Your free trial ends now and no card is charged.'
          : 'Within 30 days of your first payment it is refunded in full and access ends now; after that, access continues to the end of the billing period.'}
      </p>
      <Button $variant="destructive" onClick={onConfirm} disabled={isLoading}>
        {isLoading ? 'Cancelling...' : 'Confirm Cancellation'}
      </Button>{' '}
      <Button $variant="ghost" onClick={() => setConfirming(false)} disabled={isLoading}>
        Keep Subscription
      </Button>
    </div>
  );
}
