// The editor of a generated document, in place of its preview (loaded on first use: it is not part of the
// first load of /generate). Every change goes to the server a moment after typing stops; Undo/Redo walk
// the teacher's own steps; a refused or conflicting save says what to do and loses nothing.
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { GeneratedDocument, GenerationDetail } from '@lessonloom/contracts';
import { questionBlocks } from '@lessonloom/document';
import { Button } from '@lessonloom/ui';
import { errorDetail, useToast } from '@lessonloom/web-core';
import { useLazyGenerationQuery, useReplaceQuestionMutation, useSaveToBankMutation } from './api';
import { deleteQuestion, duplicateQuestion, moveQuestion } from './doc-ops';
import { EditorActionsContext, type EditorActions } from './editor-actions';
import { createEditorStore, useHistoryState, useStorePart } from './editor-store';
import { EditArea, FieldLabel } from './editor-styles';
import { RevisionsPanel } from './revisions-panel';
import { SaveStatusLine } from './save-status';
import { SectionEditor } from './section-editor';
import { useAutosave } from './use-autosave';
import { useLeaveGuard } from './use-leave-guard';

const Wrap = styled.div`
  display: grid;
  gap: 1rem;
  min-width: 0;
`;
const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem 0;
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;
const Alert = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.colors.destructiveSoft};
  p {
    margin: 0;
  }
