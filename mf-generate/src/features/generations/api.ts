// Generation endpoints of spec §7, injected into the one front-end api (web-core).
import type { AccommodatedResponse, GenerateResponse, GenerationListItem } from '@lessonloom/contracts';
import { api } from '@lessonloom/web-core';

export const generationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    generations: build.query<GenerationListItem[], void>({
      query: () => '/api/generations',
      providesTags: ['Generations'],
    }),
    generate: build.mutation<GenerateResponse, FormData>({
      query: (body) => ({ url: '/api/generate', method: 'POST', body }),
      // Spec §4: a successful generation refreshes the generations list (dashboard stats, activity).
      invalidatesTags: (result) => (result ? ['Generations'] : []),
    }),
    accommodate: build.mutation<AccommodatedResponse, { id: string; font: 'standard' | 'atkinson' }>({
      query: ({ id, font }) => {
        const body = new FormData();
        body.append('font', font);
        return { url: `/api/generations/${id}/accommodate`, method: 'POST', body };
      },
      // The accommodated copy is a new generation: the history and dashboard show it.
      invalidatesTags: (result) => (result ? ['Generations'] : []),
    }),
  }),
});

export type { AccommodatedResponse } from '@lessonloom/contracts';

export const { useGenerationsQuery, useGenerateMutation, useAccommodateMutation } = generationsApi;
