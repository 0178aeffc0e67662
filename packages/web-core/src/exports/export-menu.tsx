// "Export to…": one line per platform, each saying where the file is imported. A disclosure (button +
// list of buttons), so it works with Tab/Enter/Space; Escape closes it and gives focus back to the toggle.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { EXPORT_TARGETS, type ExportFormat } from '@lessonloom/contracts';
import { Button } from '@lessonloom/ui';
import { useAppDispatch } from '../store/hooks';
import { useFailureToast, useToast } from '@lessonloom/web-core/public';
import { downloadExport, type ExportOutcome, type ExportRequest } from './download-export';

const Wrap = styled.div`
  position: relative;
  display: inline-block;
  max-width: 100%;
`;
const Panel = styled.ul`
  list-style: none;
  margin: 0.25rem 0 0;
  padding: 0.25rem;
  width: min(26rem, calc(100vw - 2rem));
  position: absolute;
  z-index: 20;
  left: 0;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.sm};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.12);
  button {
    display: block;
    width: 100%;
    text-align: left;
    padding: 0.5rem 0.6rem;
    border: 0;
    border-radius: ${(p) => p.theme.radius.sm};
    background: transparent;
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    background: ${(p) => p.theme.colors.background};
  }
  button:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: -3px;
  }
  small {
    display: block;
    color: ${(p) => p.theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

export function leftOutText(outcome: Extract<ExportOutcome, { ok: true }>): string {
  if (!outcome.leftOut.length) return outcome.filename;
  const list = outcome.leftOut.map((l) => `${l.number} (${l.reason})`).join('; ');
  return `${outcome.filename}. Left out: question${outcome.leftOut.length > 1 ? 's' : ''} ${list}.`;
}

const EDGE = 8;

/**
 * The list opens under its button, left-aligned; near the right edge of a phone screen that would run
 * off it (and widen the page), so it is moved left by what overflows, never past the left edge.
 */
function useKeepInViewport(open: boolean, panel: RefObject<HTMLUListElement | null>) {
  useLayoutEffect(() => {
    const el = panel.current;
    if (!open || !el) return;
    el.style.left = '0px';
    const box = el.getBoundingClientRect();
    const over = box.right - (document.documentElement.clientWidth - EDGE);
    if (over > 0) el.style.left = `${-Math.min(over, Math.max(0, box.left - EDGE))}px`;
  }, [open, panel]);
}

export interface ExportMenuProps {
  /** Where each format is fetched from. */
  request: (format: ExportFormat) => ExportRequest;
  /**
   * Names what is exported for screen readers, starting with the visible "Export to…" (axe
   * label-content-name-mismatch), e.g. "Export to… quiz from notes.pdf".
   */
  label?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

export function ExportMenu({ request, label, disabled, size = 'md' }: ExportMenuProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  const listId = useId();
  useKeepInViewport(open, panel);
  const dispatch = useAppDispatch();
  const { toast } = useToast();
  const fail = useFailureToast();

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close();
    }
  };
  const run = async (format: ExportFormat) => {
    close();
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await dispatch(downloadExport(request(format), format));
      if (outcome.ok) toast({ title: 'Export started', description: leftOutText(outcome) });
      else fail(outcome.error, { title: 'Export failed', fallback: outcome.fallback });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Wrap onKeyDown={onKeyDown}>
      <Button
        ref={toggle}
        type="button"
        $variant="outline"
        $size={size}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={label}
        disabled={disabled}
        // Busy is announced, not disabled: a disabled button would drop the focus close() just gave it.
        aria-disabled={busy || undefined}
        onClick={() => !busy && setOpen((o) => !o)}
      >
        {busy ? 'Exporting…' : 'Export to…'}
      </Button>
      {open && (
        <Panel id={listId} ref={panel}>
          {EXPORT_TARGETS.map((t) => (
            <li key={t.label}>
              <button type="button" onClick={() => run(t.format)}>
                <strong>{t.label}</strong>
                <small>{t.where}</small>
              </button>
            </li>
          ))}
        </Panel>
      )}
    </Wrap>
  );
}
