import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useToast } from '@lessonloom/web-core';
import { Button } from '@lessonloom/ui';
import { browser } from '../../billing/browser';
import { PAYMENT_SUCCESS_TOAST } from '../../billing/components/billing-page';

export const RETURN_PATH = '/billing?status=success';

/** The card form inside <Elements>: 'Subscribe' stays disabled until Stripe and the Payment Element are ready. */
export function SubscribeForm({ intentType }: { intentType: 'setup' | 'payment' }) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [ready, setReady] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    const confirmParams = { return_url: `${browser.origin()}${RETURN_PATH}` };
    // A trial collects the card with a SetupIntent; only a charge up front uses a PaymentIntent.
    const result =
      intentType === 'setup'
        ? await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' })
        : await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' });
    setSubmitting(false);
    if (result.error) {
      toast({
        title: 'Payment Failed',
        description: result.error.message ?? 'Your payment could not be completed.',
        variant: 'destructive',
      });
      return;
    }
    toast(PAYMENT_SUCCESS_TOAST);
    navigate(RETURN_PATH, { state: { paymentToastShown: true } });
  };

  return (
    <form onSubmit={onSubmit} aria-label="Payment details">
      <PaymentElement onReady={() => setReady(true)} />
      <Button
        type="submit"
        $block
        $size="lg"
        disabled={!stripe || !elements || !ready || submitting}
        style={{ marginTop: '1rem' }}
      >
        {submitting ? 'Processing...' : 'Subscribe'}
      </Button>
    </form>
  );
}
