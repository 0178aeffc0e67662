// The document being edited, outside React state: a keystroke changes one block (doc-ops share the rest),
// subscribers re-render, and undo/redo walk snapshots. Typing in one field is one undo step until the
// teacher pauses or moves to another field, as in a word processor.
import { useSyncExternalStore } from 'react';
import type { GeneratedDocument } from '@lessonloom/contracts';
import { withQuestionIds } from '@lessonloom/document';
import { sharedWith } from './doc-ops';

/** Keystrokes in the same field closer together than this are undone together. */
export const TYPING_GROUP_MS = 1000;
const HISTORY_MAX = 200;

export interface EditorStore {
  getDoc(): GeneratedDocument;
  /** Bumped by every change the teacher makes (autosave compares it with the one it saved). */
  getVersion(): number;
  subscribe(listener: () => void): () => void;
  change(fn: (doc: GeneratedDocument) => GeneratedDocument, group?: string): void;
  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  /** The server's copy of what the teacher has (numbering, ids, rebuilt puzzles): no undo step, no new version. */
  adopt(doc: GeneratedDocument): void;
  /** Another document altogether (a reload, a restore): history starts again. */
  reset(doc: GeneratedDocument): void;
}

/** Every question of the store's document has an id (each question's editor finds its question by it). */
export function createEditorStore(initial: GeneratedDocument, now: () => number = () => Date.now()): EditorStore {
  let doc = withQuestionIds(initial);
  let version = 0;
  let past: GeneratedDocument[] = [];
  let future: GeneratedDocument[] = [];
  let lastGroup: string | undefined;
  let lastAt = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const move = (from: GeneratedDocument[], to: GeneratedDocument[]) => {
    const target = from.pop();
    if (!target) return false;
    to.push(doc);
    doc = target;
    version++;
    lastGroup = undefined;
    emit();
    return true;
  };

  return {
    getDoc: () => doc,
    getVersion: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change(fn, group) {
      const next = fn(doc);
      if (next === doc) return;
      const t = now();
      const coalesce = group !== undefined && group === lastGroup && t - lastAt < TYPING_GROUP_MS;
      if (!coalesce) {
        past.push(doc);
        if (past.length > HISTORY_MAX) past.shift();
      }
      future = [];
      lastGroup = group;
      lastAt = t;
      doc = next;
      version++;
      emit();
    },
    undo: () => move(past, future),
    redo: () => move(future, past),
    canUndo: () => past.length > 0,
    canRedo: () => future.length > 0,
    adopt(next) {
      doc = sharedWith(doc, withQuestionIds(next));
      emit();
    },
    reset(next) {
      doc = sharedWith(doc, withQuestionIds(next));
      past = [];
      future = [];
      lastGroup = undefined;
      version++;
      emit();
    },
  };
}

/**
 * A part of the document (a block, a heading, the order of a section): the component renders again only when
 * `select` answers something else. It must answer a part of the document itself or a primitive (the doc-ops
 * keep every untouched part the same object), never a new object or array.
 */
export function useStorePart<T>(store: EditorStore, select: (doc: GeneratedDocument) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getDoc()));
}

/** Whether there is a step to undo or redo, followed without rendering the editor on every change. */
export function useHistoryState(store: EditorStore): { canUndo: boolean; canRedo: boolean } {
  return {
    canUndo: useSyncExternalStore(store.subscribe, store.canUndo),
    canRedo: useSyncExternalStore(store.subscribe, store.canRedo),
  };
}
