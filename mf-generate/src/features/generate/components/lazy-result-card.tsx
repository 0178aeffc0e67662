// The result card brings the preview (diagram rendering, Mermaid on demand), downloads, exports, the
// accommodations panel and the Edit button: most of this page's code, none of it needed before there is a
// result. It loads when the teacher clicks Generate (while the server works) or, at the latest, when a
// result arrives. The editor itself is one more chunk, fetched on the first Edit (features/editor).
import { lazy, Suspense } from 'react';
import type { EditableResultProps } from '../../editor/editable-result';
import { Spinner } from '@lessonloom/ui';

const load = () => import(/* webpackChunkName: "result-card" */ '../../editor/editable-result');
const EditableResult = lazy(() => load().then((m) => ({ default: m.EditableResult })));

/** Starts fetching the card's code; a failed fetch is tried again when the card renders. */
export function preloadResultCard(): void {
  load().catch(() => undefined);
}

export function LazyResultCard(props: EditableResultProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the result" />}>
      <EditableResult {...props} />
    </Suspense>
  );
}
