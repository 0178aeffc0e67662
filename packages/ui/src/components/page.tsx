import { MAIN_ID } from './skip-link';
import styled from 'styled-components';

export const Container = styled.div`
  width: 100%;
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 0 1rem;
`;

/** The main landmark of a page; the skip link's target. */
export const PageMain = styled.main.attrs({ id: MAIN_ID, tabIndex: -1 })`
  width: 100%;
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  &:focus {
    outline: none;
  }
`;

export const PageHeading = styled.h1`
  font-size: clamp(1.5rem, 4vw, 2rem);
  margin-bottom: 0.25rem;
`;

export const PageLead = styled.p`
  color: ${(p) => p.theme.colors.muted};
  margin: 0 0 1.5rem;
`;

/** Responsive card grid: one column at 375 px, more as space allows. */
export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => p.$min ?? '240px'}), 1fr));
`;
