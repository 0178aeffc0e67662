import styled from 'styled-components';
import { NAV, SignedInLayout, errorMessage, useSession } from '@lessonloom/web-core';
import { useGenerationsQuery } from '../../generations/api';
import { computeStats } from '../../generations/stats';
import { RecentActivity } from './recent-activity';
import { StatCards } from './stat-cards';
import { WelcomeBanner } from './welcome-banner';
import { usePaymentReturn } from '../use-payment-return';

// Spec §2's items in its order, plus Resources (otherwise reachable from no page).
const LINKS = [NAV.generate, NAV.questionBank, NAV.resources, NAV.billing];

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

export function DashboardPage() {
  usePaymentReturn();
  const { user } = useSession();
  const { data, isLoading, error } = useGenerationsQuery();
  const records = data ?? [];
  return (
    <SignedInLayout links={LINKS}>
      <Stack>
        <WelcomeBanner email={user?.email} />
        <StatCards stats={data ? computeStats(data) : null} loading={isLoading} />
        <RecentActivity
          records={records}
          loading={isLoading}
          error={error ? (errorMessage(error) ?? 'unknown error') : null}
        />
      </Stack>
    </SignedInLayout>
  );
}
