import { isEntitled } from '@lessonloom/contracts';
import { PageHeading, PageLead } from '@lessonloom/ui';
import { NAV, SignedInLayout, useSession } from '@lessonloom/web-core';
import { IncludedPanel } from './included-panel';
import { SubscribeUpsell } from './subscribe-upsell';

/** /resources (spec §2). The resource grid and downloads arrive with the resources issue. */
export function ResourcesPage() {
  const { user } = useSession();
  return (
    <SignedInLayout links={[NAV.dashboard, NAV.generate, NAV.resources, NAV.billing]}>
      <PageHeading>Premium Resources</PageHeading>
      <PageLead>Ready-made ebooks, checklists and guides for your classroom.</PageLead>
      {!isEntitled(user?.subscription_status) && <SubscribeUpsell />}
      <IncludedPanel />
    </SignedInLayout>
  );
}
