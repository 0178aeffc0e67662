import { useMemo } from 'react';
import { dismissToast, showToast, type ToastVariant } from './toast-store';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

const toast = ({ title, description, variant = 'default' }: ToastInput) => showToast({ title, description, variant });
const dismiss = () => dismissToast();

export function useToast() {
  return useMemo(() => ({ toast, dismiss }), []);
}
