// Spec §4/§5/§8: validation toasts, 'Generating...', success and failure toasts; plus streamed
// progress (stages, questions as they are written) and Cancel.
import { useCallback, useRef, useState } from 'react';
import type { GenerateResponse, GenerationEvent } from '@lessonloom/contracts';
import { SUBSCRIPTION_REQUIRED_DETAIL } from '@lessonloom/contracts';
import { useAppDispatch, useFailureToast, useToast } from '@lessonloom/web-core';
import { generationsApi } from '../generations/api';
import { buildGenerateForm } from './build-generate-form';
import { initialProgress, nextProgress, type GenerationProgress } from './generation-progress';
import type { GenerateSettings } from './settings';
import { GenerationCancelled, streamGenerate } from './stream-generate';

export type SourceMode = 'file' | 'topic';

export function useGenerate() {
  const { toast } = useToast();
  const fail = useFailureToast();
  const dispatch = useAppDispatch();
  // The last good result stays on screen while a new one is generated or after a failed attempt.
  const [result, setResult] = useState<GenerateResponse | null>(null);
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = useCallback(
    async (settings: GenerateSettings, mode: SourceMode, filename: string | null, topic: string) => {
      if (mode === 'file' && !filename) {
        toast({ title: 'No file uploaded', description: 'Please upload a file first.', variant: 'destructive' });
        return;
      }
      if (mode === 'topic' && !topic.trim()) {
        toast({
          title: 'No topic entered',
          description: 'Please enter a topic to generate content.',
          variant: 'destructive',
        });
        return;
      }
      const source = mode === 'file' ? { mode, filename: filename as string } : { mode, topic };
      const controller = new AbortController();
      abort.current = controller;
      setProgress(initialProgress(mode));
      const onEvent = (e: GenerationEvent) => setProgress((p) => (p ? nextProgress(p, e) : p));
      try {
        setResult(await dispatch(streamGenerate(buildGenerateForm(settings, source), onEvent, controller.signal)));
        // Spec §4: a successful generation refreshes the generations list (dashboard stats, activity).
        dispatch(generationsApi.util.invalidateTags(['Generations']));
        toast({ title: 'Content generated successfully', description: 'Your educational content is ready!' });
      } catch (err) {
        if (err instanceof GenerationCancelled) {
          toast({ title: 'Generation cancelled', description: 'Nothing was saved.' });
          return;
        }
        fail(err, {
          title: 'Generation failed',
          fallback: 'Failed to generate content',
          byStatus: { 402: SUBSCRIPTION_REQUIRED_DETAIL },
        });
      } finally {
        if (abort.current === controller) abort.current = null;
        setProgress(null);
      }
    },
    [dispatch, toast, fail],
  );

  const cancel = useCallback(() => abort.current?.abort(), []);

  return { run, cancel, generating: progress !== null, progress, result };
}
