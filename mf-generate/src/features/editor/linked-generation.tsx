// /generate?edit=<id>: a past generation opened in the editor, from the dashboard, the history page or a
// bookmark. Read fresh from the server each time (another tab may have changed it).
import { errorDetail } from '@lessonloom/web-core';
import { useGenerationQuery } from './api';
import { responseOf } from './detail-response';
import { LazyResultCard } from '../generate/components/lazy-result-card';

export function LinkedGeneration({ id }: { id: string }) {
  const { data, error, isLoading } = useGenerationQuery(id);
  if (isLoading) return <p role="status">Opening the document…</p>;
  if (error || !data)
    return (
      <p role="alert">This document could not be opened{error ? `: ${errorDetail(error) ?? 'not found'}` : ''}.</p>
    );
  const { revision, settings } = data;
  // Keyed by the generation only: a newer read of it (the editor's Reload) must not start the card over and
  // drop what this tab has typed; the editor itself takes the newer revision when the teacher asks.
  return (
    <LazyResultCard
      key={data.id}
      result={responseOf(data)}
      revision={revision}
      settings={settings}
      startEditing={!settings.version_of && !settings.accommodation_of}
    />
  );
}
