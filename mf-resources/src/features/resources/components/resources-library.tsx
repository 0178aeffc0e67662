import { useState } from 'react';
import type { Resource } from '@lessonloom/contracts';
import { Button, CardDescription, Grid } from '@lessonloom/ui';
import { useAppDispatch, useFailureToast, useToast } from '@lessonloom/web-core';
import { useResourcesQuery } from '../api';
import { downloadResource } from '../download';
import { RESOURCE_TOASTS } from '../messages';
import { ResourceCard } from './resource-card';
import { ResourceSkeletons } from './resource-skeletons';

/** The list of spec §2: skeletons while loading, then the cards; downloads with the §8 toasts. */
export function ResourcesLibrary({ subscribed }: { subscribed: boolean }) {
  const { data, isLoading, isError, refetch } = useResourcesQuery();
  const dispatch = useAppDispatch();
  const { toast } = useToast();
  const fail = useFailureToast();
  const [busyId, setBusyId] = useState<string | null>(null);

  const onDownload = async (resource: Resource) => {
    if (!subscribed) {
      toast(RESOURCE_TOASTS.subscriptionRequired);
      return;
    }
    setBusyId(resource.id);
    const outcome = await downloadResource(resource, dispatch);
    setBusyId(null);
    if (outcome === 'started') toast({ ...RESOURCE_TOASTS.started, description: resource.fileName });
    else if (outcome === 'subscription-required') toast(RESOURCE_TOASTS.subscriptionRequired);
    else fail(outcome.failed, RESOURCE_TOASTS.failed);
  };

  if (isLoading) return <ResourceSkeletons />;
  if (isError || !data) {
    return (
      <div role="alert">
        <CardDescription>The resource library could not be loaded.</CardDescription>
        <Button $variant="outline" style={{ marginTop: '0.75rem' }} onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (data.length === 0) return <CardDescription>No resources are available yet.</CardDescription>;
  return (
    <Grid $min="260px" aria-label="Resources" role="list">
      {data.map((r) => (
        <div role="listitem" key={r.id} style={{ display: 'flex' }}>
          <ResourceCard
            resource={r}
            subscribed={subscribed}
            busy={busyId === r.id}
            onDownload={(x) => void onDownload(x)}
          />
        </div>
      ))}
    </Grid>
  );
}
