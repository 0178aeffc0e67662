// The Generated Content card with its Edit button. The editor itself is a chunk of its own, fetched on the
// first click (React.lazy): it is not part of the first load of /generate.
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { GenerateResponse, GenerationDetail, GenerationSettings } from '@lessonloom/contracts';
import { ResultCard, type ResultCardProps } from '../generate/components/result-card';
import { responseOf } from './detail-response';
import { editorHref } from './editor-link';

const DocumentEditor = lazy(() => import(/* webpackChunkName: "editor" */ './document-editor'));

export interface EditableResultProps {
  result: GenerateResponse;
  /** The revision `result` shows (1 for a fresh generation). */
  revision?: number;
  settings?: GenerationSettings;
  /** Opens straight into the editor (/generate?edit=<id>). */
  startEditing?: boolean;
  /** Makes the sheet the engine suggests instead (only where a new request can be made: /generate). */
  onSuggestion?: ResultCardProps['onSuggestion'];
}

/** Versions and accommodated copies follow their original: the teacher edits that one. */
function DerivedNote({ settings }: { settings: GenerationSettings }) {
  const original = settings.version_of ?? settings.accommodation_of!;
  const what = settings.version_of
    ? `Version ${settings.version ?? ''} of a test`.replace('  ', ' ')
    : 'An accommodated copy';
  return (
    <p style={{ margin: 0 }}>
      {what} follows its original: every edit of the original reaches it.{' '}
      <Link to={editorHref(original)}>Edit the original</Link>
    </p>
  );
}

export function EditableResult({
  result,
  revision = 1,
  settings,
  startEditing = false,
  onSuggestion,
}: EditableResultProps) {
  const [current, setCurrent] = useState<GenerateResponse>(result);
  const [session, setSession] = useState<{ content: GenerateResponse['content']; revision: number } | null>(
    startEditing ? { content: result.content, revision } : null,
  );
  const [latestRevision, setLatestRevision] = useState(revision);
  const derived = !!(settings?.version_of || settings?.accommodation_of);
  const onSaved = (detail: GenerationDetail) => {
    setCurrent(responseOf(detail));
    setLatestRevision(detail.revision);
  };
  return (
    <ResultCard
      result={current}
      onEdit={derived ? undefined : () => setSession({ content: current.content, revision: latestRevision })}
      note={derived && settings ? <DerivedNote settings={settings} /> : undefined}
      onSuggestion={onSuggestion}
      editor={
        session && (
          <Suspense fallback={<p role="status">Loading the editor…</p>}>
            <DocumentEditor
              id={current.id}
              content={session.content}
              revision={session.revision}
              onSaved={onSaved}
              onClose={() => setSession(null)}
            />
          </Suspense>
        )
      }
    />
  );
}
