import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Elements } from '@stripe/react-stripe-js';
import { BILLING_TEXT, PRICING, type ClientSecretResponse } from '@lessonloom/contracts';
import { isApiError, SignedInLayout, useSession, useToast } from '@lessonloom/web-core';
import {
  Button,
  ButtonLink,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  MarketingHeader,
  PageMain,
  Spinner,
} from '@lessonloom/ui';
import { useBillingConfigQuery, useCreateSubscriptionMutation } from '../../billing/api';
import { stripeFor } from '../load-stripe';
import { SubscribeForm } from './subscribe-form';

const narrow = { maxWidth: '32rem', margin: '0 auto' };

function ComingSoon() {
  return (
    <Card style={narrow}>
      <CardHeader>
        <CardTitle>Payment Coming Soon</CardTitle>
        <CardDescription>Card payments are not set up on this server yet.</CardDescription>
      </CardHeader>
      <ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>
    </Card>
  );
}

function SettingUp() {
  return (
    <Card style={narrow} role="status">
      <Spinner /> Setting up your subscription...
    </Card>
  );
}

function SetupFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Card style={narrow} role="alert">
      <CardHeader>
        <CardTitle>We could not set up your subscription</CardTitle>
        <CardDescription>
          Nothing was charged. Check your connection and try again, or come back later from Billing.
        </CardDescription>
      </CardHeader>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <Button onClick={onRetry}>Try again</Button>
        <ButtonLink to="/billing" $variant="ghost">
          Go to Billing
        </ButtonLink>
      </div>
    </Card>
  );
}

type SecretState = { status: 'loading' } | { status: 'ready'; secret: ClientSecretResponse } | { status: 'failed' };

/** Asks the server for the subscription's client secret once per attempt (StrictMode mounts effects twice). */
function useClientSecret(enabled: boolean): SecretState & { retry: () => void } {
  const [createSubscription] = useCreateSubscriptionMutation();
  const [state, setState] = useState<SecretState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(-1);
  const { toast } = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    if (!enabled || asked.current === attempt) return;
    asked.current = attempt;
    setState({ status: 'loading' });
    void createSubscription().then((res) => {
      if (res.data) return setState({ status: 'ready', secret: res.data });
      // Signed out: the base query has already gone to /login.
      if (isApiError(res.error) && res.error.status === 401) return;
      if (isApiError(res.error) && res.error.status === 409) {
        toast({ title: 'Already subscribed', description: BILLING_TEXT.alreadySubscribed });
        return navigate('/billing');
      }
      toast({ title: 'Setup failed', description: 'Failed to initialize subscription setup', variant: 'destructive' });
      setState({ status: 'failed' });
    });
  }, [enabled, attempt, createSubscription, toast, navigate]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

/** /subscribe (spec §2): the embedded card payment, or 'Payment Coming Soon' without a publishable key. */
export function SubscribePage() {
  const config = useBillingConfigQuery();
  const key = config.data?.publishableKey ?? null;
  const setup = useClientSecret(!!key);
  const { user } = useSession();
  let body;
  if (config.isLoading) body = <SettingUp />;
  else if (!key) body = <ComingSoon />;
  else if (setup.status === 'failed') body = <SetupFailed onRetry={setup.retry} />;
  else if (setup.status !== 'ready') body = <SettingUp />;
  else
    body = (
      <Card style={narrow}>
        <CardHeader>
          <CardTitle>Complete Your Subscription</CardTitle>
          <CardDescription>
            {user?.trial_available === false
              ? `${PRICING.monthlyPriceLabel}/month for unlimited generations • ${BILLING_TEXT.trialUsed}`
              : `${PRICING.monthlyPriceLabel}/month for unlimited generations • ${PRICING.trialDays}-day free trial`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Elements stripe={stripeFor(key)} options={{ clientSecret: setup.secret.clientSecret }}>
            <SubscribeForm intentType={setup.secret.intentType ?? 'setup'} />
          </Elements>
        </CardContent>
      </Card>
    );
  // A signed-in teacher keeps the app's navigation; a visitor sees the public header (spec §2: public route).
  if (user) return <SignedInLayout>{body}</SignedInLayout>;
  return (
    <>
      <MarketingHeader />
      <PageMain>{body}</PageMain>
    </>
  );
}
