// The one RTK Query api of the whole front end. Remotes add endpoints with api.injectEndpoints
// in src/features/<feature>/api.ts; they never call createApi themselves (one cache, one middleware).
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Me', 'Generations', 'Questions', 'Resources', 'Billing'],
  endpoints: () => ({}),
  // Spec §9: no retries, no refetch on focus, no polling, data never stale.
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
});
