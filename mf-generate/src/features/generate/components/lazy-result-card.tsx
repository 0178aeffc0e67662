// The result card brings the preview (diagram rendering, Mermaid on demand), downloads, exports and the
// accommodations panel: most of this page's code, none of it needed before there is a result. It loads
// when the teacher clicks Generate (while the server works) or, at the latest, when a result arrives.
import { lazy, Suspense } from 'react';
import type { GenerateResponse } from '@lessonloom/contracts';
import { Spinner } from '@lessonloom/ui';

const load = () => import(/* webpackChunkName: "result-card" */ './result-card');
const ResultCard = lazy(() => load().then((m) => ({ default: m.ResultCard })));

/** Starts fetching the card's code; a failed fetch is tried again when the card renders. */
export function preloadResultCard(): void {
  load().catch(() => undefined);
}

export function LazyResultCard({ result }: { result: GenerateResponse }) {
  return (
    <Suspense fallback={<Spinner label="Loading the result" />}>
      <ResultCard result={result} />
    </Suspense>
  );
}
