import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Card, PageHeading, PageLead } from '@lessonloom/ui';
import { SignedInLayout, errorMessage } from '@lessonloom/web-core';
import { useGenerationsQuery } from '../../generations/api';
import { historyEntries, historyPage, type HistoryFilter } from '../history-entries';
import { HistoryFilters } from './history-filters';
import { HistoryItem } from './history-item';
import { HistoryPager } from './history-pager';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Status = styled.p`
  margin: 0 0 0.5rem;
  color: ${(p) => p.theme.colors.muted};
  &:focus {
    outline: none;
  }
`;

/** Filters and the page number live in the address, so Back, reload and shared links keep them. */
function useHistoryParams() {
  const [params, setParams] = useSearchParams();
  const filter: HistoryFilter = {
    search: params.get('q') ?? '',
    kind: params.get('kind') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const page = Number(params.get('page') ?? '1');
  const write = (f: HistoryFilter, p: number) => {
    const next = new URLSearchParams();
    if (f.search) next.set('q', f.search);
    if (f.kind) next.set('kind', f.kind);
    if (f.from) next.set('from', f.from);
    if (f.to) next.set('to', f.to);
    if (p > 1) next.set('page', String(p));
    setParams(next, { replace: true });
  };
  return { filter, page, write };
}

/** /history: every generation, searchable by title or source, filtered by kind and date, 20 a page. */
export function HistoryPage() {
  const { data, isLoading, error } = useGenerationsQuery();
  const { filter, page, write } = useHistoryParams();
  const entries = useMemo(() => historyEntries(data ?? []), [data]);
  const view = historyPage(entries, filter, page);
  const status = useRef<HTMLParagraphElement>(null);

  const toPage = (p: number) => {
    write(filter, p);
    // The list under the buttons changed: reading goes on from its first line.
    requestAnimationFrame(() => status.current?.focus());
  };

  let body;
  if (isLoading) body = <Status role="status">Loading your history...</Status>;
  else if (error)
    body = <Status role="alert">Could not load your history ({errorMessage(error) ?? 'unknown error'}).</Status>;
  else if (!entries.length)
    body = (
      <>
        <Status>Nothing here yet. Everything you generate is kept here.</Status>
        <ButtonLink to="/generate">Start Creating</ButtonLink>
      </>
    );
  else
    body = (
      <>
        <HistoryFilters filter={filter} onChange={(f) => write(f, 1)} />
        <Status ref={status} tabIndex={-1} role="status" aria-live="polite">
          {view.total === 0
            ? 'No generations match these filters.'
            : `Showing ${view.first}–${view.last} of ${view.total} ${view.total === 1 ? 'generation' : 'generations'}`}
        </Status>
        <List aria-label="Your generations">
          {view.entries.map((e) => (
            <HistoryItem key={e.record.id} entry={e} />
          ))}
        </List>
        <HistoryPager page={view.page} pages={view.pages} onPage={toPage} />
      </>
    );

  return (
    <SignedInLayout>
      <PageHeading>History</PageHeading>
      <PageLead>Everything you have generated, newest first, with its files, versions and exports.</PageLead>
      <Card>{body}</Card>
    </SignedInLayout>
  );
}
