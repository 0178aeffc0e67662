import styled from 'styled-components';
import {
  KIND_LABELS,
  KINDS_WITH_QUESTIONS,
  RANDOMIZABLE_KINDS,
  type ContentKind,
  type GenerationListItem,
} from '@lessonloom/contracts';
import { ButtonLink } from '@lessonloom/ui';
import { ExportMenu } from '@lessonloom/web-core';
import { VersionFiles } from '../../dashboard/components/version-files';
import { editorHref } from '../../editor/editor-link';
import { formatDateTime, type HistoryEntry } from '../history-entries';
import { HistoryFiles } from './history-files';

const Item = styled.li`
  padding: 1rem 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  &:first-child {
    border-top: 0;
  }
  h2 {
    font-size: 1.05rem;
    margin: 0 0 0.25rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
  .meta {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin-top: 0.5rem;
  }
  .row > strong {
    font-size: 0.9rem;
    margin-right: 0.25rem;
  }
`;

const kindLabel = (kind: string) => KIND_LABELS[kind as ContentKind] ?? kind.replace(/_/g, ' ');

/** The title the teacher sees; older or untitled records are named by kind and source. */
export const entryTitle = (r: GenerationListItem) =>
  r.title.trim() || `${kindLabel(r.kind)} from "${r.source_filename}"`;

function meta(r: GenerationListItem): string {
  const source = r.source_type === 'file' ? `from ${r.source_filename}` : `topic: ${r.source_filename}`;
  const count = r.question_count ? `${r.question_count} question${r.question_count === 1 ? '' : 's'}` : null;
  return [kindLabel(r.kind), source, count].filter(Boolean).join(' · ');
}

export function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const r = entry.record;
  const title = entryTitle(r);
  const headingId = `history-${r.id}`;
  const hasQuestions = KINDS_WITH_QUESTIONS.includes(r.kind);
  const version = r.settings.version;
  return (
    <Item aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title}
        {version ? ` — version ${version}` : ''}
        {r.settings.accommodation_of ? ' — accommodated version' : ''}
      </h2>
      <p className="meta">
        {meta(r)} · <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>
        {r.offline ? ' · offline draft' : ''}
      </p>
      <div className="row">
        <HistoryFiles record={r} name={title} />
        {/* a version or accommodated copy follows its original: Edit opens that one */}
        <ButtonLink
          to={editorHref(r.settings.version_of ?? r.settings.accommodation_of ?? r.id)}
          $variant="outline"
          $size="sm"
          aria-label={`Edit ${title}`}
        >
          Edit
        </ButtonLink>
        {hasQuestions && (
          <ExportMenu
            size="sm"
            label={`Export to… ${title}`}
            request={(format) => ({ url: `/api/generations/${r.id}/export/${format}` })}
          />
        )}
        {RANDOMIZABLE_KINDS.includes(r.kind) && !version && (
          <ButtonLink
            to={`/question-bank?${new URLSearchParams({ tab: 'randomize', test_id: r.id })}`}
            $variant="ghost"
            $size="sm"
            aria-label={`Make versions of ${title}`}
          >
            Make versions
          </ButtonLink>
        )}
      </div>
      {entry.versions.length > 0 && (
        <>
          {entry.versions.map((v) => (
            <div className="row" key={v.id}>
              <strong>Version {v.settings.version}</strong>
              <HistoryFiles record={v} name={`${title}, version ${v.settings.version}`} />
            </div>
          ))}
          <div className="row">
            <strong>All versions</strong>
            <VersionFiles originalId={r.id} kind={title} original={r} />
          </div>
        </>
      )}
      {entry.accommodated.map((a) => (
        <div className="row" key={a.id}>
          <strong>Accommodated version</strong>
          <HistoryFiles record={a} name={`${title}, accommodated version`} />
        </div>
      ))}
    </Item>
  );
}
