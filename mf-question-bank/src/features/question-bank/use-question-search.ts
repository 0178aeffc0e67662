// The search lives at page level so its results survive tab switches and a generation can refresh it.
import { useCallback, useEffect, useRef } from 'react';
import type { QuestionSearchFilter } from '@lessonloom/contracts';
import { getAuthToken, useFailureToast, useToast } from '@lessonloom/web-core';
import { useLazySearchQuestionsQuery } from './api';

export function useQuestionSearch() {
  const { toast } = useToast();
  const fail = useFailureToast();
  const [trigger, { data, isFetching }] = useLazySearchQuestionsQuery();
  const applied = useRef<QuestionSearchFilter>({});

  const search = useCallback(
    async (filter: QuestionSearchFilter = applied.current) => {
      applied.current = filter;
      // Spec §7: the search needs a token from auth_token; with none it fails before any request.
      if (!getAuthToken()) {
        toast({ title: 'Failed to search questions', description: 'Not authenticated', variant: 'destructive' });
        return;
      }
      const result = await trigger(filter);
      if (result.error)
        fail(result.error, {
          title: 'Failed to search questions',
        });
    },
    [trigger, toast],
  );

  useEffect(() => {
    void search({});
  }, [search]);

  return { questions: data ?? [], loading: isFetching, search, refresh: () => search() };
}
