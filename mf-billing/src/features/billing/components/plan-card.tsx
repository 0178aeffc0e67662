import styled from 'styled-components';
import { BILLING_TEXT, PRICING } from '@lessonloom/contracts';
import { Badge, Button, Card, CardContent, CardFooter, CardHeader, CardTitle } from '@lessonloom/ui';
import type { CurrentUser } from '@lessonloom/contracts';
import { formatDate, nextBillingDate } from '../format';
import { useManageBilling } from '../use-billing-actions';
import { CancelSubscription } from './cancel-subscription';

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  flex-wrap: wrap;
`;
const Line = styled.p`
  margin: 0;
`;
const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
`;

/** Spec §2: shown to active and trialing users. */
export function PlanCard({ user }: { user: CurrentUser }) {
  const trial = user.subscription_status === 'trialing';
  const { open, busy } = useManageBilling();
  const endsOn = user.cancel_at_period_end ? formatDate(user.current_period_end) : null;
  return (
    <Card aria-labelledby="pro-plan-title">
      <CardHeader>
        <TitleRow>
          <CardTitle id="pro-plan-title">Pro Plan</CardTitle>
          <Badge $tone={trial ? 'info' : 'success'}>{trial ? 'Trial' : 'Active'}</Badge>
        </TitleRow>
      </CardHeader>
      <CardContent>
        <Line>{PRICING.monthlyPriceLabel}/month • Unlimited generations</Line>
        {endsOn ? (
          <Line>Your subscription ends on {endsOn}.</Line>
        ) : (
          <Line>Next billing date: {nextBillingDate(user)}</Line>
        )}
        <Muted>{BILLING_TEXT.refundNote}</Muted>
      </CardContent>
      <CardFooter>
        <Button onClick={open} disabled={busy}>
          Manage Billing
        </Button>
        {!user.cancel_at_period_end && <CancelSubscription trial={trial} />}
      </CardFooter>
    </Card>
  );
}
