// Spec §9: one toast at a time — a new toast replaces the one showing. The toast lives outside the app's
// store so the sign-in and sign-up pages, which load no store, show theirs the same way; the shell and
// every remote share this module (a federation singleton), so there is one toast for the whole app.
export type ToastVariant = 'default' | 'destructive';
export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

const changed = () => listeners.forEach((listener) => listener());

export function showToast(toast: Omit<ToastItem, 'id'>): void {
  current = { ...toast, id: nextId++ };
  changed();
}

/** Dismisses the toast `id` (a later toast stays), or whichever is showing. */
export function dismissToast(id?: number): void {
  if (id !== undefined && current?.id !== id) return;
  current = null;
  changed();
}

export const currentToast = (): ToastItem | null => current;

export function subscribeToToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
