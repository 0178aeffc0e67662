import { useState } from 'react';
import { act } from '@testing-library/react';
import { Toaster, toastEdge, type ToastView } from '../toaster';
import { renderUi } from './render-with-theme';

const at = (top: number, bottom: number) => ({ getBoundingClientRect: () => ({ top, bottom }) }) as unknown as Element;

describe('toastEdge', () => {
  it('keeps toasts at the bottom unless they would cover the focused control', () => {
    expect(toastEdge(null, 120, 800)).toBe('bottom');
    expect(toastEdge(at(100, 144), 120, 800)).toBe('bottom');
    // A phone's Generate button near the bottom of the screen.
    expect(toastEdge(at(700, 744), 120, 800)).toBe('top');
    // Scrolled out of view below: nothing to cover.
    expect(toastEdge(at(900, 944), 120, 800)).toBe('bottom');
  });
});

describe('Toaster', () => {
  it('moves a new toast to the top when the focused button sits where it would appear', () => {
    const button = document.createElement('button');
    document.body.appendChild(button);
    button.getBoundingClientRect = () => ({ top: window.innerHeight - 50, bottom: window.innerHeight - 6 }) as DOMRect;
    button.focus();
    const toast: ToastView = { id: 1, title: 'Content generated successfully', variant: 'default' };
    let show: (t: ToastView) => void = () => undefined;
    function Host() {
      const [current, setCurrent] = useState<ToastView | null>(null);
      show = setCurrent;
      return (
        <Toaster toast={current} onDismiss={() => undefined} durationMs={5000} swipeThresholdPx={50} hotkey="F8" />
      );
    }
    const { getByRole } = renderUi(<Host />);
    expect(getByRole('region')).toHaveAttribute('data-edge', 'bottom');
    act(() => show(toast));
    expect(getByRole('region')).toHaveAttribute('data-edge', 'top');
    button.remove();
  });
});
