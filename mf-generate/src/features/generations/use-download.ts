import { useCallback, useState } from 'react';
import { useAppDispatch, useToast } from '@lessonloom/web-core';
import { downloadGeneratedFile } from './download';

/** Downloads a generated file and reports it with the spec §8 toasts; `busy` is the URL in flight. */
export function useDownload() {
  const dispatch = useAppDispatch();
  const { toast } = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const download = useCallback(
    async (url: string, filename: string) => {
      setBusy(url);
      try {
        const outcome = await downloadGeneratedFile(url, filename, dispatch);
        if (outcome.ok) toast({ title: 'Download started', description: outcome.filename });
        else toast({ title: outcome.title, description: outcome.description, variant: 'destructive' });
      } finally {
        setBusy(null);
      }
    },
    [dispatch, toast],
  );
  return { download, busy };
}
