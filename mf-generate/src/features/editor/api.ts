// Editing endpoints (modules/revisions on the server), injected into the one front-end api.
import type {
  GeneratedDocument,
  GenerationDetail,
  RevisionDocument,
  RevisionList,
  SavedToBankResponse,
} from '@lessonloom/contracts';
import { api } from '@lessonloom/web-core';

export const editorApi = api.injectEndpoints({
  endpoints: (build) => ({
    generation: build.query<GenerationDetail, string>({
      query: (id) => `/api/generations/${encodeURIComponent(id)}`,
      // A generation read to edit is read fresh each time it is opened: another tab may have changed it.
      keepUnusedDataFor: 0,
    }),
    saveDocument: build.mutation<GenerationDetail, { id: string; revision: number; document: GeneratedDocument }>({
      query: ({ id, revision, document }) => ({
        url: `/api/generations/${id}/document`,
        method: 'PUT',
        body: { revision, document },
      }),
      invalidatesTags: ['Generations'],
    }),
    revisions: build.query<RevisionList, string>({
      query: (id) => `/api/generations/${id}/revisions`,
      keepUnusedDataFor: 0,
    }),
    revision: build.query<RevisionDocument, { id: string; revision: number }>({
      query: ({ id, revision }) => `/api/generations/${id}/revisions/${revision}`,
    }),
    restoreRevision: build.mutation<GenerationDetail, { id: string; revision: number; current: number }>({
      query: ({ id, revision, current }) => ({
        url: `/api/generations/${id}/revisions/${revision}/restore`,
        method: 'POST',
        body: { revision: current },
      }),
      invalidatesTags: ['Generations'],
    }),
    replaceQuestion: build.mutation<GenerationDetail, { id: string; number: number; current: number }>({
      query: ({ id, number, current }) => ({
        url: `/api/generations/${id}/questions/${number}/replace`,
        method: 'POST',
        body: { revision: current },
      }),
      invalidatesTags: ['Generations'],
    }),
    saveToBank: build.mutation<SavedToBankResponse, { id: string; numbers?: number[] }>({
      query: ({ id, numbers }) => ({
        url: `/api/generations/${id}/save-to-bank`,
        method: 'POST',
        body: numbers ? { numbers } : {},
      }),
      invalidatesTags: ['Questions'],
    }),
  }),
});

export const {
  useGenerationQuery,
  useLazyGenerationQuery,
  useSaveDocumentMutation,
  useRevisionsQuery,
  useLazyRevisionQuery,
  useRestoreRevisionMutation,
  useReplaceQuestionMutation,
  useSaveToBankMutation,
} = editorApi;
