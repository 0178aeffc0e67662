import { ButtonLink, Card, CardDescription, CardTitle, PageMain } from '@lessonloom/ui';

/** Spec §2: any other path shows a page headed '404 Page Not Found'. */
export function NotFoundPage() {
  return (
    <PageMain>
      <Card style={{ maxWidth: 560, margin: '3rem auto', textAlign: 'center' }}>
        <CardTitle as="h1">404 Page Not Found</CardTitle>
        <CardDescription>The page you are looking for does not exist or has moved.</CardDescription>
        <ButtonLink to="/dashboard" style={{ marginTop: '1rem' }}>
          Go to Dashboard
        </ButtonLink>
      </Card>
    </PageMain>
  );
}
