// Saves the document a moment after the teacher stops typing, one save at a time, and says where things
// stand: "Saving…", "Saved", a refusal naming the item (422), or "changed in another tab" (409). The
// server's copy of what was saved (numbering, ids, a rebuilt puzzle) is taken only when nothing was typed
// since it was sent, so a save never takes text from under the cursor.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GenerationDetail } from '@lessonloom/contracts';
import { canonicalJson } from '@lessonloom/document';
import { errorDetail, isApiError } from '@lessonloom/web-core';
import { useSaveDocumentMutation } from './api';
import type { EditorStore } from './editor-store';

export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus =
  | { state: 'saved' }
  | { state: 'saving' }
  | { state: 'invalid'; detail: string }
  | { state: 'failed'; detail: string }
  | { state: 'conflict'; detail: string };

export interface Autosave {
  status: SaveStatus;
  revision: number;
  /** Changes not yet on the server (typed, being saved, or refused). */
  dirty(): boolean;
  /** Saves now what is waiting (before Replace, Done, leaving). Resolves when the server has it, or rejects. */
  flush(): Promise<void>;
  /** A newer revision is now the teacher's starting point (a reload, a restore, a replace). */
  loaded(detail: GenerationDetail): void;
  /** After a 409: save this tab's document on top of the newer revision (the other stays in the history). */
  saveOverNewer(newest: number): void;
}

export function useAutosave(
  store: EditorStore,
  id: string,
  initialRevision: number,
  onSaved: (detail: GenerationDetail) => void,
  delayMs = AUTOSAVE_DELAY_MS,
): Autosave {
  const [save] = useSaveDocumentMutation();
  const [status, setStatus] = useState<SaveStatus>({ state: 'saved' });
  const [revision, setRevision] = useState(initialRevision);
  const revisionRef = useRef(initialRevision);
  const savedVersion = useRef(store.getVersion());
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const blocked = useRef(false);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const setRev = (n: number) => {
    revisionRef.current = n;
    setRevision(n);
  };

  const run = useCallback(async (): Promise<void> => {
    if (inFlight.current) {
      await inFlight.current;
      return run();
    }
    const version = store.getVersion();
    if (version === savedVersion.current || blocked.current) return;
    const document = store.getDoc();
    setStatus({ state: 'saving' });
    const attempt = (async () => {
      const res = await save({ id, revision: revisionRef.current, document });
      if ('error' in res) {
        const err = res.error;
        const detail = errorDetail(err) ?? (isApiError(err) ? err.message : 'The change could not be saved.');
        const code = isApiError(err) ? err.status : undefined;
        if (code === 409) {
          blocked.current = true;
          setStatus({ state: 'conflict', detail });
        } else setStatus({ state: code === 422 ? 'invalid' : 'failed', detail });
        throw new Error(detail);
      }
      const detail = res.data;
      savedVersion.current = version;
      setRev(detail.revision);
      if (store.getVersion() === version && canonicalJson(detail.content) !== canonicalJson(document))
        store.adopt(detail.content);
      onSavedRef.current(detail);
      setStatus(store.getVersion() === version ? { state: 'saved' } : { state: 'saving' });
    })();
    inFlight.current = attempt.finally(() => (inFlight.current = null)).catch(() => undefined);
    await attempt;
    if (store.getVersion() !== savedVersion.current) await run();
  }, [id, save, store]);

  useEffect(
    () =>
      store.subscribe(() => {
        if (store.getVersion() === savedVersion.current || blocked.current) return;
        // the same state object while it stands, so typing does not render the editor around the field
        setStatus((s) =>
          s.state === 'invalid' || s.state === 'failed' || s.state === 'saving' ? s : { state: 'saving' },
        );
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => void run().catch(() => undefined), delayMs);
      }),
    [store, run, delayMs],
  );
  // Leaving the editor saves what is waiting rather than dropping it.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        void run().catch(() => undefined);
      }
    },
    [run],
  );

  return {
    status,
    revision,
    dirty: () => store.getVersion() !== savedVersion.current,
    flush: async () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      await run();
    },
    loaded(detail) {
      if (timer.current) clearTimeout(timer.current);
      blocked.current = false;
      setRev(detail.revision);
      store.reset(detail.content);
      savedVersion.current = store.getVersion();
      setStatus({ state: 'saved' });
    },
    saveOverNewer(newest) {
      blocked.current = false;
      setRev(newest);
      void run().catch(() => undefined);
    },
  };
}
