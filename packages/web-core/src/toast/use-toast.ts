import { useCallback, useMemo } from 'react';
import { useAppDispatch } from '../store/hooks';
import { toastDismissed, toastShown, type ToastVariant } from './toast-slice';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export function useToast() {
  const dispatch = useAppDispatch();
  const toast = useCallback(
    ({ title, description, variant = 'default' }: ToastInput) => {
      dispatch(toastShown({ title, description, variant }));
    },
    [dispatch],
  );
  const dismiss = useCallback(() => dispatch(toastDismissed()), [dispatch]);
  return useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
}
