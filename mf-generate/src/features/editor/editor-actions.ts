// What a block's editor can ask of the editor, through one context, so blocks stay memoised: their props
// change only when their own content does.
import { createContext, useContext } from 'react';
import type { GeneratedDocument } from '@lessonloom/contracts';

export interface EditorActions {
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
