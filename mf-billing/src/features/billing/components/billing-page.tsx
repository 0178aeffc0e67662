import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SignedInLayout, useSession, useToast } from '@lessonloom/web-core';
import { PageHeading, PageLead } from '@lessonloom/ui';
import { BillingHistory } from './billing-history';
import { PlanCard } from './plan-card';
import { StatCards } from './stat-cards';
import { UpgradeCard } from './upgrade-card';
import { YourDataCard } from '../../account/components/your-data-card';

const Stack = styled.div`
  display: grid;
  gap: 1.25rem;
  max-width: 48rem;
`;

export const PAYMENT_SUCCESS_TOAST = { title: 'Payment Successful', description: 'You are now subscribed!' };

/** /billing?status=success is the payment provider's return: fetch the user again, say so once, clean the URL. */
function usePaymentSuccessReturn() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const { toast } = useToast();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || params.get('status') !== 'success') return;
    handled.current = true;
    // The subscribe page already said it when it navigated here itself.
    if (!(location.state as { paymentToastShown?: boolean } | null)?.paymentToastShown) toast(PAYMENT_SUCCESS_TOAST);
    void refresh();
    navigate('/billing', { replace: true });
  }, [params, location.state, navigate, refresh, toast]);
}

/** /billing (spec §2): plan or upgrade view by status; usage and history for active subscribers. */
export function BillingPage() {
  const { user } = useSession();
  usePaymentSuccessReturn();
  const status = user?.subscription_status;
  const subscribed = status === 'active' || status === 'trialing';
  return (
    <SignedInLayout>
      <PageHeading>Subscription Management</PageHeading>
      <PageLead>Your plan, payments and billing details.</PageLead>
      <Stack>
        {user && subscribed ? (
          <PlanCard user={user} />
        ) : (
          <UpgradeCard trialAvailable={user?.trial_available !== false} />
        )}
        {status === 'active' && (
          <>
            <StatCards />
            <BillingHistory />
          </>
        )}
        <YourDataCard />
      </Stack>
    </SignedInLayout>
  );
}
