import { Card, CardDescription, CardTitle, Grid } from '@lessonloom/ui';

const ITEMS = [
  { title: 'Premium Resources', text: 'Ebooks, checklists and classroom guides written for teachers.' },
  { title: 'Unlimited Downloads', text: 'Download any resource as often as you need it.' },
  { title: 'Regular Updates', text: 'New resources are added to the library over time.' },
];

/** Footer panel of spec §2 /resources. */
export function IncludedPanel() {
  return (
    <Card as="section" aria-labelledby="included-heading" style={{ marginTop: '2rem' }}>
      <CardTitle id="included-heading" style={{ marginBottom: '1rem' }}>
        What&apos;s Included in Your Subscription
      </CardTitle>
      <Grid $min="200px">
        {ITEMS.map((i) => (
          <div key={i.title}>
            <h3 style={{ fontSize: '1.05rem' }}>{i.title}</h3>
            <CardDescription>{i.text}</CardDescription>
          </div>
        ))}
      </Grid>
    </Card>
  );
}
