// Spec §4 badge rules. Anything but active/trialing shows as inactive (spec §3).
export type BadgeLabel = 'Pro Active' | 'Free Trial' | 'Inactive';

export function subscriptionBadge(
  status: string | null | undefined,
  { page }: { page: 'generate' | 'default' } = { page: 'default' },
): BadgeLabel {
  if (status === 'active') return 'Pro Active';
  if (status === 'trialing' && page !== 'generate') return 'Free Trial';
  return 'Inactive';
}

export function badgeTone(label: BadgeLabel): 'success' | 'info' | 'muted' {
  if (label === 'Pro Active') return 'success';
  if (label === 'Free Trial') return 'info';
  return 'muted';
}
