import type { CurrentUser } from '@lessonloom/contracts';

export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? null
    : d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** Spec §2 says 'Next billing date: Next month'; the real date is shown when the server knows it. */
export function nextBillingDate(user: CurrentUser): string {
  const iso =
    user.subscription_status === 'trialing' ? (user.trial_end ?? user.current_period_end) : user.current_period_end;
  return formatDate(iso) ?? 'Next month';
}

export const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);
