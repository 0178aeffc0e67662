import styled from 'styled-components';

// The top bar shared by the signed-in navigation and the marketing header: same surface, border and width.
export const HeaderBar = styled.header`
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

/** The bar's centred row; each header sets its own padding, gaps and alignment on top. */
export const HeaderRow = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
`;
