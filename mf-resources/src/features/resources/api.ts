import type { Resource } from '@lessonloom/contracts';
import { api } from '@lessonloom/web-core';

export const resourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    resources: build.query<Resource[], void>({
      query: () => '/api/resources',
      providesTags: ['Resources'],
    }),
  }),
});
export const { useResourcesQuery } = resourcesApi;
