import type { ComponentType, ReactNode } from 'react';
import { Button, Card, CardDescription, CardTitle, MarketingHeader, PageMain } from '@lessonloom/ui';

/** The page frame around the fallback: the signed-in layout on signed-in pages, else the marketing header. */
export type PageFrame = ComponentType<{ children: ReactNode }>;

interface Props {
  section: string;
  frame?: PageFrame;
  onRetry: () => void;
}

/** Says which section is down and keeps the navigation, so the rest of the app stays reachable. */
export function RemoteFallback({ section, frame: Frame, onRetry }: Props) {
  const body = (
    <Card role="alert" style={{ maxWidth: 560, margin: '2rem auto' }}>
      <CardTitle as="h1">{section} is temporarily unavailable</CardTitle>
      <CardDescription>This part of Lessonloom could not be loaded. The rest of the app still works.</CardDescription>
      <Button style={{ marginTop: '1rem' }} onClick={onRetry}>
        Retry
      </Button>
    </Card>
  );
  if (Frame) return <Frame>{body}</Frame>;
  return (
    <>
      <MarketingHeader />
      <PageMain>{body}</PageMain>
    </>
  );
}
