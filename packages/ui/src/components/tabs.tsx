import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/theme';

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.25rem;
  background: #e2e8f0;
  border-radius: ${(p) => p.theme.radius.sm};
  margin-bottom: 1rem;
`;

const Tab = styled.button<{ $active: boolean }>`
  flex: 1 1 auto;
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm};
  padding: 0.5rem 0.9rem;
  min-height: 40px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: ${(p) => (p.$active ? p.theme.colors.surface : 'transparent')};
  color: ${(p) => (p.$active ? p.theme.colors.primary : p.theme.colors.muted)};
  box-shadow: ${(p) => (p.$active ? p.theme.shadow.card : 'none')};
  ${focusRing}
`;

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs (automatic activation). */
export function Tabs({
  items,
  value,
  onChange,
  label,
}: {
  items: TabItem[];
  value: string;
  onChange: (v: string) => void;
  label: string;
}) {
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(
    0,
    items.findIndex((t) => t.value === value),
  );
  const move = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    onChange(items[next].value);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={move}>
        {items.map((t, i) => (
          <Tab
            key={t.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.value}`}
            aria-selected={i === index}
            aria-controls={`${base}-panel-${t.value}`}
            tabIndex={i === index ? 0 : -1}
            $active={i === index}
            onClick={() => onChange(t.value)}
          >
            {t.label}
          </Tab>
        ))}
      </List>
      <div
        role="tabpanel"
        id={`${base}-panel-${items[index].value}`}
        aria-labelledby={`${base}-tab-${items[index].value}`}
      >
        {items[index].content}
      </div>
    </div>
  );
}
