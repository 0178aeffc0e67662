export interface UrlResponse {
  url: string;
}
export interface ClientSecretResponse {
  clientSecret: string;
}
export interface BillingHistoryEntry {
  id: string;
  date: string;
  description: string;
  amount_cents: number;
  currency: string;
  status: string;
}
