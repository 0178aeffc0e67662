import styled from 'styled-components';

/** The id every page's main landmark carries, so the skip link has one target. */
export const MAIN_ID = 'main-content';

const Link = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -3rem;
  z-index: 1000;
  padding: 0.5rem 0.9rem;
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  border-radius: ${(p) => p.theme.radius.sm};
  font-weight: 600;
  &:focus {
    top: 0.5rem;
    outline: 3px solid ${(p) => p.theme.colors.focus};
  }
`;

/** First tab stop of every page: jumps past the navigation to the page's own content. */
export function SkipLink() {
  return <Link href={`#${MAIN_ID}`}>Skip to content</Link>;
}
