import styled from 'styled-components';
import type { SaveStatus } from './use-autosave';

const Status = styled.p<{ $tone: 'ok' | 'busy' | 'bad' }>`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${(p) => (p.$tone === 'bad' ? p.theme.colors.destructive : p.$tone === 'ok' ? p.theme.colors.success : p.theme.colors.muted)};
`;

/** "Saving…" / "Saved" (announced politely); a refused or failed save says so. */
export function SaveStatusLine({ status, revision }: { status: SaveStatus; revision: number }) {
  const text =
    status.state === 'saving'
      ? 'Saving…'
      : status.state === 'saved'
        ? `Saved (revision ${revision})`
        : status.state === 'conflict'
          ? 'Not saved: changed in another tab'
          : 'Not saved';
  const tone = status.state === 'saved' ? 'ok' : status.state === 'saving' ? 'busy' : 'bad';
  return (
    <Status role="status" aria-live="polite" $tone={tone} data-save-state={status.state}>
      {text}
    </Status>
  );
}
