import { useCallback, useRef, useState } from 'react';
import { useAppDispatch, useFailureToast, useToast } from '@lessonloom/web-core';
import { downloadFailure, downloadGeneratedFile } from './download';

/**
 * Downloads a generated file and reports it with the spec §8 toasts; `busy` is the URL in flight. Its
 * button is only aria-disabled meanwhile (a natively disabled button would drop keyboard focus), so a
 * second click on a file already downloading is ignored here.
 */
export function useDownload() {
  const dispatch = useAppDispatch();
  const { toast } = useToast();
  const fail = useFailureToast();
  const [busy, setBusy] = useState<string | null>(null);
  const inFlight = useRef(new Set<string>());
  const download = useCallback(
    async (url: string, filename: string) => {
      if (inFlight.current.has(url)) return;
      inFlight.current.add(url);
      setBusy(url);
      try {
        const outcome = await downloadGeneratedFile(url, filename, dispatch);
        if (outcome.ok) toast({ title: 'Download started', description: outcome.filename });
        else if ('signedOut' in outcome)
          toast({
            title: 'Authentication required',
            description: 'Please log in to download files.',
            variant: 'destructive',
          });
        else fail(outcome.error, { title: 'Download failed', describe: downloadFailure });
      } finally {
        inFlight.current.delete(url);
        setBusy(null);
      }
    },
    [dispatch, toast, fail],
  );
  return { download, busy };
}
