import styled from 'styled-components';
import { Button } from '@lessonloom/ui';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-top: 1rem;
`;

export function HistoryPager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  if (pages <= 1) return null;
  return (
    <Nav aria-label="History pages">
      <Button $variant="outline" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      <Button $variant="outline" $size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </Nav>
  );
}
