// Calm, professional palette: indigo for actions, teal for accents, slate text with AA contrast.
export const theme = {
  colors: {
    primary: '#4338ca',
    primaryHover: '#3730a3',
    primarySoft: '#eef2ff',
    accent: '#0f766e',
    accentSoft: '#ccfbf1',
    text: '#0f172a',
    muted: '#475569',
    border: '#cbd5e1',
    surface: '#ffffff',
    background: '#f8fafc',
    destructive: '#b91c1c',
    destructiveSoft: '#fee2e2',
    success: '#15803d',
    successSoft: '#dcfce7',
    warning: '#a16207',
    warningSoft: '#fef9c3',
    focus: '#f59e0b',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 16px rgba(15, 23, 42, 0.06)',
    toast: '0 10px 30px rgba(15, 23, 42, 0.25)',
  },
  font: {
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, sans-serif",
    heading: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, sans-serif",
  },
  breakpoints: { md: '768px', lg: '1024px' },
  maxWidth: '1120px',
};

export type Theme = typeof theme;

/** Visible keyboard focus on every control (WCAG 2.4.7). */
export const focusRing = `
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
