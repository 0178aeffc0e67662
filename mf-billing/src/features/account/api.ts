import { api } from '@lessonloom/web-core';
import type { StorageUsageResponse } from '@lessonloom/contracts';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    storageUsage: build.query<StorageUsageResponse, void>({ query: () => '/api/account/storage' }),
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

export const { useStorageUsageQuery, useExportAccountMutation, useDeleteAccountMutation } = accountApi;