`;

export interface DocumentEditorProps {
  id: string;
  content: GeneratedDocument;
  revision: number;
  /** Each revision the server made (a save, a replace, a restore): the page shows its files and quality. */
  onSaved(detail: GenerationDetail): void;
  onClose(): void;
}

export default function DocumentEditor({
  id,
  content,
  revision: initialRevision,
  onSaved,
  onClose,
}: DocumentEditorProps) {
  const store = useMemo(() => createEditorStore(content), [content]);
  // Only what this level shows: a keystroke in a question renders that question alone.
  const title = useStorePart(store, (d) => d.title);
  const instructions = useStorePart(store, (d) => d.instructions);
  const sectionCount = useStorePart(store, (d) => d.sections.length);
  const hasQuestions = useStorePart(store, (d) => d.sections.some((s) => s.blocks.some((b) => b.type === 'question')));
  const { canUndo, canRedo } = useHistoryState(store);
  const autosave = useAutosave(store, id, initialRevision, onSaved);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [replacing, setReplacing] = useState<string | null>(null);
  const [showRevisions, setShowRevisions] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [replace] = useReplaceQuestionMutation();
  const [saveToBank, { isLoading: banking }] = useSaveToBankMutation();
  const [readNewest] = useLazyGenerationQuery();
  const { toast } = useToast();
  const autosaveRef = useRef(autosave);
  autosaveRef.current = autosave;
  // The page hands a new onSaved at each of its renders (each save): read through a ref, so the actions every
  // block editor reads from context stay the same object and a save does not render fifty question editors.
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const status = autosave.status;
  useLeaveGuard(
    useCallback(() => autosaveRef.current.dirty(), []),
    useCallback(() => ['invalid', 'failed', 'conflict'].includes(autosaveRef.current.status.state), []),
  );

  const actions: EditorActions = useMemo(
    () => ({
      store,
      change: (fn, group) => store.change(fn, group),
      moveQuestion: (qid, delta) => store.change((d) => moveQuestion(d, qid, delta)),
      deleteQuestion: (qid) => store.change((d) => deleteQuestion(d, qid)),
      duplicateQuestion: (qid) => store.change((d) => duplicateQuestion(d, qid).doc),
      toggleSelected: (qid) =>
        setSelected((s) => {
          const next = new Set(s);
          if (!next.delete(qid)) next.add(qid);
          return next;
        }),
      replaceQuestion: (qid) => {
        void (async () => {
          const q = questionBlocks(store.getDoc()).find((b) => b.id === qid);
          if (!q) return;
          setReplacing(qid);
          setNotice(null);
          try {
            await autosaveRef.current.flush();
            const res = await replace({ id, number: q.number, current: autosaveRef.current.revision });
            if ('error' in res) setNotice(errorDetail(res.error) ?? `Question ${q.number} could not be replaced.`);
            else {
              autosaveRef.current.loaded(res.data);
              onSavedRef.current(res.data);
            }
          } catch {
            setNotice('Your latest change could not be saved, so nothing was replaced.');
          } finally {
            setReplacing(null);
          }
        })();
      },
    }),
    [store, replace, id],
  );

  const onKeyDown = (e: KeyboardEvent) => {
    if (!(e.ctrlKey || e.metaKey)) return;
    const key = e.key.toLowerCase();
    if (key === 'z' || key === 'y') {
      e.preventDefault();
      if (key === 'y' || e.shiftKey) store.redo();
      else store.undo();
    }
  };

  const reloadNewest = async () => {
    const res = await readNewest(id);
    if (res.data) autosave.loaded(res.data);
  };
  const saveMineOverNewer = async () => {
    const res = await readNewest(id);
    if (res.data) autosave.saveOverNewer(res.data.revision);
  };
  const fileToBank = async () => {
    try {
      await autosave.flush();
    } catch {
      return;
    }
    const numbers = questionBlocks(store.getDoc())
      .filter((q) => selected.has(q.id!))
      .map((q) => q.number);
    const res = await saveToBank({ id, ...(numbers.length ? { numbers } : {}) });
    if ('error' in res)
      toast({ title: 'Not saved to the question bank', description: errorDetail(res.error), variant: 'destructive' });
    else
      toast({
        title: 'Saved to the question bank',
        description: `${res.data.questions_saved} ${res.data.questions_saved === 1 ? 'question' : 'questions'} saved${res.data.updated ? ` (${res.data.updated} brought up to date)` : ''}.`,
      });
  };
  const done = async () => {
    try {
      await autosave.flush();
    } catch {
      return;
    }
    onClose();
  };
  return (
    <EditorActionsContext.Provider value={actions}>
      <Wrap onKeyDown={onKeyDown} aria-label={`Editing ${title}`} role="region">
        <Bar role="toolbar" aria-label="Editor">
          <Button
            $size="sm"
            $variant="outline"
            onClick={() => store.undo()}
            disabled={!canUndo}
            aria-keyshortcuts="Control+Z Meta+Z"
          >
            Undo
          </Button>
          <Button
            $size="sm"
            $variant="outline"
            onClick={() => store.redo()}
            disabled={!canRedo}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          >
            Redo
          </Button>
          <SaveStatusLine status={status} revision={autosave.revision} />
          <span style={{ flex: 1 }} />
          <Button
            $size="sm"
            $variant="outline"
            aria-expanded={showRevisions}
            onClick={() => setShowRevisions((v) => !v)}
          >
            Revisions
          </Button>
          {hasQuestions && (
            <Button $size="sm" $variant="outline" disabled={banking} onClick={() => void fileToBank()}>
              {selected.size
                ? `Save ${selected.size} selected to the question bank`
                : 'Save all questions to the question bank'}
            </Button>
          )}
          <Button $size="sm" onClick={() => void done()}>
            Done editing
          </Button>
        </Bar>
        {status.state === 'conflict' && (
          <Alert role="alert">
            <p>
              This document was changed in another tab or window. Your changes in this tab are still here and were not
              saved.
            </p>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
              <Button $size="sm" onClick={() => void reloadNewest()}>
                Reload the newest version
              </Button>
              <Button $size="sm" $variant="outline" onClick={() => void saveMineOverNewer()}>
                Save this tab&apos;s version as the newest
              </Button>
            </div>
          </Alert>
        )}
        {(status.state === 'invalid' || status.state === 'failed') && (
          <Alert role="alert">
            <p>Not saved: {status.detail}</p>
          </Alert>
        )}
        {notice && (
          <Alert role="alert">
            <p>{notice}</p>
          </Alert>
        )}
        {showRevisions && (
          <RevisionsPanel
            id={id}
            revision={autosave.revision}
            beforeRestore={() => autosave.flush()}
            onRestored={(detail) => {
              autosave.loaded(detail);
              onSaved(detail);
            }}
          />
        )}
        <label style={{ display: 'grid', gap: '0.2rem' }}>
          <FieldLabel>Title</FieldLabel>
          <EditArea
            rows={1}
            aria-label="Title"
            value={title}
            onChange={(e) => store.change((d) => ({ ...d, title: e.target.value }), 'title')}
          />
        </label>
        <label style={{ display: 'grid', gap: '0.2rem' }}>
          <FieldLabel>Instructions</FieldLabel>
          <EditArea
            aria-label="Instructions"
            value={instructions ?? ''}
            onChange={(e) =>
              store.change(
                ({ instructions: _i, ...d }) => (e.target.value ? { ...d, instructions: e.target.value } : d),
                'instructions',
              )
            }
          />
        </label>
        {Array.from({ length: sectionCount }, (_, i) => (
          <SectionEditor key={i} index={i} selected={selected} replacing={replacing} />
        ))}
      </Wrap>
    </EditorActionsContext.Provider>
  );
}
