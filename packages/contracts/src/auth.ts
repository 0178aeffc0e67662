import type { SubscriptionStatus } from './constants';

export interface CurrentUser {
  id: string;
  email: string;
  subscription_status: SubscriptionStatus;
  trial_end?: string | null;
  current_period_end?: string | null;
}
export interface LoginResponse {
  token: string;
  subscription_status: SubscriptionStatus;
}
export interface SignupResponse extends LoginResponse {
  checkout_url: string | null;
  requires_payment: boolean;
}
