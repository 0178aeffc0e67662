import styled from 'styled-components';
import { Card, Skeleton } from '@lessonloom/ui';
import type { DashboardStats } from '../../generations/stats';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: 1rem;
`;
const Value = styled.p`
  font-size: 2rem;
  font-weight: 800;
  margin: 0.25rem 0 0;
  color: ${(p) => p.theme.colors.primary};
`;
const Label = styled.h2`
  font-size: 0.95rem;
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
`;

/** `stats` null: a skeleton while loading, a dash when the list could not be loaded. */
export function StatCards({ stats, loading }: { stats: DashboardStats | null; loading: boolean }) {
  const cards = [
    { label: 'Generated This Month', value: stats?.generatedCount },
    { label: 'Files Uploaded', value: stats?.filesUploaded },
    { label: 'Time Saved (hrs)', value: stats?.timeSavedHours },
  ];
  return (
    <Grid>
      {cards.map((c) => (
        <Card key={c.label} aria-label={c.label}>
          <Label>{c.label}</Label>
          {loading ? (
            <Skeleton $height="2.5rem" $width="4rem" style={{ marginTop: '0.25rem' }} />
          ) : (
            <Value>{c.value ?? '—'}</Value>
          )}
        </Card>
      ))}
    </Grid>
  );
}
