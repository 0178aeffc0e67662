// Spec §4 upload states: idle → uploading → preview; clear returns to idle.
import { useCallback, useState } from 'react';
import type { UploadResult } from '@lessonloom/contracts';
import { useFailureToast, useToast } from '@lessonloom/web-core';
import { useUploadMutation } from '../generations/api';
import { checkUploadFile } from './validate-file';

export type UploadState =
  { status: 'idle' } | { status: 'uploading'; file: File } | { status: 'preview'; file: File; result: UploadResult };

export function useUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [upload] = useUploadMutation();
  const { toast } = useToast();
  const fail = useFailureToast();

  const start = useCallback(
    async (file: File) => {
      const problem = checkUploadFile(file);
      if (problem) {
        toast({ ...problem, variant: 'destructive' });
        return;
      }
      setState({ status: 'uploading', file });
      try {
        const result = await upload(file).unwrap();
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
    [fail, toast, upload],
  );

  const clear = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, clear };
}
