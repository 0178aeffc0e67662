import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from './button';
import { HeaderBar, HeaderRow } from './header-bar';

const Bar = HeaderBar;
const Inner = styled(HeaderRow)`
  padding: 0.75rem 1rem;
  justify-content: space-between;
  gap: 0.5rem;
`;
const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.25rem;
  color: ${(p) => p.theme.colors.primary};
  text-decoration: none;
`;
const Actions = styled.nav`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

/** Public pages' header: a Login link and 'Start Free Trial' to /signup (spec §2). */
export function MarketingHeader() {
  return (
    <Bar>
      <Inner>
        <Brand to="/login" aria-label="Lessonloom home">
          Lessonloom
        </Brand>
        <Actions aria-label="Account">
          <ButtonLink to="/login" $variant="ghost" $size="sm">
            Login
          </ButtonLink>
          <ButtonLink to="/signup" $variant="primary" $size="sm">
            Start Free Trial
          </ButtonLink>
        </Actions>
      </Inner>
    </Bar>
  );
}
