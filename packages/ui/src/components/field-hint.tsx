import styled from 'styled-components';

/** The line under a field: muted help, or (with $error) what to fix, in the destructive colour. */
export const FieldHint = styled.span<{ $error?: boolean }>`
  color: ${(p) => (p.$error ? p.theme.colors.destructive : p.theme.colors.muted)};
  font-size: 0.85rem;
  font-weight: ${(p) => (p.$error ? 600 : 400)};
`;
