import styled from 'styled-components';
import { DATE_LABEL, NAME_LABEL, headerLayout, type GeneratedDocument } from '@lessonloom/document';
import { BlockView } from './blocks/block-view';

const Doc = styled.article`
  display: grid;
  gap: 1.25rem;
  h3 {
    font-size: 1.15rem;
    margin: 0;
  }
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
const Meta = styled.p`
  margin: 0.15rem 0 0.5rem;
  font-size: 0.9rem;
  color: ${(p) => p.theme.colors.muted};
`;
const NameLine = styled.p`
  margin: 0 0 0.5rem;
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2rem;
  span {
    flex: 1 1 8rem;
    display: flex;
    gap: 0.4rem;
    font-weight: 700;
  }
  span::after {
    content: '';
    flex: 1;
    border-bottom: 1px solid ${(p) => p.theme.colors.text};
  }
`;

/** The student copy of the structured document, with the answers shown on request. Header, numbering,
 * lettering and answer space come from the layout model the DOCX and PDF use (packages/document). */
export function DocumentPreview({ doc, showAnswers }: { doc: GeneratedDocument; showAnswers: boolean }) {
  const header = headerLayout(doc, 'student');
  return (
    <Doc aria-label={doc.title}>
      <header>
        <h3>{header.title}</h3>
        <Meta>{header.meta}</Meta>
        {header.nameLine && (
          <NameLine aria-hidden="true" data-name-line>
            <span>{NAME_LABEL}</span>
            <span>{DATE_LABEL}</span>
          </NameLine>
        )}
        {header.note && <Instructions>{header.note}</Instructions>}
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
