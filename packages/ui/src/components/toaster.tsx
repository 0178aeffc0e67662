import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/theme';

export interface ToastView {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
}

export interface ToasterProps {
  toast: ToastView | null;
  onDismiss: (id: number) => void;
  durationMs: number;
  swipeThresholdPx: number;
  hotkey: string;
}

const Region = styled.section<{ $edge: Edge }>`
  position: fixed;
  z-index: 100;
  ${(p) => (p.$edge === 'bottom' ? 'bottom: 0;' : 'top: 0;')}
  right: 0;
  width: 100%;
  padding: 1rem;
  display: flex;
  flex-direction: column-reverse;
  pointer-events: none;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: -3px;
  }
  @media (min-width: ${(p) => p.theme.breakpoints.md}) {
    max-width: 420px;
  }
`;

// One toast at a time (spec §9), so no list: a list whose item is a live status is not a list (axe 'list').
const Item = styled.div<{ $variant: ToastView['variant']; $dx: number }>`
  pointer-events: auto;
  position: relative;
  display: grid;
  gap: 0.25rem;
  padding: 1rem 2.75rem 1rem 1rem;
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.shadow.toast};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  transform: translateX(${(p) => Math.max(0, p.$dx)}px);
  touch-action: pan-y;
  ${(p) =>
    p.$variant === 'destructive' &&
    css`
      background: ${p.theme.colors.destructive};
      border-color: ${p.theme.colors.destructive};
      color: #fff;
    `}
`;

const Title = styled.div`
  font-weight: 700;
`;
const Description = styled.div`
  font-size: 0.9rem;
  opacity: 0.92;
`;
const Close = styled.button`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm};
  background: transparent;
  color: inherit;
  font-size: 1.1rem;
  cursor: pointer;
  ${focusRing}
`;

type Edge = 'bottom' | 'top';

/** Bottom unless, there, the toast would cover the control the teacher is on (a phone's Generate button). */
export function toastEdge(focused: Element | null, toastHeight: number, viewportHeight: number): Edge {
  if (!focused || focused === document.body) return 'bottom';
  const r = focused.getBoundingClientRect();
  return r.bottom > viewportHeight - toastHeight && r.top < viewportHeight ? 'top' : 'bottom';
}

/**
 * Spec §9 toasts: one at a time, gone after `durationMs`, the hotkey focuses the region,
 * a swipe to the right of at least `swipeThresholdPx` dismisses.
 */
export function Toaster({ toast, onDismiss, durationMs, swipeThresholdPx, hotkey }: ToasterProps) {
  const regionRef = useRef<HTMLElement>(null);
  const startX = useRef<number | null>(null);
  const [dx, setDx] = useState(0);
  const [edge, setEdge] = useState<Edge>('bottom');

  // Decide where each new toast goes from what has focus now (its height is known once it is drawn).
  useLayoutEffect(() => {
    if (!toast) return;
    const height = regionRef.current?.getBoundingClientRect().height || 120;
    setEdge(toastEdge(document.activeElement, height, window.innerHeight));
    // Only when a new toast appears: it must not jump while the teacher moves on.
  }, [toast?.id]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === hotkey) {
        e.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hotkey]);

  // Like Radix: the clock stops while the pointer or focus is in the region (WCAG 2.2.1),
  // and resumes with the time that was left.
  const [paused, setPaused] = useState(false);
  const remaining = useRef(durationMs);
  useEffect(() => {
    remaining.current = durationMs;
    setDx(0);
  }, [toast?.id, durationMs]);
  useEffect(() => {
    if (!toast || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [toast, paused, onDismiss]);

  const onPointerDown = (e: PointerEvent) => {
    startX.current = e.clientX;
  };
  const onPointerMove = (e: PointerEvent) => {
    if (startX.current !== null) setDx(e.clientX - startX.current);
  };
  const onPointerEnd = (e: PointerEvent) => {
    if (startX.current === null || !toast) return;
    const moved = e.clientX - startX.current;
    startX.current = null;
    if (moved >= swipeThresholdPx) onDismiss(toast.id);
    else setDx(0);
  };

  return (
    <Region
      ref={regionRef}
      $edge={edge}
      data-edge={edge}
      role="region"
      aria-label={`Notifications (${hotkey})`}
      tabIndex={-1}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div>
        {toast && (
          <Item
            key={toast.id}
            role="status"
            aria-live={toast.variant === 'destructive' ? 'assertive' : 'polite'}
            aria-atomic="true"
            data-variant={toast.variant}
            $variant={toast.variant}
            $dx={dx}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={() => {
              startX.current = null;
              setDx(0);
            }}
          >
            <Title>{toast.title}</Title>
            {toast.description && <Description>{toast.description}</Description>}
            <Close type="button" aria-label="Close notification" onClick={() => onDismiss(toast.id)}>
              ×
            </Close>
          </Item>
        )}
      </div>
    </Region>
  );
}
