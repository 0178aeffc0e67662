// Spec §4/§5/§8: validation toasts, 'Generating...', success and failure toasts.
import { useCallback, useState } from 'react';
import type { GenerateResponse } from '@lessonloom/contracts';
import { SUBSCRIPTION_REQUIRED_DETAIL } from '@lessonloom/contracts';
import { errorDetail, isApiError, useToast } from '@lessonloom/web-core';
import { useGenerateMutation } from '../generations/api';
import { buildGenerateForm } from './build-generate-form';
import type { GenerateSettings } from './settings';

export type SourceMode = 'file' | 'topic';

export function useGenerate() {
  const [generate, state] = useGenerateMutation();
  const { toast } = useToast();
  // The last good result stays on screen while a new one is generated or after a failed attempt.
  const [result, setResult] = useState<GenerateResponse | null>(null);

  const run = useCallback(
    async (settings: GenerateSettings, mode: SourceMode, filename: string | null, topic: string) => {
      if (mode === 'file' && !filename) {
        toast({ title: 'No file uploaded', description: 'Please upload a file first.', variant: 'destructive' });
        return;
      }
      if (mode === 'topic' && !topic.trim()) {
        toast({ title: 'No topic entered', description: 'Please enter a topic to generate content.', variant: 'destructive' });
        return;
      }
      const source = mode === 'file' ? { mode, filename: filename as string } : { mode, topic };
      try {
        setResult(await generate(buildGenerateForm(settings, source)).unwrap());
        toast({ title: 'Content generated successfully', description: 'Your educational content is ready!' });
      } catch (err) {
        const description =
          isApiError(err) && err.status === 402 ? SUBSCRIPTION_REQUIRED_DETAIL : (errorDetail(err) ?? 'Failed to generate content');
        toast({ title: 'Generation failed', description, variant: 'destructive' });
      }
    },
    [generate, toast],
  );

  return { run, generating: state.isLoading, result };
}
