import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { GenerationDetail, RevisionDocument } from '@lessonloom/contracts';
import { Button } from '@lessonloom/ui';
import { errorDetail } from '@lessonloom/web-core';
import { DocumentPreview } from '../preview/document-preview';
import { useLazyRevisionQuery, useRestoreRevisionMutation, useRevisionsQuery } from './api';

const Panel = styled.section`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md};
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.4rem;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 0.75rem;
    align-items: center;
  }
`;
const Look = styled.div`
  max-height: 24rem;
  overflow: auto;
  padding: 0.75rem;
  border: 1px dashed ${(p) => p.theme.colors.border};
`;

const when = (iso: string) => new Date(iso).toLocaleString();

/** Every revision with what it changed; look at one, and make it the newest again. */
export function RevisionsPanel({
  id,
  revision,
  beforeRestore,
  onRestored,
}: {
  id: string;
  /** The revision the editor is at (the list is read again whenever it moves). */
  revision: number;
  beforeRestore(): Promise<void>;
  onRestored(detail: GenerationDetail): void;
}) {
  const { data, isLoading, refetch } = useRevisionsQuery(id);
  const [look, { data: shown, isFetching }] = useLazyRevisionQuery();
  const [restore, { isLoading: restoring }] = useRestoreRevisionMutation();
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<RevisionDocument | null>(null);
  // A save or a restore made a new revision: the list is read again.
  useEffect(() => {
    void refetch();
  }, [revision, refetch]);

  const onRestore = async (n: number) => {
    setError(null);
    try {
      await beforeRestore();
    } catch {
      setError('Your latest change could not be saved, so nothing was restored.');
      return;
    }
    const res = await restore({ id, revision: n, current: revision });
    if ('error' in res) setError(errorDetail(res.error) ?? 'The revision could not be restored.');
    else {
      setOpen(null);
      onRestored(res.data);
    }
  };

  return (
    <Panel aria-labelledby="revisions-title">
      <h4 id="revisions-title" style={{ margin: 0 }}>
        Revisions
      </h4>
      {isLoading && <p role="status">Loading revisions…</p>}
      {error && <p role="alert">{error}</p>}
      <ol>
        {data?.revisions.map((r) => (
          <li key={r.revision}>
            <span>
              <strong>Revision {r.revision}</strong> · {r.summary} ·{' '}
              <time dateTime={r.created_at}>{when(r.created_at)}</time>
              {r.current && ' · newest'}
            </span>
            <Button
              $size="sm"
              $variant="outline"
              onClick={async () => {
                const res = await look({ id, revision: r.revision });
                setOpen(res.data ?? null);
              }}
            >
              View revision {r.revision}
            </Button>
            {!r.current && (
              <Button $size="sm" $variant="secondary" disabled={restoring} onClick={() => void onRestore(r.revision)}>
                Restore revision {r.revision}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {isFetching && <p role="status">Loading the revision…</p>}
      {open && shown && (
        <Look role="region" aria-label={`Revision ${open.revision} as it was`} tabIndex={0}>
          <DocumentPreview doc={open.content} showAnswers />
        </Look>
      )}
    </Panel>
  );
}
