import { startTransition, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { FullPageSpinner } from '@lessonloom/ui';
import type { RemoteRoute } from '../routes/route-table';
import { dropFirstPaint } from './first-paint';
import { loadWithRetry, type PageLoader } from './page-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback, type PageFrame } from './remote-fallback';

type State = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed' };

interface Props {
  route: RemoteRoute;
  loadPage: PageLoader;
  /** The frame of the fallback (the signed-in layout), when not the marketing header. */
  frame?: PageFrame;
}

/** Loads a remote's page (retry once), shows a fallback naming the section when it cannot. */
export function RemotePage({ route, loadPage, frame }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadWithRetry(loadPage, route.remote, route.module, attempt > 0).then(
      // a transition: the page's first render runs in slices, not as one long task
      (Page) => live && startTransition(() => setState({ status: 'ready', Page })),
      (err: unknown) => {
        console.error(`Could not load ${route.remote}/${route.module}`, err);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [loadPage, route.remote, route.module, attempt]);

  // before the browser paints: the page (or its fallback) replaces the HTML's painted page in one frame
  useLayoutEffect(() => {
    if (state.status !== 'loading') dropFirstPaint();
  }, [state.status]);

  const retry = () => setAttempt((n) => n + 1);
  const fallback = <RemoteFallback section={route.section} frame={frame} onRetry={retry} />;
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'failed') return fallback;
  const { Page } = state;
  return (
    <RemoteErrorBoundary
      fallback={(reset) => (
        <RemoteFallback
          section={route.section}
          frame={frame}
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <Page />
    </RemoteErrorBoundary>
  );
}
