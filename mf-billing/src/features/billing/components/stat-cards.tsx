import styled from 'styled-components';
import { Card, Grid } from '@lessonloom/ui';
import { useBillingSummaryQuery } from '../api';

const Label = styled.h3`
  margin: 0;
  font-size: 0.95rem;
  color: ${(p) => p.theme.colors.muted};
`;
const Value = styled.p`
  margin: 0.25rem 0 0;
  font-size: 1.75rem;
  font-weight: 800;
`;
const Sub = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.muted};
`;

function Stat({ label, value, sub }: { label: string; value: string; sub: string }) {
  return (
    <Card>
      <Label>{label}</Label>
      <Value>{value}</Value>
      <Sub>{sub}</Sub>
    </Card>
  );
}

/** Spec §2 (active only): Content Generated, Remaining Credits, Days Active, from the server's counts. */
export function StatCards() {
  const { data } = useBillingSummaryQuery();
  return (
    <Grid $min="200px" aria-label="Subscription usage">
      <Stat
        label="Content Generated"
        value={data ? String(data.generated_this_period) : '…'}
        sub="this billing period"
      />
      <Stat label="Remaining Credits" value="Unlimited" sub="unlimited generations" />
      <Stat label="Days Active" value={data ? String(data.days_active) : '…'} sub="since signup" />
    </Grid>
  );
}
