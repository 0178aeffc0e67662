import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Elements } from '@stripe/react-stripe-js';
import { BILLING_TEXT, PRICING, type ClientSecretResponse } from '@lessonloom/contracts';
import { isApiError, useToast } from '@lessonloom/web-core';
import {
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

/** Asks the server for the subscription's client secret once (StrictMode mounts effects twice). */
function useClientSecret(enabled: boolean): ClientSecretResponse | null {
  const [createSubscription] = useCreateSubscriptionMutation();
  const [secret, setSecret] = useState<ClientSecretResponse | null>(null);
  const asked = useRef(false);
  const { toast } = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    if (!enabled || asked.current) return;
    asked.current = true;
    void createSubscription().then((res) => {
      if (res.data) return setSecret(res.data);
      // Signed out: the base query has already gone to /login.
      if (isApiError(res.error) && res.error.status === 401) return;
      if (isApiError(res.error) && res.error.status === 409) {
        toast({ title: 'Already subscribed', description: BILLING_TEXT.alreadySubscribed });
        return navigate('/billing');
      }
      toast({ title: 'Setup failed', description: 'Failed to initialize subscription setup', variant: 'destructive' });
    });
  }, [enabled, createSubscription, toast, navigate]);
  return secret;
}

/** /subscribe (spec §2): the embedded card payment, or 'Payment Coming Soon' without a publishable key. */
export function SubscribePage() {
  const config = useBillingConfigQuery();
  const key = config.data?.publishableKey ?? null;
  const secret = useClientSecret(!!key);
  let body;
  if (config.isLoading) body = <SettingUp />;
  else if (!key) body = <ComingSoon />;
  else if (!secret) body = <SettingUp />;
  else
    body = (
      <Card style={narrow}>
        <CardHeader>
          <CardTitle>Complete Your Subscription</CardTitle>
          <CardDescription>
            {PRICING.monthlyPriceLabel}/month for unlimited generations • {PRICING.trialDays}-day free trial
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Elements stripe={stripeFor(key)} options={{ clientSecret: secret.clientSecret }}>
            <SubscribeForm intentType={secret.intentType ?? 'setup'} />
          </Elements>
        </CardContent>
      </Card>
    );
  return (
    <>
      <MarketingHeader />
      <PageMain>{body}</PageMain>
    </>
  );
}
