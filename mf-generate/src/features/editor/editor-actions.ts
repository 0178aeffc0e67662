// What a block's editor can ask of the editor, through one context, so blocks stay memoised: their props
// change only when their own content does. Each part of the editor reads its own part of the document from
// the store (`useDocPart`), so a keystroke renders the one question typed in, not the editor around it.
import { createContext, useContext } from 'react';
import type { GeneratedDocument } from '@lessonloom/contracts';
import { useStorePart, type EditorStore } from './editor-store';

export interface EditorActions {
  store: EditorStore;
  change(fn: (doc: GeneratedDocument) => GeneratedDocument, group?: string): void;
  moveQuestion(id: string, delta: -1 | 1): void;
  deleteQuestion(id: string): void;
  duplicateQuestion(id: string): void;
  replaceQuestion(id: string): void;
  toggleSelected(id: string): void;
}

export const EditorActionsContext = createContext<EditorActions | null>(null);

export function useEditorActions(): EditorActions {
  const actions = useContext(EditorActionsContext);
  if (!actions) throw new Error('block editors are used inside the DocumentEditor');
  return actions;
}

/** A part of the document being edited, read from the editor's store (`useStorePart`). */
export function useDocPart<T>(select: (doc: GeneratedDocument) => T): T {
  return useStorePart(useEditorActions().store, select);
}
