import { Button, Card, CardDescription, CardTitle, MarketingHeader, PageMain } from '@lessonloom/ui';
import { SignedInLayout } from '@lessonloom/web-core';

interface Props {
  section: string;
  signedIn: boolean;
  onRetry: () => void;
}

/** Says which section is down and keeps the navigation, so the rest of the app stays reachable. */
export function RemoteFallback({ section, signedIn, onRetry }: Props) {
  const body = (
    <Card role="alert" style={{ maxWidth: 560, margin: '2rem auto' }}>
      <CardTitle as="h1">{section} is temporarily unavailable</CardTitle>
      <CardDescription>This part of Lessonloom could not be loaded. The rest of the app still works.</CardDescription>
      <Button style={{ marginTop: '1rem' }} onClick={onRetry}>
        Retry
      </Button>
    </Card>
  );
  if (signedIn) {
    return <SignedInLayout>{body}</SignedInLayout>;
  }
  return (
    <>
      <MarketingHeader />
      <PageMain>{body}</PageMain>
    </>
  );
}
