import styled from 'styled-components';
import type { GeneratedDocument } from '@lessonloom/contracts';
import { BlockView } from './blocks/block-view';

const Doc = styled.article`
  display: grid;
  gap: 1.25rem;
  h3 { font-size: 1.15rem; margin: 0; }
`;
const Section = styled.section`
  display: grid;
  gap: 0.85rem;
`;
const Instructions = styled.p`
  margin: 0;
  font-style: italic;
  color: ${(p) => p.theme.colors.muted};
`;
const NameLine = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2rem;
`;

/** The student copy of the structured document, with the answers shown on request. */
export function DocumentPreview({ doc, showAnswers }: { doc: GeneratedDocument; showAnswers: boolean }) {
  return (
    <Doc aria-label={doc.title}>
      <header>
        <h3>{doc.title}</h3>
        <NameLine aria-hidden="true">
          <span>Name: ____________________</span>
          <span>Date: ____________</span>
        </NameLine>
        {doc.instructions && <Instructions>{doc.instructions}</Instructions>}
      </header>
      {doc.sections.map((section, i) => (
        <Section key={i}>
          {section.heading && <h4 style={{ margin: 0 }}>{section.heading}</h4>}
          {section.instructions && <Instructions>{section.instructions}</Instructions>}
          {section.blocks.map((block, j) => (
            <BlockView key={j} block={block} showAnswers={showAnswers} />
          ))}
        </Section>
      ))}
    </Doc>
  );
}
