import { act, fireEvent, screen } from '@testing-library/react';
import { Button } from '@lessonloom/ui';
import { useToast } from '../use-toast';
import { renderWithProviders } from '../../testing';

function Triggers() {
  const { toast } = useToast();
  return (
    <>
      <Button onClick={() => toast({ title: 'First', description: 'one' })}>first</Button>
      <Button
        onClick={() => toast({ title: 'Login failed', description: 'Invalid credentials', variant: 'destructive' })}
      >
        second
      </Button>
    </>
  );
}

// jsdom has no PointerEvent; without one, fireEvent drops clientX. A MouseEvent carries it.
beforeAll(() => {
  if (!('PointerEvent' in window)) {
    (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = class extends MouseEvent {};
  }
});

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

describe('toasts (spec §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows title and description as separate elements', () => {
    renderWithProviders(<Triggers />);
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('First');
    expect(screen.getByText('First')).not.toBe(screen.getByText('one'));
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    renderWithProviders(<Triggers />);
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Login failed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('data-variant', 'destructive');
  });

  it('disappears after 5000 ms', () => {
    renderWithProviders(<Triggers />);
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('restarts the 5000 ms for a replacing toast', () => {
    renderWithProviders(<Triggers />);
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    act(() => jest.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByText('Login failed')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
  });

  it('pauses while the pointer is over the region and resumes with the time left', () => {
    renderWithProviders(<Triggers />);
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    act(() => jest.advanceTimersByTime(3000));
    fireEvent.mouseEnter(region());
    act(() => jest.advanceTimersByTime(10000));
    expect(screen.getByText('First')).toBeInTheDocument();
    fireEvent.mouseLeave(region());
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('F8 moves focus to the notifications region', () => {
    renderWithProviders(<Triggers />);
    screen.getByRole('button', { name: 'first' }).focus();
    fireEvent.keyDown(document.body, { key: 'F8' });
    expect(region()).toHaveFocus();
  });

  it('a swipe right of 50 px dismisses; a shorter one does not', () => {
    renderWithProviders(<Triggers />);
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 140 });
    fireEvent.pointerUp(toast, { clientX: 149 });
    expect(screen.getByText('First')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 130 });
    fireEvent.pointerUp(toast, { clientX: 150 });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('the close button dismisses', () => {
    renderWithProviders(<Triggers />);
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
