import { isEntitled } from '@lessonloom/contracts';
import { PageHeading, PageLead } from '@lessonloom/ui';
import { SignedInLayout, useSession } from '@lessonloom/web-core';
import { IncludedPanel } from './included-panel';
import { ResourcesLibrary } from './resources-library';
import { SubscribeUpsell } from './subscribe-upsell';

/** /resources (spec §2): every signed-in user sees the library; only subscribers may download. */
export function ResourcesPage() {
  const { user } = useSession();
  const subscribed = isEntitled(user?.subscription_status);
  return (
    <SignedInLayout>
      <PageHeading>Premium Resources</PageHeading>
      <PageLead>Ready-made ebooks, checklists and guides for your classroom.</PageLead>
      {!subscribed && <SubscribeUpsell />}
      <ResourcesLibrary subscribed={subscribed} />
      <IncludedPanel />
    </SignedInLayout>
  );
}
