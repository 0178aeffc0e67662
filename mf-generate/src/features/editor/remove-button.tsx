import { ToolButton } from './editor-styles';

/** ✕ beside an entry of a list (an option, a pair, a row), named for what it removes. */
export function RemoveButton({ label, disabled, onClick }: { label: string; disabled?: boolean; onClick(): void }) {
  return (
    <ToolButton type="button" aria-label={label} disabled={disabled} onClick={onClick}>
      ✕
    </ToolButton>
  );
}
