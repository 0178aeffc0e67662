import { useEffect, type ReactNode } from 'react';
import { documentTitle } from './route-table';

/** Names the browser tab for the route it wraps, so tabs and history can tell pages apart. */
export function DocumentTitle({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return <>{children}</>;
}
