import { api } from '@lessonloom/web-core';
import type {
  BillingConfigResponse,
  BillingHistoryEntry,
  BillingSummaryResponse,
  CancelSubscriptionResponse,
  ClientSecretResponse,
  UrlResponse,
} from '@lessonloom/contracts';

export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    billingConfig: build.query<BillingConfigResponse, void>({ query: () => '/api/billing/config' }),
    billingHistory: build.query<BillingHistoryEntry[], void>({
      query: () => '/api/billing/history',
      providesTags: ['Billing'],
    }),
    billingSummary: build.query<BillingSummaryResponse, void>({
      query: () => '/api/billing/summary',
      providesTags: ['Billing'],
    }),
    createCheckout: build.mutation<UrlResponse, void>({
      query: () => ({ url: '/api/billing/create-checkout', method: 'POST' }),
    }),
    createPortal: build.mutation<UrlResponse, void>({
      query: () => ({ url: '/api/billing/create-portal', method: 'POST' }),
    }),
    createSubscription: build.mutation<ClientSecretResponse, void>({
      query: () => ({ url: '/api/billing/create-subscription', method: 'POST' }),
    }),
    cancelSubscription: build.mutation<CancelSubscriptionResponse, void>({
      query: () => ({ url: '/api/billing/cancel', method: 'POST' }),
      invalidatesTags: ['Billing', 'Me'],
    }),
  }),
});

export const {
  useBillingConfigQuery,
  useBillingHistoryQuery,
  useBillingSummaryQuery,
  useCreateCheckoutMutation,
  useCreatePortalMutation,
  useCreateSubscriptionMutation,
  useCancelSubscriptionMutation,
} = billingApi;
