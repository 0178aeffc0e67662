import { api } from '@lessonloom/web-core';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportAccount: build.mutation<Blob, void>({
      query: () => ({ url: '/api/account/export', responseHandler: 'blob' }),
    }),
    deleteAccount: build.mutation<void, string>({
      query: (password) => {
        const body = new FormData();
        body.append('password', password);
        return { url: '/api/account/delete', method: 'POST', body };
      },
    }),
  }),
});

export const { useExportAccountMutation, useDeleteAccountMutation } = accountApi;
