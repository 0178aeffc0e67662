// Spec §4 upload states: idle → uploading → preview; clear returns to idle. While a scan is read the
// uploading state carries the pages read so far (the server streams them).
import { useCallback, useState } from 'react';
import type { UploadResult } from '@lessonloom/contracts';
import { useAppDispatch, useFailureToast, useToast } from '@lessonloom/web-core';
import { streamUpload } from './stream-upload';
import { checkUploadFile } from './validate-file';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; file: File; progress?: { done: number; total: number } }
  | { status: 'preview'; file: File; result: UploadResult };

export function useUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [keepPartial, setKeepPartial] = useState(false);
  const { toast } = useToast();
  const fail = useFailureToast();
  const dispatch = useAppDispatch();

  const start = useCallback(
    async (file: File) => {
      const problem = checkUploadFile(file);
      if (problem) {
        toast({ ...problem, variant: 'destructive' });
        return;
      }
      setState({ status: 'uploading', file });
      try {
        const result = await dispatch(
          streamUpload(file, keepPartial, (done, total) =>
            setState({ status: 'uploading', file, progress: { done, total } }),
          ),
        );
        setState({ status: 'preview', file, result });
        toast({
          title: 'File uploaded successfully',
          description: `Extracted ${result.chars} characters from ${result.filename}`,
        });
      } catch (err) {
        setState({ status: 'idle' });
        fail(err, { title: 'Upload failed', fallback: 'Failed to upload file' });
      }
    },
    [dispatch, fail, toast, keepPartial],
  );

  const clear = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, clear, keepPartial, setKeepPartial };
}
