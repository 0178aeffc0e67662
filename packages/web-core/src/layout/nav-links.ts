import type { NavLinkItem } from '@lessonloom/ui';

/** The signed-in sections; each page picks the ones spec §2 lists for it. */
export const NAV = {
  dashboard: { to: '/dashboard', label: 'Dashboard' },
  generate: { to: '/generate', label: 'Generate' },
  questionBank: { to: '/question-bank', label: 'Question Bank' },
  resources: { to: '/resources', label: 'Resources' },
  billing: { to: '/billing', label: 'Billing' },
} satisfies Record<string, NavLinkItem>;
