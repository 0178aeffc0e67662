// The one place a failed call becomes a toast (spec §8): the server's `detail` when it sent one, else the
// spec's fixed text for that call, else the '{status}: {body}' message. Where the spec words the failure
// itself whatever the server said (downloads), `describe` gives those words.
import { useCallback } from 'react';
import { errorDetail, errorMessage, isApiError } from '../api/errors';
import { useToast } from './use-toast';

export interface FailureText {
  title: string;
  /** The spec's text when the server gave no detail. Without it the error's own message is shown. */
  fallback?: string;
  /** Texts that replace the detail for one status (e.g. 402 on generate). */
  byStatus?: Partial<Record<number, string>>;
  /** The spec's own words for this failure, whatever the server said (e.g. 'Download failed: {status text}'). */
  describe?: (error: unknown) => string;
}

export function failureDescription(error: unknown, text: Omit<FailureText, 'title'>): string | undefined {
  if (text.describe) return text.describe(error);
  const status = isApiError(error) ? error.status : undefined;
  if (typeof status === 'number' && text.byStatus?.[status]) return text.byStatus[status];
  return errorDetail(error) ?? text.fallback ?? errorMessage(error);
}

/** `fail(error, text)` shows the destructive toast for a failed call. */
export function useFailureToast() {
  const { toast } = useToast();
  return useCallback(
    (error: unknown, text: FailureText) =>
      toast({ title: text.title, description: failureDescription(error, text), variant: 'destructive' }),
    [toast],
  );
}
