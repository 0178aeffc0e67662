import styled from 'styled-components';
import { BILLING_TEXT, PRICING } from '@lessonloom/contracts';
import { Badge, Button, Card, CardContent, CardFooter, CardHeader, CardTitle } from '@lessonloom/ui';
import { useStartTrial } from '../use-billing-actions';

const Badges = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  margin-top: 0.5rem;
`;
const Price = styled.p`
  font-size: 2rem;
  font-weight: 800;
  margin: 0;
  span {
    font-size: 1rem;
    font-weight: 500;
    color: ${(p) => p.theme.colors.muted};
  }
`;
const Bullets = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.25rem;
`;
const Note = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${(p) => p.theme.colors.muted};
`;

export const UPGRADE_BULLETS = [
  'Unlimited content generation',
  'Export to DOCX and PDF',
  'Multiple worksheet styles',
  'AI-powered customization',
];

/**
 * Spec §2: everyone not active or trialing. An account that has had its one free trial is told so and
 * subscribes to the paid plan straight away (the server decides; `trial_available` only words the page).
 */
export function UpgradeCard({ trialAvailable = true }: { trialAvailable?: boolean }) {
  const { start, busy } = useStartTrial();
  return (
    <Card aria-labelledby="upgrade-title">
      <CardHeader>
        <CardTitle id="upgrade-title" tabIndex={-1}>
          Upgrade to Pro
        </CardTitle>
        <Badges>
          {trialAvailable && <Badge $tone="info">{PRICING.trialDays}-Day Free Trial</Badge>}
          <Badge $tone="success">Money-Back Guarantee</Badge>
        </Badges>
      </CardHeader>
      <CardContent>
        <Price>
          {PRICING.monthlyPriceLabel}
          <span>/month</span>
        </Price>
        <Bullets>
          {UPGRADE_BULLETS.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </Bullets>
        {!trialAvailable && <p>{BILLING_TEXT.trialUsed}</p>}
      </CardContent>
      <CardFooter>
        <Button $size="lg" $block onClick={start} disabled={busy}>
          {trialAvailable ? 'Start 7-Day Free Trial' : BILLING_TEXT.subscribePaid}
        </Button>
        <Note>{BILLING_TEXT.refundNote}</Note>
      </CardFooter>
    </Card>
  );
}
