// Shared test setup: a fast user-event instance, and room for slow shared CI machines.
import { configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

jest.setTimeout(30000);
// Lazy chunks (the result card, the editor) are compiled on their first import in a test file, which takes
// more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** user-event without per-keystroke delays (typing is not what these tests measure). */
export const fastUser = () => userEvent.setup({ delay: null });
