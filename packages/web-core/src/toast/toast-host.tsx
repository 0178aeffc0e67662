import { useSyncExternalStore } from 'react';
import { TOAST } from '@lessonloom/contracts';
import { Toaster } from '@lessonloom/ui';
import { currentToast, dismissToast, subscribeToToast } from './toast-store';

/** Connects the one toast (toast-store) to the ui Toaster (which owns timing, F8 and swipe). */
export function ToastHost() {
  const current = useSyncExternalStore(subscribeToToast, currentToast, currentToast);
  return (
    <Toaster
      toast={current}
      onDismiss={dismissToast}
      durationMs={TOAST.displayMs}
      swipeThresholdPx={TOAST.swipeThresholdPx}
      hotkey={TOAST.hotkey}
    />
  );
}
