import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, type BadgeTone } from './badge';
import { Button } from './button';
import { focusRing } from '../theme/theme';

export interface NavLinkItem {
  to: string;
  label: string;
}

export interface AppNavProps {
  links: NavLinkItem[];
  email: string;
  badge: { label: string; tone: BadgeTone };
  onLogout: () => void;
}

const Bar = styled.header`
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;
const Inner = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 0.5rem 1rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
`;
const Brand = styled.span`
  font-weight: 800;
  font-size: 1.15rem;
  color: ${(p) => p.theme.colors.primary};
  margin-right: auto;
`;
const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    padding: 0.4rem 0.7rem;
    border-radius: ${(p) => p.theme.radius.sm};
    color: ${(p) => p.theme.colors.muted};
    text-decoration: none;
    font-weight: 600;
    ${focusRing}
  }
  a.active,
  a[aria-current='page'] {
    color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.primarySoft};
  }
`;
const User = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.5rem;
  font-size: 0.9rem;
  color: ${(p) => p.theme.colors.muted};
  overflow-wrap: anywhere;
`;

/** Signed-in navigation: section links, the user's email, the subscription badge and 'Logout'. */
export function AppNav({ links, email, badge, onLogout }: AppNavProps) {
  return (
    <Bar>
      <Inner>
        <Brand>Lessonloom</Brand>
        <nav aria-label="Main">
          <Links>
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to}>{l.label}</NavLink>
              </li>
            ))}
          </Links>
        </nav>
        <User>
          <span data-testid="user-email">{email}</span>
          <Badge $tone={badge.tone} data-testid="subscription-badge">
            {badge.label}
          </Badge>
          <Button $variant="outline" $size="sm" onClick={onLogout}>
            Logout
          </Button>
        </User>
      </Inner>
    </Bar>
  );
}
