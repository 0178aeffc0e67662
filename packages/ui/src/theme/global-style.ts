import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${(p) => p.theme.font.body};
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.background};
    line-height: 1.5;
    min-width: 320px;
  }
  h1, h2, h3, h4 { font-family: ${(p) => p.theme.font.heading}; line-height: 1.25; margin: 0 0 0.5rem; }
  a { color: ${(p) => p.theme.colors.primary}; }
  a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, [tabindex]:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  img { max-width: 100%; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
`;
