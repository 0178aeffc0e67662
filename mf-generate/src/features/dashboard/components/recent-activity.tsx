import styled from 'styled-components';
import { KIND_LABELS, KINDS_WITH_QUESTIONS, type ContentKind, type GenerationRecord } from '@lessonloom/contracts';
import { Button, ButtonLink, Card, CardHeader, CardTitle } from '@lessonloom/ui';
import { ExportMenu } from '@lessonloom/web-core';
import { entryLabel, groupActivity, type ActivityRecord } from '../group-activity';
import { VersionFiles } from './version-files';
import { editorHref } from '../../editor/editor-link';
import { downloadFileName, namedFileName } from '../../generations/download';
import { useDownload } from '../../generations/use-download';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    padding: 0.75rem 0;
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  li:first-child {
    border-top: 0;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  time {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.85rem;
  }
`;
const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
`;

export const formatActivityDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString();
};

/** Kinds as words a teacher reads ("parent handout"), not identifiers ("parent_handout"). */
export const kindWords = (kind: string): string =>
  (KIND_LABELS[kind as ContentKind] ?? kind.replace(/_/g, ' ')).toLowerCase();

export interface RecentActivityProps {
  records: GenerationRecord[];
  loading: boolean;
  error: string | null;
}

export function RecentActivity({ records, loading, error }: RecentActivityProps) {
  const { download, busy } = useDownload();
  let body;
  if (loading) body = <Muted role="status">Loading recent activity...</Muted>;
  else if (error) body = <Muted role="alert">Could not load recent activity ({error}).</Muted>;
  else if (records.length === 0) body = <Muted>No activity yet. Start by generating your first worksheet!</Muted>;
  else
    body = (
      <List>
        {groupActivity(records as ActivityRecord[]).map((entry) => {
          const r = entry.record;
          const label = entryLabel(entry);
          const items = entry.versions.length ? entry.versions : [r];
          return (
            <li key={r.id}>
              <div style={{ minWidth: 0 }}>
                <p>
                  Generated {kindWords(r.kind)} from &quot;{r.source_filename}&quot;
                </p>
                {label && <p>{label}</p>}
                <time dateTime={r.created_at}>{formatActivityDate(r.created_at)}</time>
              </div>
              <div className="actions">
                {items.map((v) => {
                  const letter = entry.versions.length ? v.settings?.version : undefined;
                  if (!v.output_path_docx) return null;
                  return (
                    <Button
                      key={v.id}
                      $variant="outline"
                      $size="sm"
                      aria-disabled={busy === v.output_path_docx}
                      aria-label={`${letter ? `Download ${letter}:` : 'Download'} ${kindWords(r.kind)}${letter ? ` version ${letter}` : ''} from ${r.source_filename}`}
                      onClick={() =>
                        // The spec's own Download saves kind.docx (§7); the versions we add say which version they are.
                        download(
                          v.output_path_docx as string,
                          letter ? namedFileName(v, 'docx') : downloadFileName(r.kind, 'docx'),
                        )
                      }
                    >
                      {letter ? `Download ${letter}` : 'Download'}
                    </Button>
                  );
                })}
                {entry.versions.length > 0 && r.settings?.version_of && (
                  <VersionFiles originalId={r.settings.version_of} kind={kindWords(r.kind)} original={r} />
                )}
                {/* a version or accommodated copy follows its original: Edit opens that one */}
                <ButtonLink
                  to={editorHref(r.settings?.version_of ?? r.settings?.accommodation_of ?? r.id)}
                  $variant="outline"
                  $size="sm"
                  aria-label={`Edit ${kindWords(r.kind)} from ${r.source_filename}`}
                >
                  Edit
                </ButtonLink>
                {!entry.versions.length && r.output_path_docx && KINDS_WITH_QUESTIONS.includes(r.kind) && (
                  <ExportMenu
                    size="sm"
                    label={`Export to… ${kindWords(r.kind)} from ${r.source_filename}`}
                    request={(format) => ({ url: `/api/generations/${r.id}/export/${format}` })}
                  />
                )}
              </div>
            </li>
          );
        })}
      </List>
    );
  return (
    <Card aria-labelledby="activity-title">
      <CardHeader>
        <CardTitle id="activity-title">Recent Activity</CardTitle>
      </CardHeader>
      {body}
    </Card>
  );
}
