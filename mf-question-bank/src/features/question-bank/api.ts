// Question-bank endpoints of spec §7, injected into the one front-end api (web-core).
import type {
  BankQuestion,
  GenerationListItem,
  QuestionSearchFilter,
  QuestionsSavedResponse,
  VersionsCreatedResponse,
} from '@lessonloom/contracts';
import { api } from '@lessonloom/web-core';

export const questionBankApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchQuestions: build.query<BankQuestion[], QuestionSearchFilter>({
      query: (params) => ({ url: '/api/question-bank/search', params: { ...params } }),
      providesTags: ['Questions'],
    }),
    generateQuestions: build.mutation<QuestionsSavedResponse, FormData>({
      query: (body) => ({ url: '/api/question-bank/generate-specific', method: 'POST', body }),
    }),
    randomizeTest: build.mutation<VersionsCreatedResponse, FormData>({
      query: (body) => ({ url: '/api/question-bank/randomize-test', method: 'POST', body }),
      // The versions are new generations: the history (here and on the dashboard) must show them.
      invalidatesTags: (result) => (result ? ['Generations'] : []),
    }),
    // Its own name (not mf-generate's `generations`): remotes never share endpoint definitions.
    testHistory: build.query<GenerationListItem[], void>({
      query: () => '/api/generations',
      providesTags: ['Generations'],
    }),
  }),
});

export const {
  useLazySearchQuestionsQuery,
  useGenerateQuestionsMutation,
  useRandomizeTestMutation,
  useTestHistoryQuery,
} = questionBankApi;
