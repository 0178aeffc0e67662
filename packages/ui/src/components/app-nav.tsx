import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, type BadgeTone } from './badge';
import { Button } from './button';
import { HeaderBar, HeaderRow } from './header-bar';
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

const Bar = HeaderBar;
const Inner = styled(HeaderRow)`
  padding: 0.5rem 1rem;
  gap: 0.5rem 1rem;
`;
const Brand = styled.span`
  font-weight: 800;
  font-size: 1.15rem;
  color: ${(p) => p.theme.colors.primary};
  margin-right: auto;
`;
/** Phone: one header row (brand + Menu); the links, email, badge and Logout open below it. */
const MenuButton = styled(Button)`
  @media (min-width: ${(p) => p.theme.breakpoints.md}) {
    display: none;
  }
`;
const Panel = styled.div<{ $open: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  @media (max-width: calc(${(p) => p.theme.breakpoints.md} - 1px)) {
    display: ${(p) => (p.$open ? 'grid' : 'none')};
    width: 100%;
    gap: 0.75rem;
    padding-bottom: 0.5rem;
  }
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
    padding: 0.4rem 0.55rem;
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
/**
 * On a wide screen the whole header stays one row: a long address is cut visually (the text, and so
 * what a screen reader reads, stays whole; hovering shows it). The phone menu shows it in full.
 */
const Email = styled.span`
  @media (min-width: ${(p) => p.theme.breakpoints.md}) {
    max-width: 22ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** Signed-in navigation: section links, the user's email, the subscription badge and 'Logout'. */
export function AppNav({ links, email, badge, onLogout }: AppNavProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();
  // A chosen link closes the menu; so does Escape.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <Bar>
      <Inner>
        <Brand>Lessonloom</Brand>
        <MenuButton
          $variant="outline"
          $size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Close menu' : 'Menu'}
        </MenuButton>
        <Panel id={panelId} $open={open} data-testid="app-nav-panel">
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
            <Email data-testid="user-email" title={email}>
              {email}
            </Email>
            <Badge $tone={badge.tone} data-testid="subscription-badge">
              {badge.label}
            </Badge>
            <Button $variant="outline" $size="sm" onClick={onLogout}>
              Logout
            </Button>
          </User>
        </Panel>
      </Inner>
    </Bar>
  );
}
