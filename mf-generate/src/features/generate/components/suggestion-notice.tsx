import styled from 'styled-components';
import type { DocumentSuggestion } from '@lessonloom/contracts';
import { Button } from '@lessonloom/ui';

const Box = styled.aside`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  padding: 0.85rem 1rem;
  border-radius: ${(p) => p.theme.radius.sm};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  font-size: 0.92rem;
  p {
    margin: 0;
  }
`;

/**
 * What the content engine says about this document (a labeling sheet whose file gives nothing to label,
 * a timeline of a text without dates) and, when there is one, the sheet that fits in one click: the same
 * request again with that kind and style. An offline draft's note is already in its own notice above.
 */
export function SuggestionNotice({
  notice,
  suggestion,
  onSwitch,
}: {
  notice?: string;
  suggestion?: DocumentSuggestion;
  onSwitch?: (suggestion: DocumentSuggestion) => void;
}) {
  const offer = suggestion && onSwitch;
  if (!notice && !offer) return null;
  return (
    <Box role="note" aria-label="About this document">
      {notice && <p data-testid="content-notice">{notice}</p>}
      {offer && (
        <Button type="button" $variant="secondary" $size="sm" onClick={() => onSwitch(suggestion)}>
          {suggestion.label}
        </Button>
      )}
    </Box>
  );
}
