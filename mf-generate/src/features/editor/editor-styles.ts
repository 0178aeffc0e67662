import styled from 'styled-components';

/** A text control that grows with what is typed (Chromium's field-sizing), looking like the text it edits. */
export const EditArea = styled.textarea`
  width: 100%;
  min-height: 2.4rem;
  field-sizing: content;
  resize: vertical;
  padding: 0.4rem 0.55rem;
  font: inherit;
  line-height: 1.4;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.sm};
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.destructive};
  }
`;

export const SmallInput = styled.input`
  width: 5rem;
  min-height: 2.4rem;
  padding: 0.3rem 0.5rem;
  font: inherit;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.sm};
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
  }
`;

export const SmallSelect = styled.select`
  min-height: 2.4rem;
  padding: 0.3rem 0.5rem;
  font: inherit;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
  }
`;

export const BlockCard = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.colors.surface};
  min-width: 0;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem;
  min-width: 0;
  & > textarea,
  & > input[type='text'] {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

export const FieldLabel = styled.span`
  font-size: 0.8rem;
  font-weight: 600;
  color: ${(p) => p.theme.colors.muted};
`;

/** Small square buttons of a block's toolbar (44 px on touch screens). */
export const ToolButton = styled.button`
  min-width: 2.4rem;
  min-height: 2.4rem;
  padding: 0.25rem 0.5rem;
  font: inherit;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.sm};
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
  }
  @media (pointer: coarse) {
    min-width: 44px;
    min-height: 44px;
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
