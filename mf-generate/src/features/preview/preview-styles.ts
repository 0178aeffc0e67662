import styled from 'styled-components';

export const AnswerNote = styled.p`
  margin: 0.25rem 0 0;
  padding: 0.35rem 0.6rem;
  border-left: 3px solid ${(p) => p.theme.colors.success};
  background: ${(p) => p.theme.colors.successSoft};
  font-size: 0.9rem;
`;

export const Lines = styled.div<{ $count: number }>`
  height: ${(p) => p.$count * 1.6}rem;
  background: repeating-linear-gradient(
    transparent 0 calc(1.6rem - 1px),
    ${(p) => p.theme.colors.border} calc(1.6rem - 1px) 1.6rem
  );
`;

/** A problem's work box, as tall as the writing lines it stands for, labelled like the printed one. */
export const WorkBox = styled.div<{ $count: number }>`
  min-height: ${(p) => p.$count * 1.6}rem;
  padding: 0.25rem 0.4rem;
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.sm};
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.8rem;
  font-style: italic;
`;

/** A list whose markers ("A.", "1.", "•") are text from the layout model, not CSS counters. */
export const Marked = styled.ul`
  list-style: none;
  margin: 0;
  padding-left: 1.25rem;
  li {
    margin-bottom: 0.15rem;
  }
`;

export const LetterGrid = styled.table`
  border-collapse: collapse;
  font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
  td {
    width: 1.6rem;
    height: 1.6rem;
    text-align: center;
    border: 1px solid ${(p) => p.theme.colors.border};
    padding: 0;
    font-size: 0.9rem;
  }
`;

/** A table or grid wider than a phone scrolls sideways; keyboard users scroll it too (it takes focus). */
export const Scroll = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto;
  max-width: 100%;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Pill = styled.li`
  display: inline-block;
  margin: 0 0.4rem 0.4rem 0;
  padding: 0.15rem 0.6rem;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.pill};
`;
