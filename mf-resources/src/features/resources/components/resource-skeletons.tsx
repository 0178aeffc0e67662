import { Card, Grid, Skeleton } from '@lessonloom/ui';
import { SKELETON_CARDS } from '../messages';

/** Spec §9: six placeholder cards while the list loads. */
export function ResourceSkeletons() {
  return (
    <Grid $min="260px" role="status" aria-label="Loading resources" aria-busy="true">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <Card key={i} data-testid="resource-skeleton">
          <Skeleton $height="1.75rem" $width="1.75rem" />
          <Skeleton $height="1.25rem" $width="70%" style={{ marginTop: '1rem' }} />
          <Skeleton $height="3rem" style={{ marginTop: '0.75rem' }} />
          <Skeleton $height="2.25rem" style={{ marginTop: '1rem' }} />
        </Card>
      ))}
    </Grid>
  );
}
