import type { CurrentUser } from '@lessonloom/contracts';
import { api } from '../api/api';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<CurrentUser, void>({ query: () => '/api/auth/me', providesTags: ['Me'] }),
    logout: build.mutation<unknown, void>({ query: () => ({ url: '/api/auth/logout', method: 'POST' }) }),
  }),
});
