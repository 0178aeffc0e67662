import styled from 'styled-components';
import { SignedInLayout, errorMessage, useSession } from '@lessonloom/web-core';
import { useGenerationsQuery } from '../../generations/api';
import { computeStats } from '../../generations/stats';
import { RecentActivity } from './recent-activity';
import { StatCards } from './stat-cards';
import { WelcomeBanner } from './welcome-banner';
import { usePaymentReturn } from '../use-payment-return';

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
    <SignedInLayout>
      <Stack>
        <WelcomeBanner email={user?.email} returning={data ? data.length > 0 : undefined} />
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
