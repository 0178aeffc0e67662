import styled from 'styled-components';

/** Hero text beside the form card; one column below the large breakpoint. */
export const HeroGrid = styled.div<{ $formFirst?: boolean; $formFirstOnPhone?: boolean }>`
  display: grid;
  gap: 2rem;
  align-items: start;
  padding: 2rem 0;
  /* On a phone the card a returning teacher came for must be in the first screen. */
  @media (max-width: calc(${(p) => p.theme.breakpoints.lg} - 1px)) {
    ${(p) => (p.$formFirstOnPhone ? '> :last-child { order: -1; }' : '')}
  }
  @media (min-width: ${(p) => p.theme.breakpoints.lg}) {
    grid-template-columns: ${(p) => (p.$formFirst ? 'minmax(0, 0.85fr) minmax(0, 1.15fr)' : 'minmax(0, 1.15fr) minmax(0, 0.85fr)')};
  }
`;

export const Section = styled.section`
  padding: 2rem 0;
  h2 {
    font-size: clamp(1.35rem, 3vw, 1.75rem);
    text-align: center;
    margin-bottom: 1.25rem;
  }
`;

export const FormCardWrap = styled.div`
  width: 100%;
  max-width: 460px;
  justify-self: center;
  form {
    display: grid;
    gap: 1rem;
  }
`;

export const Muted = styled.p`
  color: ${(p) => p.theme.colors.muted};
  margin: 0;
  font-size: 0.9rem;
  text-align: center;
`;
