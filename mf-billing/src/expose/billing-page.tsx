// Thin on purpose: what the shell loads as './BillingPage'. The page lives in its feature folder.
export { BillingPage as default } from '../features/billing/components/billing-page';
