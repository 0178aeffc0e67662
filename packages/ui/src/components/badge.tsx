import styled, { css } from 'styled-components';

export type BadgeTone = 'default' | 'success' | 'info' | 'muted' | 'warning' | 'destructive';

const tones = {
  default: css`
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
  `,
  success: css`
    background: ${(p) => p.theme.colors.successSoft};
    color: ${(p) => p.theme.colors.success};
  `,
  info: css`
    background: ${(p) => p.theme.colors.accentSoft};
    color: ${(p) => p.theme.colors.accent};
  `,
  muted: css`
    background: #e2e8f0;
    color: ${(p) => p.theme.colors.muted};
  `,
  warning: css`
    background: ${(p) => p.theme.colors.warningSoft};
    color: ${(p) => p.theme.colors.warning};
  `,
  destructive: css`
    background: ${(p) => p.theme.colors.destructiveSoft};
    color: ${(p) => p.theme.colors.destructive};
  `,
};

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 0.125rem 0.625rem;
  border-radius: ${(p) => p.theme.radius.pill};
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
  ${(p) => tones[p.$tone ?? 'default']}
`;
