import { useCallback } from 'react';
import { TOAST } from '@lessonloom/contracts';
import { Toaster } from '@lessonloom/ui';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectToast, toastDismissed } from './toast-slice';

/** Connects the store's toast to the ui Toaster (which owns timing, F8 and swipe). */
export function ToastHost() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectToast);
  const onDismiss = useCallback((id: number) => dispatch(toastDismissed(id)), [dispatch]);
  return (
    <Toaster
      toast={current}
      onDismiss={onDismiss}
      durationMs={TOAST.displayMs}
      swipeThresholdPx={TOAST.swipeThresholdPx}
      hotkey={TOAST.hotkey}
    />
  );
}
