import type { NavLinkItem } from '@lessonloom/ui';

/** The signed-in sections. */
export const NAV = {
  dashboard: { to: '/dashboard', label: 'Dashboard' },
  generate: { to: '/generate', label: 'Generate' },
  history: { to: '/history', label: 'History' },
  questionBank: { to: '/question-bank', label: 'Question Bank' },
  resources: { to: '/resources', label: 'Resources' },
  billing: { to: '/billing', label: 'Billing' },
} satisfies Record<string, NavLinkItem>;

/**
 * Every signed-in page's navigation: every section, in one order that keeps each page's own items of
 * spec §2 in the spec's order (SPEC_NAV), so a teacher reaches every section from every page and the
 * links never move between pages.
 */
export const SECTIONS: readonly NavLinkItem[] = [
  NAV.dashboard,
  NAV.generate,
  NAV.history,
  NAV.questionBank,
  NAV.resources,
  NAV.billing,
];

/** The navigation spec §2 lists for each page, in its order. */
export const SPEC_NAV: Record<string, readonly string[]> = {
  '/dashboard': ['Generate', 'Question Bank', 'Billing'],
  '/generate': ['Dashboard', 'Generate', 'Question Bank', 'Billing'],
  '/billing': ['Dashboard', 'Generate', 'Billing'],
  '/resources': ['Dashboard', 'Generate', 'Resources', 'Billing'],
};
