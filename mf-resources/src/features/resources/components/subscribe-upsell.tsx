import { ButtonLink, Card, CardDescription, CardTitle } from '@lessonloom/ui';

/** Spec §2 /resources: what non-subscribers see above the library. */
export function SubscribeUpsell() {
  return (
    <Card aria-labelledby="upsell-heading" style={{ marginBottom: '1.5rem' }}>
      <CardTitle id="upsell-heading">Subscribe to Access Resources</CardTitle>
      <CardDescription>Ebooks, checklists and guides for teachers are included with Lessonloom Pro.</CardDescription>
      <ButtonLink to="/billing" style={{ marginTop: '1rem' }}>
        Subscribe Now
      </ButtonLink>
    </Card>
  );
}
