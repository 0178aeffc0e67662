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
  return (
    <LazyResultCard
      key={`${data.id}:${revision}`}
      result={responseOf(data)}
      revision={revision}
      settings={settings}
      startEditing={!settings.version_of && !settings.accommodation_of}
    />
  );
}
