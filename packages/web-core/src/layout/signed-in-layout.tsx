import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppNav, PageMain, SiteFooter } from '@lessonloom/ui';
import { SECTIONS } from './nav-links';
import { useSession } from '../session/use-session';
import { badgeTone, subscriptionBadge } from '../session/subscription-badge';

export interface SignedInLayoutProps {
  /** The generate page shows only Pro Active / Inactive (spec §4). */
  badgePage?: 'generate' | 'default';
  children: ReactNode;
}

/** Navigation bar (every section, email, badge, Logout) and the page body of every signed-in page. */
export function SignedInLayout({ badgePage = 'default', children }: SignedInLayoutProps) {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const label = subscriptionBadge(user?.subscription_status, { page: badgePage });
  const onLogout = async () => {
    await logout();
    navigate('/login');
  };
  return (
    <>
      <AppNav
        links={[...SECTIONS]}
        email={user?.email ?? ''}
        badge={{ label, tone: badgeTone(label) }}
        onLogout={onLogout}
      />
      <PageMain>{children}</PageMain>
      <SiteFooter />
    </>
  );
}
