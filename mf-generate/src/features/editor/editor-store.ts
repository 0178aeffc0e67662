// The document being edited, outside React state: a keystroke changes one block (doc-ops share the rest),
// subscribers re-render, and undo/redo walk snapshots. Typing in one field is one undo step until the
// teacher pauses or moves to another field, as in a word processor.
import type { GeneratedDocument } from '@lessonloom/contracts';

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

export function createEditorStore(initial: GeneratedDocument, now: () => number = () => Date.now()): EditorStore {
  let doc = initial;
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
      doc = next;
      emit();
    },
    reset(next) {
      doc = next;
      past = [];
      future = [];
      lastGroup = undefined;
      version++;
      emit();
    },
  };
}
