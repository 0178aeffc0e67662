import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MarketingHeader, PageMain, SiteFooter } from '@lessonloom/ui';

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  line-height: 1.6;
  h1 {
    font-size: clamp(1.6rem, 4vw, 2.1rem);
    margin-bottom: 0.25rem;
  }
  h2 {
    font-size: 1.2rem;
    margin: 1.75rem 0 0.5rem;
  }
  ul {
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
`;
const Updated = styled.p`
  color: ${(p) => p.theme.colors.muted};
  margin-top: 0;
`;

/** A plain-language policy page: the public header, one readable column, the footer. */
export function LegalLayout({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <>
      <MarketingHeader />
      <PageMain>
        <Article>
          <h1>{title}</h1>
          <Updated>Last updated {updated}</Updated>
          {children}
        </Article>
      </PageMain>
      <SiteFooter />
    </>
  );
}
