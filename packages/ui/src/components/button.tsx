import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
import { focusRing } from '../theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const variants = {
  primary: css`
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${(p) => p.theme.colors.primaryHover};
    }
  `,
  accent: css`
    background: ${(p) => p.theme.colors.accent};
    color: #fff;
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
  secondary: css`
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
  `,
  outline: css`
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    border-color: ${(p) => p.theme.colors.border};
    &:hover:not(:disabled) {
      background: ${(p) => p.theme.colors.background};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${(p) => p.theme.colors.text};
    &:hover:not(:disabled) {
      background: ${(p) => p.theme.colors.primarySoft};
    }
  `,
  destructive: css`
    background: ${(p) => p.theme.colors.destructive};
    color: #fff;
  `,
};

const sizes = {
  sm: css`
    padding: 0.375rem 0.75rem;
    font-size: 0.875rem;
    min-height: 36px;
  `,
  md: css`
    padding: 0.5rem 1rem;
    font-size: 0.95rem;
    min-height: 44px;
  `,
  lg: css`
    padding: 0.75rem 1.5rem;
    font-size: 1.05rem;
    min-height: 52px;
  `,
};

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radius.sm};
  font-weight: 600;
  font-family: inherit;
  cursor: pointer;
  text-decoration: none;
  transition:
    background 120ms ease,
    filter 120ms ease;
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  ${(p) => variants[p.$variant ?? 'primary']}
  ${(p) => sizes[p.$size ?? 'md']}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${focusRing}
`;

/** Use `$variant`, `$size`, `$block`; every other prop is a normal <button> prop. */
export const Button = styled.button.attrs<StyleProps>((p) => ({ type: p.type ?? 'button' }))<StyleProps>`
  ${buttonStyles}
`;

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export const ButtonLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;
