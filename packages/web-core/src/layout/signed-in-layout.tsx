import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppNav, PageMain, SiteFooter, type NavLinkItem } from '@lessonloom/ui';
import { useSession } from '../session/use-session';
import { badgeTone, subscriptionBadge } from '../session/subscription-badge';

export interface SignedInLayoutProps {
  links: NavLinkItem[];
  /** The generate page shows only Pro Active / Inactive (spec §4). */
  badgePage?: 'generate' | 'default';
  children: ReactNode;
}

/** Navigation bar (links, email, badge, Logout) and the page body of every signed-in page. */
export function SignedInLayout({ links, badgePage = 'default', children }: SignedInLayoutProps) {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const label = subscriptionBadge(user?.subscription_status, { page: badgePage });
  const onLogout = async () => {
    await logout();
    navigate('/login');
  };
  return (
    <>
      <AppNav links={links} email={user?.email ?? ''} badge={{ label, tone: badgeTone(label) }} onLogout={onLogout} />
      <PageMain>{children}</PageMain>
      <SiteFooter />
    </>
  );
}
