// Shared test setup: a fast user-event instance, and room for slow shared CI machines.
import userEvent from '@testing-library/user-event';

jest.setTimeout(30000);

/** user-event without per-keystroke delays (typing is not what these tests measure). */
export const fastUser = () => userEvent.setup({ delay: null });
